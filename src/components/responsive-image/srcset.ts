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
