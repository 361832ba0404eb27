/**
 * `npm run bench -- layout-export` (issue #14 item 3): a 20-page layout board with 200 distinct
 * pictures exported as a PDF, the way /exportPDF/diylayout/id/:id does it: the document mapped to
 * the PDF engine's spec (layoutPdf), each picture placed small enough for its display copy (640 px
 * WebP) decoded and encoded as JPEG with createImageBitmap and OffscreenCanvas in Chromium (what
 * the PDF worker does with it), each placed larger as its JPEG print copy at the width layoutPdf
 * asks (embedded as it is), then the PDF drawn by the engine (renderPdf, Node here; the worker
 * runs the same code). Goal: under 20 s in all.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import * as Y from 'yjs';
import { layoutPdf } from '../src/features/diylayout/layout-pdf';
import { renderPdf } from '../src/lib/pdf/render';
import type { PdfImage } from '../src/lib/pdf/types';
import { PAGE_PRESETS, addElement, addPage, readDoc } from '../src/shared/design-doc';
import { DISPLAY_WIDTH } from '../src/shared/media/responsive';
import { writeDocsSection } from './docs-section';

const PAGES = 20;
const PICTURES_PER_PAGE = 10;
const GOAL_MS = 20_000;
const FONT = new Uint8Array(readFileSync('node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf'));
const load = loadavg();

/** A trend board: a title, ten pictures (some turned, some cropped), four swatches, a band and a rule per page. */
function board() {
  const doc = new Y.Doc();
  for (let p = 0; p < PAGES; p++) {
    const page = addPage(doc, PAGE_PRESETS.a4Landscape);
    addElement(doc, page, { kind: 'shape', shape: 'rect', x: 0, y: 0, w: 1123, h: 100, fill: '#F2EDE4', stroke: '' });
    addElement(doc, page, { kind: 'text', x: 40, y: 24, w: 800, h: 56, text: `2026 春夏趋势 · 第 ${p + 1} 组：廓形、面料与细节`, fontSize: 32, fill: '#222222', bold: true, align: 'left' });
    for (let i = 0; i < PICTURES_PER_PAGE; i++) {
      const crop = i % 3 === 0 ? { x: 0.1, y: 0.1, w: 0.8, h: 0.8 } : { x: 0, y: 0, w: 1, h: 1 };
      addElement(doc, page, { kind: 'picture', x: 40 + (i % 5) * 210, y: 120 + Math.floor(i / 5) * 280, w: 190, h: 253, src: `/media/bench${p * PICTURES_PER_PAGE + i}`, crop, rotation: i === 4 ? 8 : 0 });
    }
    for (let i = 0; i < 4; i++) addElement(doc, page, { kind: 'swatch', x: 40 + i * 150, y: 690, w: 130, h: 90, hex: ['#4A6FA5', '#E5B80B', '#C0392B', '#2E8B57'][i]!, code: `17-40${30 + i} TCX`, name: '雾霾蓝' });
    addElement(doc, page, { kind: 'line', x: 700, y: 740, w: 380, h: 0, stroke: '#222222', strokeWidth: 2 });
  }
  return readDoc(doc);
}

