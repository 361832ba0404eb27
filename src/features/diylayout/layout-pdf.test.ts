import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { renderPdf } from '../../lib/pdf/render';
import type { PdfImage } from '../../lib/pdf/types';
import { PAGE_PRESETS, addElement, addPage, readDoc } from '../../shared/design-doc';
import { layoutPdf } from './layout-pdf';

const FONT = new Uint8Array(readFileSync('node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'));
const hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));

/** A board like a member makes: pictures (one turned, one cropped), a title, a swatch, shapes and a line over three pages. */
function board() {
  const doc = new Y.Doc();
  const first = addPage(doc, PAGE_PRESETS.a4Portrait);
  const second = addPage(doc, PAGE_PRESETS.a3Landscape);
  const third = addPage(doc, { width: 1000, height: 500 });
  addElement(doc, first, { kind: 'shape', shape: 'rect', x: 0, y: 0, w: 794, h: 200, fill: '#F2EDE4', stroke: '' });
  addElement(doc, first, { kind: 'picture', x: 100, y: 220, w: 300, h: 400, src: '/media/look1/avif-480', crop: { x: 0, y: 0, w: 1, h: 1 } });
  addElement(doc, first, { kind: 'picture', x: 420, y: 220, w: 300, h: 300, src: '/media/look2', crop: { x: 0.25, y: 0, w: 0.5, h: 1 }, rotation: 30 });
  addElement(doc, first, { kind: 'text', x: 40, y: 40, w: 700, h: 60, text: '2026 春夏趋势看板', fontSize: 40, fill: '#222222', bold: true, align: 'left' });
  addElement(doc, second, { kind: 'swatch', x: 100, y: 100, w: 120, h: 160, hex: '#4A6FA5', code: '17-4030 TCX', name: '雾霾蓝' });
  addElement(doc, second, { kind: 'shape', shape: 'ellipse', x: 300, y: 100, w: 160, h: 160, fill: '#E5B80B', stroke: '#222222' });
  addElement(doc, second, { kind: 'line', x: 100, y: 400, w: 200, h: 0, stroke: '#222222', strokeWidth: 2, rotation: 90 });
  addElement(doc, third, { kind: 'picture', x: 0, y: 0, w: 500, h: 500, src: '/media/look1', crop: { x: 0, y: 0, w: 1, h: 1 } });
  addElement(doc, third, { kind: 'picture', x: 500, y: 0, w: 500, h: 500, src: 'https://elsewhere.example/x.jpg', crop: { x: 0, y: 0, w: 1, h: 1 } });
  return readDoc(doc);
}

async function render(content: ReturnType<typeof board>) {
  const { spec, pictures } = layoutPdf(content, '春夏看板');
  const jpeg = new Uint8Array(await sharp({ create: { width: 640, height: 853, channels: 3, background: '#8FA3BF' } }).jpeg().toBuffer());
  // What the worker does with `pictures`: each URL's bytes under its id.
  const images = Object.fromEntries(Object.keys(pictures).map((id): [string, PdfImage] => [id, { bytes: jpeg.slice(), format: 'jpeg' }]));
  return { pictures, doc: await PDFDocument.load(await renderPdf({ ...spec, images }, FONT)) };
}

