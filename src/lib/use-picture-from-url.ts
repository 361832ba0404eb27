import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Only the library's own pictures can be handed to a tool by link (no fetching of arbitrary URLs). */
const LIBRARY_PICTURE = /^\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?$/;

/** The link that opens a tool (or image search) with a library picture already in it ("use in tool"). */
export const withPicture = (toolHref: string, pictureUrl: string) => `${toolHref}${toolHref.includes('?') ? '&' : '?'}picture=${encodeURIComponent(pictureUrl)}`;

/**
 * "Use in tool": when the page was opened with `?picture=/media/…` (from a detail page's picture
 * viewer), fetches that picture (from the service worker's cache when offline) and hands it over
 * as a file, once per link.
 */
export function usePictureFromUrl(onPicture: (file: File) => void) {
  const [params] = useSearchParams();
  const url = params.get('picture');
  useEffect(() => {
    if (!url || !LIBRARY_PICTURE.test(url)) return;
    let current = true;
    void fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (current && blob) onPicture(new File([blob], `${url.split('/')[2]}.${blob.type.split('/')[1] ?? 'jpg'}`, { type: blob.type }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url, onPicture]);
}
