/** Set on an `<img>` whose picture did not load; the global styles hide it (src/app/theme/system.ts). */
export const FAILED_PICTURE = 'data-load-failed';

/**
 * A picture that cannot load (offline and never kept on this device, or gone from the server)
 * leaves its frame's neutral background, instead of the browser's broken-picture icon and alt text
 * drawn across a card. One pair of listeners for every picture of the app: load and error events do
 * not bubble, so they are caught on their way down. A later load (a new source, back online) shows
 * the picture again. Hidden by opacity, so a screen reader still reads its alternative text.
 */
export function markFailedPictures(root: Document = document): void {
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) event.target.setAttribute(FAILED_PICTURE, '');
    },
    true,
  );
  root.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement) event.target.removeAttribute(FAILED_PICTURE);
    },
    true,
  );
}
