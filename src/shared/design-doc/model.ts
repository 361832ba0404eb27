/**
 * The layout document's plain (snapshot) shapes and page presets. A document lives in a Yjs
 * document (doc.ts); these types are what readers get out of it and what writers put in.
 */

export const ELEMENT_KINDS = ['picture', 'text', 'swatch', 'shape', 'line'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Part of a picture shown, as fractions of its natural size (0..1). */
export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}
export const FULL_CROP: Crop = { x: 0, y: 0, w: 1, h: 1 };

interface ElementBase {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees, clockwise. */
  rotation: number;
  /** Fractional-index key (fractional-index.ts): the stacking order. */
  z: string;
  /** Elements sharing a group id move and select together. */
  group: string | null;
  locked: boolean;
}

export interface PictureElement extends ElementBase {
  kind: 'picture';
  /** A /media/… URL (catalogue, favourites, downloads or the member's uploads). */
  src: string;
  crop: Crop;
}
export interface TextElement extends ElementBase {
  kind: 'text';
  text: string;
  fontSize: number;
  fill: string;
  bold: boolean;
  align: 'left' | 'center' | 'right';
}
export interface SwatchElement extends ElementBase {
  kind: 'swatch';
  /** #RRGGBB. */
  hex: string;
  /** The colour's code (e.g. a Pantone number) and name, printed under the chip. */
  code: string;
  name: string;
}
export interface ShapeElement extends ElementBase {
  kind: 'shape';
  shape: 'rect' | 'ellipse';
  fill: string;
  stroke: string;
}
export interface LineElement extends ElementBase {
  kind: 'line';
  stroke: string;
  strokeWidth: number;
}

export type DesignElement = PictureElement | TextElement | SwatchElement | ShapeElement | LineElement;
/** What a writer gives for a new element: the id and z are chosen by addElement when left out. */
export type NewElement = DistributiveOmit<DesignElement, 'id' | 'z' | 'group' | 'locked' | 'rotation'> &
  Partial<Pick<ElementBase, 'id' | 'z' | 'group' | 'locked' | 'rotation'>>;
/** The editable props of an element (text goes through setText, which merges typing). */
export type ElementPatch = Partial<Omit<PictureElement, 'kind' | 'id'> & Omit<SwatchElement, 'kind' | 'id'> & Omit<ShapeElement, 'kind' | 'id'> & Omit<LineElement, 'kind' | 'id'> & Omit<TextElement, 'kind' | 'id' | 'text'>>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface PageSnapshot {
  id: string;
  width: number;
  height: number;
  background: string;
  /** In stacking order, bottom first. */
  elements: DesignElement[];
}
export interface DesignDocSnapshot {
  pages: PageSnapshot[];
}

/** Page sizes in CSS pixels at 96 dpi (A4 = 210 × 297 mm). */
export const PAGE_PRESETS = {
  a4Portrait: { width: 794, height: 1123 },
  a4Landscape: { width: 1123, height: 794 },
  a3Portrait: { width: 1123, height: 1587 },
  a3Landscape: { width: 1587, height: 1123 },
} as const;
export type PagePreset = keyof typeof PAGE_PRESETS;
export interface PageSize {
  width: number;
  height: number;
}
export const PAGE_SIZE_LIMITS = { min: 100, max: 5000 } as const;

/** The system's CJK-capable fonts (no font is downloaded at run time). */
export const CJK_FONT_STACK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

/** Work types of my works (spec /list/diylayout/myWorks/:type). */
export const WORK_TYPES = { layout: 1, fittingLook: 2, imageToolResult: 3, ideaBoard: 4 } as const;
export type WorkType = (typeof WORK_TYPES)[keyof typeof WORK_TYPES];
