import { mediaUrl } from '../../src/shared/catalogue/types';
import { STATUS } from '../../src/shared/contract';
import { assetUrl, type DownloadItem } from '../../src/shared/download/types';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import { signedInUser, type SessionUser } from '../auth/session-user';
import type { Queryable } from '../db/db';
import { checkDownload } from './access';
import { quotaStatus } from './quota';
import { assetName, loadTargets, mayDownload, mayOpenTarget, offeredFormats, titleOf, type DownloadTarget } from './targets';

/**
 * Spec §3 download item for one caller: URLs for the formats it has, and whether the caller may
 * use them. For an item the caller may not open (item-access) it names no picture: the cover as
 * a thumbnail only and no attached pictures.
 */
export function toDownloadItem(target: DownloadTarget, user: SessionUser | null, locale: 'zh' | 'en', detail: boolean): DownloadItem {
  const right = mayDownload(user, target);
  const open = mayOpenTarget(user, target);
  const url = (asset: string) => assetUrl(target.id, asset, assetName(target, asset, locale));
  return {
    id: target.id,
    type: target.type,
    title: titleOf(target, locale),
    title_picture: mediaUrl(target.cover, open ? undefined : 'thumb'),
    vip_picture: right && offeredFormats(target, detail).includes('jpg') ? url('jpg') : '',
    bg_picture: mediaUrl(target.cover, 'thumb'),
    download_url: Object.fromEntries(offeredFormats(target, detail).map((format) => [format, url(format)])),
    subsidiary_list: (open ? target.pictures : []).map((mediaId, index) => ({
      id: `pic${index + 1}`,
      title_picture: mediaUrl(mediaId, 'thumb'),
      download_url: { jpg: url(`pic${index + 1}`) },
    })),
    isRight: { isRightD: right },
  };
}

/** Download data of items for the content pages' own calls (list and detail), same shape as getDownloadList. */
export async function loadDownloadItems(db: Queryable, user: SessionUser | null, ids: readonly number[], locale: 'zh' | 'en', detail = false) {
  return (await loadTargets(db, ids)).map((target) => toDownloadItem(target, user, locale, detail));
}

/** A download URL sent along must name the very item and type asked about. */
function checkUrlMatches(downloadUrl: string, ids: readonly number[], type: string): void {
  const match = /^\/download\/item\/([0-9]+)\/([A-Za-z0-9]+)(?:\/|$)/.exec(downloadUrl);
  if (!match || ids.length !== 1 || Number(match[1]) !== ids[0] || match[2] !== type) {
    throw new ApiError(STATUS.badRequest, '请求参数错误：download_url does not match id and type', 400);
  }
}

export function registerDownloadHandlers(registry: Registry) {
  registry.register('oct/DetailData/getDownloadList', async ({ ids, detail }, { db, caller, locale }) => {
    const list = await loadDownloadItems(db, caller.user, ids, locale, detail === 1);
    return list.length > 0 ? { list } : NO_DATA;
  });

  registry.register('oct/UserCenter/getDownloadCount', async ({ type, id: ids, download_url }, { db, caller }) => {
    if (download_url !== undefined) checkUrlMatches(download_url, ids, type);
    const targets = await loadTargets(db, ids);
    const user = checkDownload(caller, ids, targets, type);
    const { used, limit } = await quotaStatus(db, user);
    const remaining = Math.max(0, limit - used);
    return { is_download: remaining >= ids.length ? 1 : 0, remaining, limit };
  });

  registry.register('oct/UserCenter/batchPicDownloadLog', async ({ ids, type }, { db, caller }) => {
    const user = signedInUser(caller);
    await db.query('INSERT INTO download_batches (user_id, type, item_ids) VALUES ($1, $2, $3::integer[])', [user.id, type, ids]);
    return { logged: ids.length };
  });
}


