/**
 * A PDF described as plain data (structured-clonable, so it crosses into the PDF worker as is).
 * Lengths are millimetres from the page's top-left corner; font sizes and stroke widths are
 * points; colours are #RRGGBB. See README.md beside this file.
 */

export type PageFormat = 'A4' | 'A3';
export type PageSize = { format: PageFormat; orientation?: 'portrait' | 'landscape' } | { widthMm: number; heightMm: number };

export type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  /** Points; default 10. */
  size?: number;
  colour?: string;
  align?: Align;
  /** Line height as a multiple of the size; default 1.35 (room for CJK). */
  lineHeight?: number;
}

/** Picture bytes at print resolution, declared once per document and drawn by id. */
export interface PdfImage {
  bytes: Uint8Array;
  format: 'jpeg' | 'png';
}

export type ImageFit = 'contain' | 'cover' | 'fill';

/** A block turned `degrees` clockwise about the point (x, y), mm from the page's top-left. */
export interface Rotation {
  degrees: number;
  x: number;
  y: number;
}

/** The part of a picture shown, as fractions of its size (0..1), stretched over the block's box. */
export interface ImageCrop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `y` omitted on a text, image or table block: it goes below the previous flowing block. */
export type PdfBlock =
  | { kind: 'page'; size?: PageSize }
  | ({ kind: 'text'; text: string; x?: number; y?: number; width?: number; maxLines?: number; rotation?: Rotation } & TextStyle)
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill?: string; stroke?: string; strokeWidth?: number; rotation?: Rotation }
  | { kind: 'ellipse'; x: number; y: number; width: number; height: number; fill?: string; stroke?: string; strokeWidth?: number; rotation?: Rotation }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; colour?: string; width?: number }
  | { kind: 'swatch'; x: number; y: number; width: number; height: number; hex: string; label?: string; labelSize?: number; rotation?: Rotation }
  | { kind: 'image'; image: string; x?: number; y?: number; width: number; height: number; fit?: ImageFit; crop?: ImageCrop; rotation?: Rotation }
  | ({ kind: 'table' } & PdfTable);

export interface TableColumn {
  header: string;
  /** Relative width (weights are shared out over the table's width). */
  weight?: number;
  align?: Align;
}

/** A cell: text, a picture (by image id) above optional text, or a colour swatch beside text. */
export type TableCell = string | number | { text?: string; image?: string; swatch?: string; colour?: string };

export interface TableRow {
  cells: TableCell[];
  /** Background, e.g. for totals rows. */
  fill?: string;
}

export interface PdfTable {
  columns: TableColumn[];
  rows: TableRow[];
  x?: number;
  y?: number;
  /** Default: the page's width between the margins. */
  width?: number;
  /** Points; default 9. */
  fontSize?: number;
  /** Height of a picture in a cell, mm; default 18. */
  imageHeight?: number;
  headerFill?: string;
  /** The header row again at the top of each continuation page (default true). */
  repeatHeader?: boolean;
}

export interface PdfDocumentSpec {
  title?: string;
  author?: string;
  /** Size of the first page and of pages a flowing table adds. */
  size: PageSize;
  /** Margin on every side, mm; default 12. */
  margin?: number;
  images?: Record<string, PdfImage>;
  blocks: PdfBlock[];
}
