import { userCacheNames } from '../../shared/sync/cache-names';
import type { DesignDocSnapshot } from '../../shared/design-doc/model';

/**
 * Puts the pictures a document uses into the member's offline packs cache (never expired by
 * count; the service worker serves /media from it offline), so a document opened once shows
 * with its pictures without a network. Pictures already there are not fetched again.
 */
export function cacheDocPictures(owner: number, content: DesignDocSnapshot, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  return cachePictures(owner, content.pages.flatMap((page) => page.elements.flatMap((element) => (element.kind === 'picture' ? [element.src] : []))), storage);
}

/** Puts pictures (/media URLs) into the member's offline packs cache, each fetched once. */
export async function cachePictures(owner: number, pictures: string[], storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  const urls = [...new Set(pictures)];
  if (!storage || !urls.length) return;
  const cache = await storage.open(userCacheNames(owner).packs);
  await Promise.all(
    urls.map(async (url) => {
      const absolute = new URL(url, location.origin).href;
      if (await cache.match(absolute)) return;
      const response = await fetch(absolute, { credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await cache.put(absolute, response);
    }),
  );
}
