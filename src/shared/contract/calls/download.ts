import { z } from 'zod';
import { defineCall } from '../define';
import { isDownloadFormat } from '../../download/formats';
import { MAX_BATCH_ITEMS } from '../../download/limits';
import { PICTURE_ASSET, type BatchLogResult, type DownloadCount, type DownloadList } from '../../download/types';

/** "12" or "12,13,14": item ids, comma-joined as the original sent them; repeats are dropped. */
export const itemIdList = (max: number) =>
  z
    .union([z.string(), z.number().int()])
    .transform((value) => String(value))
    .pipe(z.string().regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, 'ids must be comma-joined positive whole numbers'))
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= max, `at most ${max} ids`);

/** What is being downloaded: a format, an attached picture ("pic2"), or "pic" for a batch of main pictures. */
const downloadType = z
  .string()
  .max(20)
  .refine((value) => value === 'pic' || isDownloadFormat(value) || PICTURE_ASSET.test(value), 'unknown download type');

export const downloadCalls = {
  /** Download data of items for the caller: formats with authorised URLs, rights (isRight.isRightD). */
  'oct/DetailData/getDownloadList': defineCall<DownloadList>()({
    module: 'oct',
    controller: 'DetailData',
    func: 'getDownloadList',
    params: z.strictObject({
      ids: itemIdList(80),
      /** 1 on detail pages: also offer download_url.zip, the whole item in one archive. */
      detail: z.coerce.number().int().min(0).max(1).default(0),
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /**
   * Spec §7: may this download run? Answers is_download (1 = yes) after checking login, VIP, the
   * item rights and today's remaining quota. Declared a write so no cache ever answers it.
   */
  'oct/UserCenter/getDownloadCount': defineCall<DownloadCount>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getDownloadCount',
    params: z.strictObject({
      type: downloadType,
      id: itemIdList(MAX_BATCH_ITEMS),
      download_url: z.string().max(2000).optional(),
    }),
    access: 'login',
    kind: 'write',
  }),
  /** Spec §7: records a batch picture download, ids comma-joined, type pic. */
  'oct/UserCenter/batchPicDownloadLog': defineCall<BatchLogResult>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'batchPicDownloadLog',
    params: z.strictObject({
      ids: itemIdList(MAX_BATCH_ITEMS),
      type: z.literal('pic'),
    }),
    access: 'login',
    kind: 'write',
  }),
};
