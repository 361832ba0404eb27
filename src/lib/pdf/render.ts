import { clip, concatTransformationMatrix, endPath, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { pdfFontkit } from './fontkit';
import type { Align, ImageCrop, ImageFit, PageSize, PdfBlock, PdfDocumentSpec, PdfTable, TableCell, TextStyle, Rotation } from './types';
import { mm, pageSizeMm, pdfColour } from './units';
import { wrapText } from './wrap';

const DEFAULT_MARGIN = 12;
const DEFAULT_TEXT_SIZE = 10;
const DEFAULT_LINE_HEIGHT = 1.35;
/** Space left below a flowing block before the next one, mm. */
const FLOW_GAP = 3;
const CELL_PADDING = 1.5;
const BORDER = '#C9CDD4';
/** Points to mm. */
const ptToMm = (pt: number) => (pt * 25.4) / 72;

/**
 * Draws a PdfDocumentSpec with pdf-lib, the text in `fontBytes` (a TTF or OTF; a CJK font for
 * Chinese) embedded as a subset of the glyphs used, so a page of Chinese stays small and the text
 * stays vector and selectable. Runs anywhere (the PDF worker in the app, Node in the tests).
 * `onBlock` hears of each block drawn (progress of a long document).
 */
export async function renderPdf(spec: PdfDocumentSpec, fontBytes: Uint8Array, onBlock?: (done: number, total: number) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  if (spec.title) doc.setTitle(spec.title, { showInWindowTitleBar: true });
  if (spec.author) doc.setAuthor(spec.author);
  doc.setProducer('Trendloom PDF engine (pdf-lib)');
  doc.setCreator('Trendloom');
  const writer = new PageWriter(doc, font, spec);
  for (const [i, block] of spec.blocks.entries()) {
    await writer.draw(block);
    onBlock?.(i + 1, spec.blocks.length);
  }
  writer.ensurePage();
  return doc.save();
}

class PageWriter {
  private page: PDFPage | null = null;
  private size: { width: number; height: number };
  /** Where the next flowing block starts, mm from the top. */
  private cursor: number;
  private readonly margin: number;
  private readonly images = new Map<string, Promise<PDFImage>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly spec: PdfDocumentSpec,
  ) {
    this.margin = spec.margin ?? DEFAULT_MARGIN;
    this.size = pageSizeMm(spec.size);
    this.cursor = this.margin;
  }

  ensurePage(): PDFPage {
    return this.page ?? this.newPage(this.spec.size);
  }

  private newPage(size: PageSize): PDFPage {
    this.size = pageSizeMm(size);
    this.page = this.doc.addPage([mm(this.size.width), mm(this.size.height)]);
    this.cursor = this.margin;
    return this.page;
  }

  private get bottom() {
    return this.size.height - this.margin;
  }

  /** PDF's y (points from the bottom) of a distance from the top in mm. */
  private y(top: number) {
    return mm(this.size.height - top);
  }

  async draw(block: PdfBlock): Promise<void> {
    if (block.kind === 'page') {
      this.newPage(block.size ?? this.spec.size);
      return;
    }
    const page = this.ensurePage();
    const rotation = 'rotation' in block ? block.rotation : undefined;
    if (!rotation?.degrees) return this.drawBlock(page, block);
    page.pushOperators(pushGraphicsState(), this.rotationMatrix(rotation));
    await this.drawBlock(page, block);
    page.pushOperators(popGraphicsState());
  }

  /** Clockwise on the page is counter-clockwise in PDF space (y up), about the point given. */
  private rotationMatrix({ degrees, x, y }: Rotation) {
    const angle = (-degrees * Math.PI) / 180;
    const [cos, sin, px, py] = [Math.cos(angle), Math.sin(angle), mm(x), this.y(y)];
    return concatTransformationMatrix(cos, sin, -sin, cos, px - px * cos + py * sin, py - px * sin - py * cos);
  }

  private async drawBlock(page: PDFPage, block: Exclude<PdfBlock, { kind: 'page' }>): Promise<void> {
    switch (block.kind) {
      case 'text': {
        const x = block.x ?? this.margin;
        const width = block.width ?? this.size.width - this.margin - x;
        const lines = this.lines(block.text, width, block.size, block.maxLines);
        const height = lines.length * this.lineHeight(block);
        const y = block.y ?? this.flowTop(height);
        this.textLines(lines, x, y, width, block);
        if (block.y === undefined) this.cursor = y + height + FLOW_GAP;
        return;
      }
      case 'rect':
        page.drawRectangle({
          x: mm(block.x),
          y: this.y(block.y + block.height),
          width: mm(block.width),
          height: mm(block.height),
          color: block.fill ? pdfColour(block.fill) : undefined,
          borderColor: block.stroke ? pdfColour(block.stroke) : undefined,
          borderWidth: block.stroke ? (block.strokeWidth ?? 0.5) : 0,
        });
        return;
      case 'ellipse':
        page.drawEllipse({
          x: mm(block.x + block.width / 2),
          y: this.y(block.y + block.height / 2),
          xScale: mm(block.width / 2),
          yScale: mm(block.height / 2),
          color: block.fill ? pdfColour(block.fill) : undefined,
          borderColor: block.stroke ? pdfColour(block.stroke) : undefined,
          borderWidth: block.stroke ? (block.strokeWidth ?? 0.5) : 0,
        });
        return;
      case 'line':
        page.drawLine({
          start: { x: mm(block.x1), y: this.y(block.y1) },
          end: { x: mm(block.x2), y: this.y(block.y2) },
          color: pdfColour(block.colour),
          thickness: block.width ?? 0.5,
        });
        return;
      case 'swatch':
        this.swatch(block.x, block.y, block.width, block.height, block.hex);
        if (block.label) this.textLines(this.lines(block.label, block.width, block.labelSize ?? 8), block.x, block.y + block.height + 1, block.width, { size: block.labelSize ?? 8 });
        return;
      case 'image': {
        const y = block.y ?? this.flowTop(block.height);
        await this.image(block.image, block.x ?? this.margin, y, block.width, block.height, block.fit ?? 'contain', block.crop);
        if (block.y === undefined) this.cursor = y + block.height + FLOW_GAP;
        return;
      }
      case 'table':
        await this.table(block);
        return;
    }
  }

  /** The top of a flowing block of `height`: the cursor, or the next page's top if it does not fit. */
  private flowTop(height: number): number {
    if (this.cursor + height > this.bottom && this.cursor > this.margin) this.newPage(this.spec.size);
    return this.cursor;
  }

  private lineHeight(style: TextStyle) {
    return ptToMm((style.size ?? DEFAULT_TEXT_SIZE) * (style.lineHeight ?? DEFAULT_LINE_HEIGHT));
  }

  private lines(text: string, width: number, size = DEFAULT_TEXT_SIZE, maxLines?: number): string[] {
    const lines = wrapText(text, mm(width), (line) => this.font.widthOfTextAtSize(line, size));
    if (maxLines === undefined || lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.$/u, '')}…`;
    return kept;
  }

  private textLines(lines: string[], x: number, top: number, width: number, style: TextStyle) {
    const size = style.size ?? DEFAULT_TEXT_SIZE;
    const lineHeight = this.lineHeight(style);
    // Baseline: the glyphs' ascent (0.88 em for the CJK fonts we embed) below the line's top, centred in the line gap.
    const baseline = (lineHeight - ptToMm(size)) / 2 + ptToMm(size * 0.88);
    lines.forEach((line, i) => {
      if (!line) return;
      const lineWidth = this.font.widthOfTextAtSize(line, size);
      this.page!.drawText(line, {
        x: mm(x) + alignOffset(style.align, mm(width), lineWidth),
        y: this.y(top + i * lineHeight + baseline),
        size,
        font: this.font,
        color: pdfColour(style.colour ?? '#1F1F1F'),
      });
    });
  }

  private swatch(x: number, y: number, width: number, height: number, hex: string) {
    this.page!.drawRectangle({ x: mm(x), y: this.y(y + height), width: mm(width), height: mm(height), color: pdfColour(hex), borderColor: pdfColour(BORDER), borderWidth: 0.4 });
  }

  private embedded(id: string): Promise<PDFImage> | undefined {
    const source = this.spec.images?.[id];
    if (!source) return undefined;
    let image = this.images.get(id);
    if (!image) {
      image = source.format === 'png' ? this.doc.embedPng(source.bytes) : this.doc.embedJpg(source.bytes);
      this.images.set(id, image);
    }
    return image;
  }

  /**
   * An image placed in a box: whole (contain), filling it cropped (cover) or stretched (fill);
   * with `crop`, that part of it stretched over the box.
   */
  private async image(id: string, x: number, y: number, width: number, height: number, fit: ImageFit, crop?: ImageCrop) {
    const image = await this.embedded(id);
    if (!image) return;
    const box = { x: mm(x), y: this.y(y + height), width: mm(width), height: mm(height) };
    if (crop && (crop.w < 1 || crop.h < 1)) {
      const whole = { width: box.width / crop.w, height: box.height / crop.h };
      this.page!.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
      this.page!.drawImage(image, { x: box.x - crop.x * whole.width, y: box.y + box.height + crop.y * whole.height - whole.height, ...whole });
      this.page!.pushOperators(popGraphicsState());
      return;
    }
    if (fit === 'fill') {
      this.page!.drawImage(image, box);
      return;
    }
    const scale = (fit === 'contain' ? Math.min : Math.max)(box.width / image.width, box.height / image.height);
    const drawn = { width: image.width * scale, height: image.height * scale };
    const placed = { x: box.x + (box.width - drawn.width) / 2, y: box.y + (box.height - drawn.height) / 2, ...drawn };
    if (fit === 'contain') {
      this.page!.drawImage(image, placed);
      return;
    }
    // cover: clip to the box, then draw the overflowing picture.
    this.page!.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
    this.page!.drawImage(image, placed);
    this.page!.pushOperators(popGraphicsState());
  }

  private async table(table: PdfTable) {
    const size = table.fontSize ?? 9;
    const style = { size };
    const x = table.x ?? this.margin;
    const width = table.width ?? this.size.width - this.margin - x;
    const totalWeight = table.columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
    const widths = table.columns.map((column) => (width * (column.weight ?? 1)) / totalWeight);
    const imageHeight = table.imageHeight ?? 18;
    const lineHeight = this.lineHeight(style);
    const inner = (i: number) => widths[i]! - 2 * CELL_PADDING;

    const layout = (cells: TableCell[]) =>
      cells.map((raw, i) => {
        const cell = typeof raw === 'object' ? raw : { text: String(raw) };
        const textWidth = inner(i) - (cell.swatch ? 5 : 0);
        const lines = cell.text ? this.lines(cell.text, textWidth, size) : [];
        const height = (cell.image ? imageHeight + (lines.length ? 1 : 0) : 0) + lines.length * lineHeight;
        return { cell, lines, height };
      });

    const drawRow = async (cells: ReturnType<typeof layout>, top: number, height: number, fill?: string) => {
      let left = x;
      for (const [i, { cell, lines }] of cells.entries()) {
        const w = widths[i]!;
        this.page!.drawRectangle({
          x: mm(left),
          y: this.y(top + height),
          width: mm(w),
          height: mm(height),
          color: fill ? pdfColour(fill) : undefined,
          borderColor: pdfColour(BORDER),
          borderWidth: 0.4,
        });
        let contentTop = top + CELL_PADDING;
        if (cell.image) {
          await this.image(cell.image, left + CELL_PADDING, contentTop, inner(i), imageHeight, 'contain');
          contentTop += imageHeight + 1;
        }
        if (cell.swatch) this.swatch(left + CELL_PADDING, contentTop + (lineHeight - 3.5) / 2, 3.5, 3.5, cell.swatch);
        const textLeft = left + CELL_PADDING + (cell.swatch ? 5 : 0);
        this.textLines(lines, textLeft, contentTop, inner(i) - (cell.swatch ? 5 : 0), { size, colour: cell.colour, align: table.columns[i]?.align });
        left += w;
      }
    };

    const header = layout(table.columns.map((column) => column.header));
    const heightOf = (cells: ReturnType<typeof layout>) => Math.max(lineHeight, ...cells.map((c) => c.height)) + 2 * CELL_PADDING;
    const headerHeight = heightOf(header);
    const drawHeader = async () => {
      await drawRow(header, this.cursor, headerHeight, table.headerFill ?? '#F2F3F5');
      this.cursor += headerHeight;
    };

    this.cursor = table.y ?? this.flowTop(headerHeight);
    await drawHeader();
    for (const row of table.rows) {
      const cells = layout(row.cells);
      const height = heightOf(cells);
      if (this.cursor + height > this.bottom) {
        this.newPage(this.spec.size);
        if (table.repeatHeader !== false) await drawHeader();
      }
      await drawRow(cells, this.cursor, height, row.fill);
      this.cursor += height;
    }
    this.cursor += FLOW_GAP;
  }
}

function alignOffset(align: Align | undefined, width: number, lineWidth: number) {
  if (align === 'center') return (width - lineWidth) / 2;
  if (align === 'right') return width - lineWidth;
  return 0;
}
