import { z } from 'zod';
import { defineCall } from '../define';

/**
 * The member's own pictures (PUT /api/uploads/:id; image-tool results and pictures uploaded in
 * the layout editor), newest first, for the editor's 上传 tab. Login only: guests hear 401 请先登录.
 */
export interface MyUpload {
  id: string;
  /** /media/<id>: served to this member only. */
  url: string;
  width: number;
  height: number;
  created_at: string;
}

export const UPLOADS_PAGE_SIZE = 40;

export const uploadCalls = {
  'index/Uploads/listMine': defineCall<{ list: MyUpload[]; count: number; page_size: number }>()({
    module: 'index',
    controller: 'Uploads',
    func: 'listMine',
    params: z.strictObject({ p: z.number().int().positive().max(1000).default(1) }),
    access: 'login',
    kind: 'read',
  }),
};
