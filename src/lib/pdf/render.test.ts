import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PDF_FONT_BYTES } from '../../shared/pdf/pdf-cache';
import { renderPdf } from './render';
import { mm } from './units';
import { wrapText } from './wrap';

// The font the app ships (served from our origin, src/workers/pdf-font.ts): Noto Sans SC, OFL.
const FONT = new Uint8Array(readFileSync('node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'));

/** Every stream of a parsed PDF with its dictionary and decoded bytes. */
function streams(doc: PDFDocument) {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => {
      const filter = stream.dict.get(PDFName.of('Filter'));
      const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
      return { dict: stream.dict, bytes: new Uint8Array(bytes), text: Buffer.from(bytes).toString('latin1') };
    });
}

/** A page's content stream(s), decoded. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref as PDFRef) as PDFRawStream)
    .map((stream) => inflateSync(stream.contents).toString('latin1'))
    .join('\n');
}

const hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));

describe('renderPdf', () => {
  it('makes pages of the asked sizes: A4 portrait, A3 landscape and a custom size in mm', async () => {
    const bytes = await renderPdf(
      {
        size: { format: 'A4' },
        blocks: [{ kind: 'text', text: 'A4' }, { kind: 'page', size: { format: 'A3', orientation: 'landscape' } }, { kind: 'page', size: { widthMm: 100, heightMm: 50 } }],
      },
      FONT,
    );
    const doc = await PDFDocument.load(bytes);
    const sizes = doc.getPages().map((page) => page.getSize());
    expect(sizes.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
      [1191, 842],
      [Math.round(mm(100)), Math.round(mm(50))],
    ]);
  });

  it('embeds Chinese text as vector text in a subset of the CJK font that readers accept', async () => {
    const title = '潮织企划：春夏系列，波段一';
    const bytes = await renderPdf(
      {
        title,
        size: { format: 'A4' },
        blocks: [
          { kind: 'text', text: title, size: 18, colour: '#C0392B' },
          { kind: 'swatch', x: 12, y: 40, width: 20, height: 12, hex: '#4A6FA5', label: '雾霾蓝 17-4030' },
          { kind: 'rect', x: 40, y: 40, width: 30, height: 12, stroke: '#000000' },
          { kind: 'line', x1: 12, y1: 60, x2: 198, y2: 60 },
        ],
      },
      FONT,
    );
    expect(FONT.length).toBe(PDF_FONT_BYTES); // the size the export menu announces
    expect(bytes.length).toBeLessThan(FONT.length / 20);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(title);
    const all = streams(doc);
    const fontFile = all.find(({ dict }) => dict.get(PDFName.of('Subtype')) === PDFName.of('CIDFontType0C'));
    expect(fontFile).toBeDefined();
    // A subset, far below the 8 MB font, with a CFF header whose offSize is valid (1–4): the
    // @pdf-lib/fontkit fork wrote 27 there and readers dropped every glyph.
    expect(fontFile!.bytes.length).toBeLessThan(FONT.length / 20);
    expect(fontFile!.bytes[3]).toBeGreaterThanOrEqual(1);
    expect(fontFile!.bytes[3]).toBeLessThanOrEqual(4);
    // Selectable text: every character maps back to its Unicode value.
    const toUnicode = all.find(({ text }) => text.includes('begincmap'))!.text.toUpperCase();
    for (const code of hex('潮织企划春夏系列波段一雾霾蓝')) expect(toUnicode).toContain(`<${code}>`);
    const content = all.filter(({ text }) => text.includes(' Tj')).map(({ text }) => text).join('\n');
    expect(content.match(/ Tj/g)!.length).toBeGreaterThanOrEqual(2);
    const fonts = doc.getPages()[0]!.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const baseFont = String(fonts.lookup(fonts.keys()[0]!, PDFDict).get(PDFName.of('BaseFont')));
    expect(baseFont).toMatch(/^\/NotoSansHans-Regular/);
  });

  it('flows a long table over several pages with its pictures, repeating the header', async () => {
    const jpeg = new Uint8Array(await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8FA3BF' } }).jpeg().toBuffer());
    const png = new Uint8Array(await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 229, g: 184, b: 11, alpha: 0.5 } } }).png().toBuffer());
    const rows = Array.from({ length: 60 }, (_, i) => ({
      cells: [{ image: i % 2 ? 'jpeg' : 'png', text: `款式 ${i + 1}` }, { swatch: '#4A6FA5', text: '雾霾蓝' }, String(i * 10), '¥199.00'],
    }));
    const bytes = await renderPdf(
      {
        size: { format: 'A4' },
        images: { jpeg: { bytes: jpeg, format: 'jpeg' }, png: { bytes: png, format: 'png' } },
        blocks: [
          { kind: 'text', text: '企划表', size: 16 },
          { kind: 'table', columns: [{ header: '款式', weight: 2 }, { header: '色系' }, { header: '数量', align: 'right' }, { header: '单价', align: 'right' }], rows, imageHeight: 20 },
        ],
      },
      FONT,
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    const images = streams(doc).filter(({ dict }) => dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    // Each picture embedded once (PNG: colour plus its alpha mask), drawn on every row that uses it.
    expect(images.length).toBe(3);
    // Every page draws pictures (the rows went on over the page breaks).
    for (const page of doc.getPages()) expect(contentOf(page)).toContain(' Do');
  });
});

describe('wrapText', () => {
  const widthOf = (text: string) => [...text].length;
  it('breaks between Chinese characters and after spaces, never before closing punctuation', () => {
    expect(wrapText('春夏系列，波段一', 4, widthOf)).toEqual(['春夏系', '列，波段', '一']);
    expect(wrapText('colour story two', 7, widthOf)).toEqual(['colour', 'story', 'two']);
    expect(wrapText('第一行\n第二行', 10, widthOf)).toEqual(['第一行', '第二行']);
  });
  it('cuts a word longer than the line', () => {
    expect(wrapText('abcdefgh', 3, widthOf)).toEqual(['abc', 'def', 'gh']);
  });
});
