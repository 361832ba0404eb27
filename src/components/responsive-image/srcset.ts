import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client';
import { DISPLAY_WIDTH, RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS, pictureIdOf, responsiveVariant, type ResponsiveFormat } from '../../shared/media/responsive';

// Without Chakra: route loaders, in the first page's JavaScript, preload pictures with these.

/** The `srcset` of one format of a stored picture: every responsive width; the display copy is /media/:id itself. */
export function pictureSrcSet(id: string, format: ResponsiveFormat): string {
  return RESPONSIVE_WIDTHS.map((width) => {
    const url = format === 'webp' && width === DISPLAY_WIDTH ? `/media/${id}` : `/media/${id}/${responsiveVariant(format, width)}`;
    return `${url} ${width}w`;
  }).join(', ');
}

const preloadedPictures = new Set<string>();

/**
 * Starts fetching a page's largest picture (LCP) as soon as a route loader knows which it is,
 * instead of once the page has rendered: on a slow tablet the render took longer than the picture
 * itself. The link asks for exactly the copy the page's `<picture>` will pick (the same AVIF
 * srcset and sizes; a browser without AVIF skips it), so the picture then comes from the cache.
 */
export function preloadPicture(src: string, sizes: string): void {
  const id = pictureIdOf(src);
  if (!id || preloadedPictures.has(id) || typeof document === 'undefined') return;
  preloadedPictures.add(id);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = RESPONSIVE_FORMATS.avif;
  link.imageSrcset = pictureSrcSet(id, 'avif');
  link.imageSizes = sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * A route loader's preload of its page's largest picture, named by one of the answers the loader
 * asks for: started as soon as that answer is in (joining the loader's own fetch of it), while the
 * page's script may still be on its way. `pictureOf` reads the picture's address from the answer.
 */
export function preloadPictureFrom<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  pictureOf: (answer: TData) => string | undefined,
  sizes: string,
): void {
  queryClient.ensureQueryData({ ...query, retry: false }).then(
    (answer) => {
      const src = pictureOf(answer);
      if (src) preloadPicture(src, sizes);
    },
    () => undefined,
  );
}

/** Chakra's breakpoints (min-width, px): a grid's column counts → `sizes`, and masonry column counts. */
export const BREAKPOINTS: Record<string, number> = { base: 0, sm: 480, md: 768, lg: 1024, xl: 1280, '2xl': 1536 };

/**
 * `sizes` for a picture filling one cell of a grid with these column counts per breakpoint
 * ({base: 2, md: 3, lg: 4}): the browser then fetches the smallest copy that fills the cell at
 * the screen's density — a phone never the iPad's copy, an iPad never the desktop's.
 */
export function gridSizes(columns: Record<string, number>): string {
  const steps = Object.entries(columns)
    .map(([breakpoint, count]) => ({ minWidth: BREAKPOINTS[breakpoint] ?? 0, vw: Math.ceil(100 / count) }))
    .sort((a, b) => b.minWidth - a.minWidth);
  return steps.map(({ minWidth, vw }) => (minWidth > 0 ? `(min-width: ${minWidth}px) ${vw}vw` : `${vw}vw`)).join(', ');
}
