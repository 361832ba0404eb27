import { pageSizeMm } from './units';
import type { Align, ImageCrop, ImageFit, PdfBlock, PdfDocumentSpec, Rotation } from './types';
import { wrapText } from './wrap';

const DEFAULT_TEXT_SIZE = 10;
const DEFAULT_LINE_HEIGHT = 1.35;
const BORDER = '#C9CDD4';

/** A picture ready to draw: an ImageBitmap in the browser (anything with a size that drawImage takes). */
export type RasterImage = CanvasImageSource & { width: number; height: number };

/**
 * The pages of a spec as PNGs at `dpi`, drawn on OffscreenCanvas the way renderPdf draws them (same
 * sizes, rotation, crop, wrapping and baselines), for a PNG per page. Placed blocks only: flowing
 * blocks and tables, which only documents built for PDF use, are refused. `fontFamily` is a loaded
 * FontFace of the font the PDF embeds.
 */
export async function rasterPages(spec: PdfDocumentSpec, images: Record<string, RasterImage>, fontFamily: string, dpi: number, onPage?: (done: number) => void): Promise<Blob[]> {
  const scale = dpi / 25.4;
  const pages: PdfBlock[][] = [[]];
  const sizes = [spec.size];
  for (const block of spec.blocks) {
    if (block.kind === 'page') {
      pages.push([]);
      sizes.push(block.size ?? spec.size);
    } else pages.at(-1)!.push(block);
  }
  const blobs: Blob[] = [];
  for (const [i, blocks] of pages.entries()) {
    const size = pageSizeMm(sizes[i]!);
    const canvas = new OffscreenCanvas(Math.round(size.width * scale), Math.round(size.height * scale));
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    for (const block of blocks) {
      context.save();
      const rotation = 'rotation' in block ? block.rotation : undefined;
      if (rotation?.degrees) turn(context, rotation);
      drawBlock(context, block, images, fontFamily);
      context.restore();
    }
    blobs.push(await canvas.convertToBlob({ type: 'image/png' }));
    onPage?.(i + 1);
  }
  return blobs;
}

function turn(context: OffscreenCanvasRenderingContext2D, { degrees, x, y }: Rotation) {
  context.translate(x, y);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-x, -y);
}

const ptToMm = (pt: number) => (pt * 25.4) / 72;

function drawBlock(context: OffscreenCanvasRenderingContext2D, block: PdfBlock, images: Record<string, RasterImage>, fontFamily: string) {
  const outline = (fill?: string, stroke?: string, strokeWidth = 0.5) => {
    if (fill) {
      context.fillStyle = fill;
      context.fill();
    }
    if (stroke) {
      context.strokeStyle = stroke;
      context.lineWidth = ptToMm(strokeWidth);
      context.stroke();
    }
  };
  switch (block.kind) {
    case 'rect':
    case 'swatch': {
      context.beginPath();
      context.rect(block.x, block.y, block.width, block.height);
      if (block.kind === 'rect') outline(block.fill, block.stroke, block.strokeWidth);
      else {
        outline(block.hex, BORDER, 0.4);
        if (block.label) text(context, fontFamily, block.label, block.x, block.y + block.height + 1, block.width, { size: block.labelSize ?? 8 });
      }
      return;
    }
    case 'ellipse':
      context.beginPath();
      context.ellipse(block.x + block.width / 2, block.y + block.height / 2, block.width / 2, block.height / 2, 0, 0, 2 * Math.PI);
      outline(block.fill, block.stroke, block.strokeWidth);
      return;
    case 'line':
      context.beginPath();
      context.moveTo(block.x1, block.y1);
      context.lineTo(block.x2, block.y2);
      outline(undefined, block.colour ?? '#000000', block.width);
      return;
    case 'image': {
      const image = images[block.image];
      if (image && block.x !== undefined && block.y !== undefined) drawImage(context, image, block.x, block.y, block.width, block.height, block.fit ?? 'contain', block.crop);
      return;
    }
    case 'text':
      if (block.x === undefined || block.y === undefined || block.width === undefined) throw new Error('PNG pages take placed text only');
      text(context, fontFamily, block.text, block.x, block.y, block.width, block);
      return;
    default:
      throw new Error(`PNG pages do not draw ${block.kind} blocks`);
  }
}

function drawImage(context: OffscreenCanvasRenderingContext2D, image: RasterImage, x: number, y: number, width: number, height: number, fit: ImageFit, crop?: ImageCrop) {
  const part = crop ?? { x: 0, y: 0, w: 1, h: 1 };
  const source = { x: part.x * image.width, y: part.y * image.height, w: part.w * image.width, h: part.h * image.height };
  if (crop || fit === 'fill') {
    context.drawImage(image, source.x, source.y, source.w, source.h, x, y, width, height);
    return;
  }
  const scale = (fit === 'contain' ? Math.min : Math.max)(width / image.width, height / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  context.beginPath();
  context.rect(x, y, width, height);
  context.clip();
  context.drawImage(image, x + (width - w) / 2, y + (height - h) / 2, w, h);
}

function text(context: OffscreenCanvasRenderingContext2D, fontFamily: string, value: string, x: number, top: number, width: number, style: { size?: number; colour?: string; align?: Align; lineHeight?: number; maxLines?: number }) {
  const size = ptToMm(style.size ?? DEFAULT_TEXT_SIZE);
  const lineHeight = size * (style.lineHeight ?? DEFAULT_LINE_HEIGHT);
  context.font = `${size}px "${fontFamily}"`;
  context.fillStyle = style.colour ?? '#1F1F1F';
  context.textBaseline = 'alphabetic';
  let lines = wrapText(value, width, (line) => context.measureText(line).width);
  if (style.maxLines !== undefined && lines.length > style.maxLines) {
    lines = lines.slice(0, style.maxLines);
    lines[lines.length - 1] = `${lines.at(-1)!.replace(/.$/u, '')}…`;
  }
  // The same baseline as renderPdf: the ascent (0.88 em) below the line's top, centred in the gap.
  const baseline = (lineHeight - size) / 2 + size * 0.88;
  lines.forEach((line, i) => {
    const lineWidth = context.measureText(line).width;
    const offset = style.align === 'center' ? (width - lineWidth) / 2 : style.align === 'right' ? width - lineWidth : 0;
    context.fillText(line, x + offset, top + i * lineHeight + baseline);
  });
}