/** A photo-like (smoothed noise) picture `width` wide, 3:4. */
const photo = (i: number, width: number) =>
  sharp({ create: { width, height: Math.round((width * 853) / 640), channels: 3, background: { r: (i * 37) % 255, g: (i * 91) % 255, b: (i * 53) % 255 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).blur(1.5);

/** Display copies like the server's: 640 px wide WebP. */
async function displayCopies(indices: number[]): Promise<string[]> {
  return Promise.all(indices.map(async (i) => (await photo(i, DISPLAY_WIDTH).webp({ quality: 78 }).toBuffer()).toString('base64')));
}

const content = board();
let started = performance.now();
const { spec, pictures } = layoutPdf(content, '春夏趋势看板');
const mapMs = performance.now() - started;
// Pictures placed larger than their display copy has pixels for come as print copies (/media/:id/print-<width>):
// JPEGs like the server's (server/media/print.ts), which the worker embeds as they are.
const ids = Object.keys(pictures);
const printWidth = (url: string) => Number(/\/print-(\d+)$/.exec(url)?.[1] ?? 0);
const printed = ids.filter((id) => printWidth(pictures[id]!) > 0);
const displayed = ids.filter((id) => printWidth(pictures[id]!) === 0);
const printCopies = await Promise.all(printed.map(async (id) => new Uint8Array(await photo(ids.indexOf(id), printWidth(pictures[id]!)).jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer())));
const copies = await displayCopies(displayed.map((id) => ids.indexOf(id)));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// The PDF worker's pictureBytes(): decode, white background, JPEG at quality 0.9.
const { jpegs, convertMs } = await page.evaluate(async (webps: string[]) => {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const inputs = webps.map((webp) => new Blob([Uint8Array.from(atob(webp), (c) => c.charCodeAt(0))], { type: 'image/webp' }));
  const begin = performance.now();
  const out = await Promise.all(
    inputs.map(async (blob) => {
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#FFFFFF';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    }),
  );
  const convertMs = performance.now() - begin;
  const jpegs = await Promise.all(out.map(async (blob) => btoa(Array.from(new Uint8Array(await blob.arrayBuffer()), (b) => String.fromCharCode(b)).join(''))));
  return { jpegs, convertMs };
}, copies);
await browser.close();

const images = Object.fromEntries([
  ...displayed.map((id, i): [string, PdfImage] => [id, { bytes: new Uint8Array(Buffer.from(jpegs[i]!, 'base64')), format: 'jpeg' }]),
  ...printed.map((id, i): [string, PdfImage] => [id, { bytes: printCopies[i]!, format: 'jpeg' }]),
]);
const pictureMb = Object.values(images).reduce((sum, image) => sum + image.bytes.length, 0) / 1024 / 1024;
started = performance.now();
const pdf = await renderPdf({ ...spec, images }, FONT);
const renderMs = performance.now() - started;
const parsed = await PDFDocument.load(pdf);
const totalMs = mapMs + convertMs + renderMs;

const row = (label: string, ms: number) => `| ${label} | ${(ms / 1000).toFixed(2)} s |`;
const section = [
  '## Layout PDF export (issue #14 item 3) — `npm run bench -- layout-export`',
  '',
  `${new Date().toISOString().slice(0, 10)}: a ${PAGES}-page A4 landscape board (${spec.blocks.length} PDF blocks), ${ids.length} distinct pictures: ` +
    `${displayed.length} placed small enough for their ${DISPLAY_WIDTH}×853 WebP display copies, ${printed.length} (cropped) as ` +
    `${[...new Set(printed.map((id) => printWidth(pictures[id]!)))].join(', ')}-px JPEG print copies embedded as they are ` +
    `(${pictureMb.toFixed(1)} MB of JPEG in all), Chinese titles and swatch captions. ` +
    `${cpus().length} cores, load average at the start ${load.map((n) => n.toFixed(1)).join(' / ')}.`,
  '',
  '| stage | time |',
  '| --- | ---: |',
  row('document → PDF spec (layoutPdf)', mapMs),
  row('display copies WebP → JPEG (Chromium, OffscreenCanvas)', convertMs),
  row('PDF drawn (renderPdf: font subset, 200 images)', renderMs),
  `| **total** | **${(totalMs / 1000).toFixed(2)} s** |`,
  '',
  `Result: ${parsed.getPageCount()} pages, ${(pdf.length / 1024 / 1024).toFixed(1)} MB. Goal under ${GOAL_MS / 1000} s: ${totalMs < GOAL_MS ? 'met' : 'not met'}. ` +
    'Not counted: fetching the pictures, which come from the service worker\'s cache on the device ' +
    '(the server makes a print copy once, on its first request; then it is a stored file).',
].join('\n');
console.log(section);
await writeDocsSection('layout-export', section);