function streamsOf(doc: PDFDocument) {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => ({ dict: stream.dict, text: (stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1') }));
}

function pageContent(doc: PDFDocument, index: number) {
  const contents = doc.getPages()[index]!.node.Contents()!;
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs.map((ref) => inflateSync((doc.context.lookup(ref as PDFRef) as PDFRawStream).contents).toString('latin1')).join('\n');
}

describe('layoutPdf', () => {
  it('makes a PDF page per page at the page size: A4, A3 landscape, and a custom size in mm', async () => {
    const { doc } = await render(board());
    expect(doc.getTitle()).toBe('春夏看板');
    expect(doc.getPages().map((page) => page.getSize()).map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
      [1191, 842],
      // 1000 × 500 px at 96 dpi = 264.6 × 132.3 mm
      [750, 375],
    ]);
  });

  it('prints the text and the swatch code as vector text in the embedded CJK subset', async () => {
    const { doc } = await render(board());
    const streams = streamsOf(doc);
    const toUnicode = streams.find(({ text }) => text.includes('begincmap'))!.text.toUpperCase();
    for (const code of hex('春夏趋势看板雾霾蓝17-4030TCX')) expect(toUnicode).toContain(`<${code}>`);
    expect(pageContent(doc, 0)).toContain(' Tj');
    expect(pageContent(doc, 1)).toContain(' Tj');
  });

  it('fetches each picture once at print resolution, with its display copy to fall back on, never from another site, and draws it where placed', async () => {
    const { doc, pictures } = await render(board());
    // look1 is placed widest 500 px (5.2 in: 1563 px at 300 dpi), look2 shows half its width over 300 px (1875 px).
    expect(Object.values(pictures).sort()).toEqual(['/media/look1/print-1920', '/media/look2/print-1920']);
    const { fallbacks } = layoutPdf(board(), 't');
    expect(Object.values(fallbacks).sort()).toEqual(['/media/look1', '/media/look2']);
    const images = streamsOf(doc).filter(({ dict }) => dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(2);
    expect(pageContent(doc, 0).match(/ Do/g)).toHaveLength(2);
    expect(pageContent(doc, 2).match(/ Do/g)).toHaveLength(1);
  });

  it('asks for the smallest print copy that gives 300 dpi, the display copy when it has enough, and no more than the cap', () => {
    const doc = new Y.Doc();
    const page = addPage(doc, PAGE_PRESETS.a3Landscape);
    const whole = { x: 0, y: 0, w: 1, h: 1 };
    // 200 px = 2.08 in: 625 px at 300 dpi, within the 640-px display copy.
    addElement(doc, page, { kind: 'picture', x: 0, y: 0, w: 200, h: 260, src: '/media/small/webp-320', crop: whole });
    // 300 px: 938 px → 960.
    addElement(doc, page, { kind: 'picture', x: 0, y: 0, w: 300, h: 400, src: '/media/card', crop: whole });
    // The whole A3 landscape page across (1587 px = 16.5 in: 4961 px) → capped at 3508.
    addElement(doc, page, { kind: 'picture', x: 0, y: 0, w: 1587, h: 1123, src: '/media/full', crop: whole });
    // An upload: as it is, full size.
    addElement(doc, page, { kind: 'picture', x: 0, y: 0, w: 1587, h: 1123, src: '/media/u-01234567-89ab-cdef-0123-456789abcdef', crop: whole });
    const { pictures, fallbacks } = layoutPdf(readDoc(doc), 't');
    expect(Object.values(pictures)).toEqual(['/media/small', '/media/card/print-960', '/media/full/print-3508', '/media/u-01234567-89ab-cdef-0123-456789abcdef']);
    expect(Object.keys(fallbacks)).toEqual(['p1', 'p2']);
  });

  it('turns rotated elements clockwise about their corner and clips a cropped picture to its box', () => {
    const { spec } = layoutPdf(board(), 't');
    const cropped = spec.blocks.find((block) => block.kind === 'image' && block.crop?.w === 0.5);
    expect(cropped).toMatchObject({ rotation: { degrees: 30 }, fit: 'fill' });
    // A line 200 px long turned 90° about its left end runs straight down.
    const line = spec.blocks.find((block) => block.kind === 'line')!;
    expect(line).toMatchObject({ x1: expect.closeTo(26.458, 2), y1: expect.closeTo(105.833, 2), x2: expect.closeTo(26.458, 2), y2: expect.closeTo(158.75, 2) });
  });

  it('keeps the stacking order: the background shape below the pictures and the title on top', () => {
    const { spec } = layoutPdf(board(), 't');
    const firstPage = spec.blocks.slice(0, spec.blocks.findIndex((block) => block.kind === 'page'));
    expect(firstPage.map((block) => block.kind)).toEqual(['rect', 'image', 'image', 'text']);
  });

  it('draws rotation and crop in the PDF: a rotation matrix and a clipping path on the page', async () => {
    const { doc } = await render(board());
    const content = pageContent(doc, 0);
    // cos 30° = 0.866, sin −30° = −0.5: the picture turned 30° clockwise.
    expect(content).toMatch(/0\.866\d* -0\.49\d* 0\.49\d* 0\.866\d* \S+ \S+ cm/);
    expect(content).toMatch(/re\s+W\s+n/);
  });
});
