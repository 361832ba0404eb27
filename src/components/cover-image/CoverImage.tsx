import type { CSSProperties } from 'react';
import { Picture, pictureImageAttributes } from '../responsive-image';
import styles from './CoverImage.module.css';

export interface CoverImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  /** How wide the picture is drawn (the `sizes` attribute); see gridSizes(). */
  sizes?: string;
  /** The page's largest above-the-fold picture (LCP): fetched first, never lazily. */
  priority?: boolean;
  /** Scale on hover of the enclosing card. */
  zoom?: number;
}

/**
 * A picture filling its positioned parent edge to edge (object-fit cover), zooming slightly
 * when the enclosing `role="group"` card is hovered. The parent sets size and aspect ratio.
 * Plain elements and a stylesheet: it is on every card of the home, list and search pages, where
 * style props cost a style resolution per card on a slow device (issue #11).
 */
export function CoverImage({ src, alt, width, height, loading, sizes, priority, zoom }: CoverImageProps) {
  const image = (
    <img
      className={styles.image}
      style={zoom === undefined ? undefined : ({ '--cover-zoom': zoom } as CSSProperties)}
      alt={alt}
      width={width}
      height={height}
      {...pictureImageAttributes(src, { sizes, priority, loading })}
    />
  );
  return <Picture src={src} sizes={sizes} image={image} />;
}
