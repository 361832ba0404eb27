import { z } from 'zod';
import { defineCall } from '../define';
import { trimText } from '../../validation/text';
import type { Thumbnail } from '../../design-doc/thumbnail';
import { WORK_TYPES } from '../../design-doc/model';
import type { WorkMeta } from '../../sync/protocol';

/**
 * The layout editor (spec §2 /list/diylayout/*, /detail/diylayoutDoc, /detail/diylayout/admin/preview;
 * issue #14). Documents themselves are written through sync ops (layoutDoc.*, src/shared/sync) so
 * they work offline; these calls read what only the server has: the template library, a work for
 * its admin preview, and named versions.
 */

export const TEMPLATE_CATEGORIES = ['trendBoard', 'colourStory', 'lineSheet', 'moodBoard'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_PAGE_SIZE = 12;

export interface TemplateCard {
  id: number;
  category: TemplateCategory;
  title: string;
  thumbnail: Thumbnail;
}
/** A document's whole content: a Yjs update (base64) holding everything. */
export interface DocContentAnswer {
  content: string;
}
export interface WorkVersion {
  id: number;
  name: string;
  createdAt: number;
}
export interface WorkPreview extends WorkMeta, DocContentAnswer {
  /** The owner's user name (an admin previews their designers' works). */
  owner: string;
}

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const docId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '无效的编号');
const versionName = z
  .string()
  .max(60)
  .transform((value) => trimText(value))
  .pipe(z.string().min(1, '请输入版本名称'));

const D = { module: 'index', controller: 'Diylayout' } as const;

export const diylayoutCalls = {
  /** /list/diylayout/templateLibrary: the templates, by category, a page at a time. */
  'index/Diylayout/listTemplates': defineCall<{ page_size: number; list: TemplateCard[]; count: number }>()({
    ...D,
    func: 'listTemplates',
    params: z.strictObject({
      category: z.enum(TEMPLATE_CATEGORIES).optional(),
      p: z.coerce.number().int().positive().max(1000).default(1),
      page_size: z.coerce.number().int().min(1).max(48).default(TEMPLATE_PAGE_SIZE),
    }),
    access: 'public',
    kind: 'read',
  }),
  /** "Use template": the template's document, copied into a new work on the device. */
  'index/Diylayout/templateContent': defineCall<DocContentAnswer & { title: string }>()({
    ...D,
    func: 'templateContent',
    params: z.strictObject({ id: positiveId }),
    access: 'public',
    kind: 'read',
  }),
  /** /detail/diylayout/admin/preview: a work, read-only, for its owner or the admin of the owner's design company. */
  'index/Diylayout/previewWork': defineCall<WorkPreview>()({
    ...D,
    func: 'previewWork',
    params: z.strictObject({ id: docId, type: z.coerce.number().int().min(1).max(Math.max(...Object.values(WORK_TYPES))).optional() }),
    access: 'login',
    kind: 'read',
  }),
  /** Version history of a work (newest first). */
  'index/Diylayout/listVersions': defineCall<{ list: WorkVersion[] }>()({
    ...D,
    func: 'listVersions',
    params: z.strictObject({ id: docId }),
    access: 'login',
    kind: 'read',
  }),
  /** Saves the work's content as the server has it now as a named version (the device syncs first). */
  'index/Diylayout/saveVersion': defineCall<WorkVersion>()({
    ...D,
    func: 'saveVersion',
    params: z.strictObject({ id: docId, name: versionName }),
    access: 'login',
    kind: 'write',
  }),
  /** One version's content, to restore it (as an edit of the document, or as a copy). */
  'index/Diylayout/versionContent': defineCall<DocContentAnswer>()({
    ...D,
    func: 'versionContent',
    params: z.strictObject({ id: docId, version: positiveId }),
    access: 'login',
    kind: 'read',
  }),
};
