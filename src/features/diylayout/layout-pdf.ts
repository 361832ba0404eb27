import type { PageSize as PdfPageSize, PdfBlock, PdfDocumentSpec, Rotation } from '../../lib/pdf/types';
import { PAGE_PRESETS, type DesignDocSnapshot, type DesignElement, type PageSnapshot, type PagePreset } from '../../shared/design-doc';
import { PRINT_DPI, printUrl, printWidthFor } from '../../shared/media/print';
import { pictureIdOf } from '../../shared/media/responsive';
import { isUploadId } from '../../shared/uploads';

/** Page units are CSS pixels at 96 dpi (model.ts): millimetres and points per pixel. */
const MM_PER_PX = 25.4 / 96;
const PT_PER_PX = 0.75;
/** What the canvas draws with (NodeShape.tsx): text line height, swatch captions, 1 px strokes. */
const LINE_HEIGHT = 1.3;
const CAPTION_PX = 12;
const SWATCH_STROKE = '#DDDDDD';
const CAPTION_COLOUR = '#333333';

const PRESET_FORMATS: Record<PagePreset, PdfPageSize> = {
  a4Portrait: { format: 'A4', orientation: 'portrait' },
  a4Landscape: { format: 'A4', orientation: 'landscape' },
  a3Portrait: { format: 'A3', orientation: 'portrait' },
  a3Landscape: { format: 'A3', orientation: 'landscape' },
};

export interface LayoutPdf {
  spec: PdfDocumentSpec;
  /** Image id → same-origin URL, fetched by the PDF worker. */
  pictures: Record<string, string>;
  /**
   * Image id → the display copy, for the pictures `pictures` asks at print size: what the worker
   * embeds when the print copy cannot be had (offline and not on the device), at screen resolution.
   */
  fallbacks: Record<string, string>;
}

/**
 * A layout document as the PDF engine's spec (src/lib/pdf): one PDF page per page at its size
 * (A4 and A3 as such, other sizes in mm), elements bottom first as the canvas stacks them, text as
 * vector text, pictures by URL. A catalogue picture is fetched at print resolution: the widest it
 * is placed (its crop stretched over its box) at 300 dpi, as the smallest print copy of the
 * server's ladder that has it (/media/:id/print-<width>, src/shared/media/print.ts; at most
 * 3508 px and the original's width), or as its display copy (/media/:id, 640 px) when that has
 * enough, whatever smaller copy the element names. A VIP picture the member may not see is
 * refused by the server and left out. Other same-origin pictures (the member's uploads) are
 * fetched as they are: full size.
 */
export function layoutPdf(content: DesignDocSnapshot, title: string): LayoutPdf {
  const pictures: Record<string, string> = {};
  const fallbacks: Record<string, string> = {};
  const pictureIds = new Map<string, string>();
  const needed = printPixels(content);
  const pictureOf = (src: string) => {
    const display = displayUrl(src);
    if (!display) return null;
    const catalogueId = cataloguePictureOf(src);
    const width = catalogueId ? printWidthFor(needed.get(catalogueId) ?? 0) : null;
    const url = catalogueId && width ? printUrl(catalogueId, width) : display;
    let id = pictureIds.get(url);
    if (!id) {
      id = `p${pictureIds.size}`;
      pictureIds.set(url, id);
      pictures[id] = url;
      if (url !== display) fallbacks[id] = display;
    }
    return id;
  };
  const blocks = content.pages.flatMap((page, i) => [
    ...(i > 0 ? [{ kind: 'page', size: pageSize(page) } as const] : []),
    ...(page.background.toUpperCase() !== '#FFFFFF' ? [{ kind: 'rect', x: 0, y: 0, width: page.width * MM_PER_PX, height: page.height * MM_PER_PX, fill: page.background } as const] : []),
    ...page.elements.flatMap((element) => elementBlocks(element, pictureOf)),
  ]);
  const first = content.pages[0];
  return { spec: { title, size: first ? pageSize(first) : { format: 'A4' }, margin: 0, blocks }, pictures, fallbacks };
}

/**
 * Pixels across each catalogue picture needs for 300 dpi where it is placed widest: the box's
 * width in inches (page units are CSS pixels, 96 to the inch) at 300 dpi, over the share of the
 * picture its crop shows. (A box stretches the crop over itself, so the width alone decides.)
 */
