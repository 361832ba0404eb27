import type { DesignDocSnapshot, DesignElement } from './model';

/**
 * A thumbnail as a small plain description of the first page (not a bitmap): lists render it as
 * an inline SVG whose pictures come from the same /media URLs the offline cache keeps, so a
 * thumbnail costs a few hundred bytes in sync and shows offline. Drawn by DocThumbnail.
 */
export interface Thumbnail {
  width: number;
  height: number;
  background: string;
  elements: ThumbnailElement[];
}
export type ThumbnailElement = Pick<DesignElement, 'kind' | 'x' | 'y' | 'w' | 'h' | 'rotation'> & {
  /** Picture URL, or the fill colour of a swatch, shape, line or text. */
  paint: string;
  /** First characters of a text. */
  text?: string;
};

const MAX_ELEMENTS = 40;
const MAX_TEXT = 24;

export function thumbnailOf(snapshot: DesignDocSnapshot): Thumbnail | null {
  const page = snapshot.pages[0];
  if (!page) return null;
  return {
    width: page.width,
    height: page.height,
    background: page.background,
    // The top layers matter most when a crowded page must be cut short.
    elements: page.elements.slice(-MAX_ELEMENTS).map((element) => ({
      kind: element.kind,
      x: Math.round(element.x),
      y: Math.round(element.y),
      w: Math.round(element.w),
      h: Math.round(element.h),
      rotation: Math.round(element.rotation),
      paint: paintOf(element),
      ...(element.kind === 'text' ? { text: element.text.slice(0, MAX_TEXT) } : {}),
    })),
  };
}

function paintOf(element: DesignElement): string {
  switch (element.kind) {
    case 'picture':
      return element.src;
    case 'swatch':
      return element.hex;
    case 'shape':
      return element.fill;
    case 'line':
      return element.stroke;
    case 'text':
      return element.fill;
  }
}
