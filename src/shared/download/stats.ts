/**
 * Statistics event texts (spec §7 "Files and statistics"): a page-view event whose text reads
 * like the call it reports, "UserCenter/addFav?id=..&type..". Downloads report the same way.
 */
export function statEventText(call: string, params: Record<string, string | number>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');
  return query ? `${call}?${query}` : call;
}

/** A single file: "UserCenter/getDownloadCount?id=12&type=jpg". */
export const downloadEventText = (id: number | string, type: string) => statEventText('UserCenter/getDownloadCount', { id, type });

/** A batch of pictures: "UserCenter/batchPicDownloadLog?ids=1,2,3&type=pic". */
export const batchDownloadEventText = (ids: readonly (number | string)[]) =>
  statEventText('UserCenter/batchPicDownloadLog', { ids: ids.join(','), type: 'pic' });