export function printPixels(content: DesignDocSnapshot): Map<string, number> {
  const needed = new Map<string, number>();
  for (const page of content.pages) {
    for (const element of page.elements) {
      const id = element.kind === 'picture' ? cataloguePictureOf(element.src) : null;
      if (!id || element.kind !== 'picture') continue;
      const pixels = Math.ceil(((element.w / 96) * PRINT_DPI) / Math.max(0.01, element.crop.w));
      needed.set(id, Math.max(needed.get(id) ?? 0, pixels));
    }
  }
  return needed;
}

export function pageSize(page: Pick<PageSnapshot, 'width' | 'height'>): PdfPageSize {
  const preset = (Object.keys(PAGE_PRESETS) as PagePreset[]).find((key) => PAGE_PRESETS[key].width === page.width && PAGE_PRESETS[key].height === page.height);
  return preset ? PRESET_FORMATS[preset] : { widthMm: page.width * MM_PER_PX, heightMm: page.height * MM_PER_PX };
}

/** The id of a catalogue picture's /media URL (not a member's upload, which is fetched as it is). */
function cataloguePictureOf(src: string): string | null {
  const id = pictureIdOf(src);
  return id && !isUploadId(id) ? id : null;
}

/** The display copy of a /media picture; another same-origin URL as it is; null for other origins. */
function displayUrl(src: string): string | null {
  const id = pictureIdOf(src);
  if (id) return `/media/${id}`;
  return src.startsWith('/') && !src.startsWith('//') ? src : null;
}

function elementBlocks(element: DesignElement, pictureOf: (src: string) => string | null): PdfBlock[] {
  const [x, y, width, height] = [element.x, element.y, element.w, element.h].map((px) => px * MM_PER_PX) as [number, number, number, number];
  // The canvas turns an element about its top-left corner (a Konva group at x, y).
  const rotation: Rotation | undefined = element.rotation ? { degrees: element.rotation, x, y } : undefined;
  switch (element.kind) {
    case 'picture': {
      const image = pictureOf(element.src);
      return image ? [{ kind: 'image', image, x, y, width, height, fit: 'fill', crop: element.crop, rotation }] : [];
    }
    case 'text':
      if (!element.text.trim()) return [];
      return [
        {
          kind: 'text',
          text: element.text,
          x,
          y,
          width,
          size: element.fontSize * PT_PER_PX,
          colour: element.fill,
          align: element.align,
          lineHeight: LINE_HEIGHT,
          // The canvas shows the lines that fit the box.
          maxLines: Math.max(1, Math.floor(element.h / (element.fontSize * LINE_HEIGHT))),
          rotation,
        },
      ];
    case 'swatch': {
      const caption = [element.code, element.name].filter(Boolean);
      const captionPx = caption.length ? Math.min(element.h * 0.35, 16 * caption.length + 8) : 0;
      const chip: PdfBlock = { kind: 'rect', x, y, width, height: height - captionPx * MM_PER_PX, fill: element.hex, stroke: SWATCH_STROKE, strokeWidth: PT_PER_PX, rotation };
      if (!caption.length) return [chip];
      const captionTop = y + (element.h - captionPx + 4) * MM_PER_PX;
      return [chip, { kind: 'text', text: caption.join('\n'), x, y: captionTop, width, size: CAPTION_PX * PT_PER_PX, colour: CAPTION_COLOUR, lineHeight: LINE_HEIGHT, maxLines: caption.length, rotation }];
    }
    case 'shape':
      return [{ kind: element.shape === 'ellipse' ? 'ellipse' : 'rect', x, y, width, height, fill: element.fill || undefined, stroke: element.stroke || undefined, strokeWidth: PT_PER_PX, rotation }];
    case 'line': {
      // Drawn across the middle of its box, then turned with it.
      const turn = turnAbout(x, y, element.rotation);
      const [x1, y1] = turn(x, y + height / 2);
      const [x2, y2] = turn(x + width, y + height / 2);
      return [{ kind: 'line', x1, y1, x2, y2, colour: element.stroke, width: element.strokeWidth * PT_PER_PX }];
    }
  }
}

/** A point turned `degrees` clockwise (y down) about (cx, cy). */
function turnAbout(cx: number, cy: number, degrees: number) {
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return (px: number, py: number): [number, number] => [cx + (px - cx) * cos - (py - cy) * sin, cy + (px - cx) * sin + (py - cy) * cos];
}
