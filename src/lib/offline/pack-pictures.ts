import type { ListItem } from '../../shared/catalogue/types';
import { descriptorFromBase64, rankBySimilarity } from '../../shared/image-search/descriptor';
import type { OfflinePack } from './db';

/** A catalogue item an offline pack shows, with its picture's search descriptor (search by picture offline). */
export interface PackPicture {
  item: ListItem;
  descriptor: Float32Array;
}

/** The server hands out at most this many descriptors per call. */
const DESCRIPTORS_PER_CALL = 500;
const MEDIA_ID = /^\/media\/([A-Za-z0-9_-]+)/;

const isListItem = (value: Record<string, unknown>): value is Record<string, unknown> & ListItem =>
  typeof value.id === 'number' && typeof value.title === 'string' && typeof value.cover === 'string' && typeof value.cover_thumb === 'string' && MEDIA_ID.test(value.cover);

/** Every list item inside a data answer (lists, home blocks, related items), by id. */
export function listItemsIn(value: unknown, found = new Map<number, ListItem>()): Map<number, ListItem> {
  if (Array.isArray(value)) {
    for (const entry of value) listItemsIn(entry, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isListItem(record)) found.set(record.id, record);
    else for (const entry of Object.values(record)) listItemsIn(entry, found);
  }
  return found;
}

/**
 * The descriptors of the items' pictures, from the server (the ones its search compares with), so
 * the pack can be searched by picture offline. Items whose picture has none are left out.
 */
export async function describePackItems(items: Iterable<ListItem>, fetchImpl: typeof fetch): Promise<PackPicture[]> {
  const byMedia = new Map<string, ListItem[]>();
  for (const item of items) {
    const media = MEDIA_ID.exec(item.cover)![1]!;
    byMedia.set(media, [...(byMedia.get(media) ?? []), item]);
  }
  const media = [...byMedia.keys()];
  const pictures: PackPicture[] = [];
  for (let start = 0; start < media.length; start += DESCRIPTORS_PER_CALL) {
    const response = await fetchImpl('/api/data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ module: 'oct', controller: 'ListDataKw', func: 'pictureDescriptors', params: { media: media.slice(start, start + DESCRIPTORS_PER_CALL) } }),
    }).catch(() => null);
    if (!response?.ok) continue;
    const envelope = (await response.json().catch(() => null)) as { status: number; data: { list?: { media_id: string; descriptor: string }[] } } | null;
    // A pack without descriptors is still a pack: only its search by picture is missing.
    if (envelope?.status !== 200) continue;
    for (const row of envelope.data.list ?? []) {
      const descriptor = descriptorFromBase64(row.descriptor);
      if (descriptor) for (const item of byMedia.get(row.media_id) ?? []) pictures.push({ item, descriptor });
    }
  }
  return pictures;
}

/** The items of the user's offline packs whose pictures are most like `query`, most alike first. */
export function searchPackPictures(packs: readonly OfflinePack[], query: Float32Array, limit: number): ListItem[] {
  const byItem = new Map<number, PackPicture>();
  for (const pack of packs) for (const picture of pack.pictures ?? []) byItem.set(picture.item.id, picture);
  return rankBySimilarity(query, [...byItem.values()], (picture) => picture.descriptor, limit).map(({ candidate }) => candidate.item);
}

/** Whether any offline pack can be searched by picture. */
export const packsHavePictures = (packs: readonly OfflinePack[] | undefined) => Boolean(packs?.some((pack) => pack.pictures?.length));
