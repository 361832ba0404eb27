import { callApi, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import type { DownloadItem } from '../../../shared/download/types';

/** getDownloadList takes at most 80 ids per call. */
const LIST_PAGE = 80;

export async function listDownloads(ids: number[]): Promise<DownloadItem[]> {
  const pages: number[][] = [];
  for (let i = 0; i < ids.length; i += LIST_PAGE) pages.push(ids.slice(i, i + LIST_PAGE));
  const results = await Promise.all(pages.map((page) => callApi('oct/DetailData/getDownloadList', { ids: page.join(',') })));
  return results.flatMap((result) => result?.list ?? []);
}

export const downloadListQuery = (ids: number[], detail: boolean, locale?: Locale) =>
  queryOptionsFor('oct/DetailData/getDownloadList', { ids: ids.join(','), detail: detail ? 1 : 0 }, locale);

export async function checkDownloadCount(params: { type: string; id: string; download_url?: string }) {
  const result = await callApi('oct/UserCenter/getDownloadCount', params);
  // A 4000 "no data" answer is not a yes.
  return result ?? { is_download: 0, remaining: 0, limit: 0 };
}

export const logBatchDownload = (ids: number[]) => callApi('oct/UserCenter/batchPicDownloadLog', { ids: ids.join(','), type: 'pic' });
