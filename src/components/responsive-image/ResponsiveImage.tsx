import { Image, type ImageProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { RESPONSIVE_FORMATS, pictureIdOf } from '../../shared/media/responsive';
import { pictureSrcSet } from './srcset';

export { gridSizes } from './srcset';

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
