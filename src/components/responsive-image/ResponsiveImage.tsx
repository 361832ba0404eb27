import { Image, type ImageProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { RESPONSIVE_FORMATS, pictureIdOf } from '../../shared/media/responsive';
import { pictureSrcSet } from './srcset';

/** Chakra's breakpoints (min-width, px), for turning a grid's column counts into `sizes`. */
const BREAKPOINTS: Record<string, number> = { base: 0, sm: 480, md: 768, lg: 1024, xl: 1280, '2xl': 1536 };

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

export interface ResponsiveImageProps extends Omit<ImageProps, 'srcSet' | 'sizes'> {
  src: string;
  /** How wide the picture is drawn (the `sizes` attribute); see gridSizes(). */
  sizes?: string;
  /** The page's largest above-the-fold picture (LCP): fetched first, never lazily. */
  priority?: boolean;
}

interface PictureOptions {
  sizes?: string;
  priority?: boolean;
  loading?: 'eager' | 'lazy';
}

/** The `<img>` attributes of a picture: its WebP copies when it is a stored picture, eager and first when it is the LCP. */
export function pictureImageAttributes(src: string, { sizes = '100vw', priority = false, loading }: PictureOptions) {
  const id = pictureIdOf(src);
  return {
    src,
    srcSet: id ? pictureSrcSet(id, 'webp') : undefined,
    sizes: id ? sizes : undefined,
    loading: priority ? 'eager' : loading,
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
  };
}

const CONTENTS = { display: 'contents' } as const;

/**
 * A stored picture (/media/…) as a `<picture>` offering its AVIF copies before the image's WebP
 * ones, so the browser picks format and width itself; any other URL (icons, previews) is the
 * image alone. `src` stays the fallback, which is also the copy offline packs store (the service
 * worker answers other widths with it offline).
 */
export function Picture({ src, sizes = '100vw', image }: { src: string; sizes?: string; image: ReactElement }) {
  const id = pictureIdOf(src);
  if (!id) return image;
  return (
    <picture style={CONTENTS}>
      <source type={RESPONSIVE_FORMATS.avif} srcSet={pictureSrcSet(id, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}

/** Every catalogue picture drawn with Chakra style props (see Picture). */
export function ResponsiveImage({ src, sizes, priority, loading, ...props }: ResponsiveImageProps) {
  return <Picture src={src} sizes={sizes} image={<Image {...pictureImageAttributes(src, { sizes, priority, loading })} {...props} />} />;
}
