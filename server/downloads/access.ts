import { MESSAGES, STATUS } from '../../src/shared/contract';
import { DOWNLOAD_MESSAGES } from '../../src/shared/download/messages';
import type { Caller, SessionUser } from '../auth/session-user';
import { ApiError } from '../api/registry';
import { hasAsset, isAtlasAsset, mayDownload, type DownloadTarget } from './targets';

/** Asset of each item a batch of pictures ("pic") downloads: its main picture. */
export const BATCH_PICTURE_ASSET = 'jpg';

/**
 * The one access rule of every download (file URL, bulk zip, quota check), in the order the
 * user needs to hear it: log in (请先登录, or 1845 when displaced), be VIP (VIP会员可用!), have
 * the right to each item (您无权下载该图集！~ for archives and batches, 对不起！您没有下载此内容的权限！
 * for one file), and ask for something the items really have.
 */
export function checkDownload(caller: Caller, ids: readonly number[], targets: readonly DownloadTarget[], asset: string): SessionUser {
  const user = caller.user;
  if (!user) {
    throw caller.displaced ? new ApiError(STATUS.displaced, MESSAGES.displaced, 401) : new ApiError(STATUS.notLoggedIn, DOWNLOAD_MESSAGES.notLoggedIn, 401);
  }
  if (!user.isVip) throw new ApiError(STATUS.noPermission, DOWNLOAD_MESSAGES.notVip, 403);
  if (targets.length !== ids.length) throw new ApiError(STATUS.notFound, DOWNLOAD_MESSAGES.downloadFailed, 404);
  if (targets.some((target) => !mayDownload(user, target))) {
    throw new ApiError(STATUS.noPermission, isAtlasAsset(asset) || targets.length > 1 ? DOWNLOAD_MESSAGES.noAtlasRight : DOWNLOAD_MESSAGES.noDetailRight, 403);
  }
  const wanted = asset === 'pic' ? BATCH_PICTURE_ASSET : asset;
  if (targets.some((target) => !hasAsset(target, wanted))) throw new ApiError(STATUS.notFound, DOWNLOAD_MESSAGES.downloadFailed, 404);
  return user;
}
