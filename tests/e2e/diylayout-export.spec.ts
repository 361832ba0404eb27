import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { signIn } from './support/session';
import { TEMPLATES, serverDoc, strip, waitSynced } from './diylayout-helpers';
import { expect } from './support/fixtures';
import { goOffline, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/**
 * PDF export of a layout document (issue #14 item 3): a board made from a template with three
 * catalogue pictures, the template's colour swatches and a Chinese title, exported and read back
 * with pdf-lib, and as PNG pages; then, offline, the document reloads, takes an edit and exports again.
 */
const test = testWithOwnSite();
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

const hex = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));

/** The file the export page offers once built. */
async function downloaded(page: Page, extension: string) {
  await expect(page.getByTestId('export-download')).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
  return readFile((await download.path())!);
}

/** The PDF the export page offers, parsed: its pages, text (as the font's ToUnicode map) and pictures. */
async function exportedPdf(page: Page) {
  const doc = await PDFDocument.load(await downloaded(page, 'pdf'));
  // Every picture was had (online from the server, offline from the device's cache), at print size.
  await expect(page.getByText(/张图片无法获取/)).toHaveCount(0);
  await expect(page.getByTestId('export-reduced')).toHaveCount(0);
  const streams = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
  const decoded = (stream: PDFRawStream) => (stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
  return {
    pages: doc.getPageCount(),
    unicode: streams.map(decoded).filter((text) => text.includes('begincmap')).join('\n').toUpperCase(),
    images: streams.filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length,
    /** Pixels across the widest embedded picture. */
    widest: Math.max(0, ...streams.filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).map((stream) => stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber())),
  };
}

test('a board from a template exports as a PDF with its pages, Chinese text, swatch codes and pictures; offline it still edits and exports', async ({ page, context, site }) => {
  await signIn(page, 'demo-member');
  await page.goto(TEMPLATES);
  await page.getByTestId('template-card').first().getByRole('button', { name: '使用模板' }).click();
  await expect(page.getByTestId('canvas-editor')).toBeVisible();
  // Controlled by the service worker before the first export, which keeps the PDF worker's font.
  await waitForServiceWorker(page);
  const editorUrl = page.url();
  const pictures = await strip(page).locator('image').count();

  for (const index of [0, 1, 2]) await page.getByTestId('panel-tile').nth(index).click();
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByTestId('panel-tile').filter({ hasText: '添加标题' }).click();
  await expect(strip(page).locator('image')).toHaveCount(pictures + 3);
  // A second page, so the PDF has two.
  await page.getByRole('button', { name: '添加页面' }).click();
  await expect(page.getByTestId('page-strip').locator('button svg')).toHaveCount(2);
  await waitSynced(page);
  const content = await serverDoc(page, new URL(editorUrl).searchParams.get('id')!);
  const swatchCodes = content.pages.flatMap((p) => p.elements.flatMap((element) => (element.kind === 'swatch' ? [element.code] : [])));
  expect(swatchCodes.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: '导出 PDF' }).click();
  await expect(page).toHaveURL(/\/exportPDF\/diylayout\/id\/d-/);
  await expect(page.getByTestId('layout-export')).toContainText('共 2 页');
  const pdf = await exportedPdf(page);
  expect(pdf.pages).toBe(2);
  for (const code of hex('双击编辑标题')) expect(pdf.unicode).toContain(`<${code}>`);
  for (const code of hex(swatchCodes.join('').replace(/\s/g, ''))) expect(pdf.unicode).toContain(`<${code}>`);
  // The three catalogue pictures (and any of the template's) are embedded, at print resolution:
  // placed a third of an A4 landscape page wide (1170 px at 300 dpi), they come as print copies,
  // which the demo's 720-px originals cap: wider than the 640-px display copies.
  expect(pdf.images).toBeGreaterThanOrEqual(3);
  expect(pdf.widest).toBeGreaterThan(640);

  // PNG pages: one 300 dpi PNG per page (A4 landscape: 3508 × 2480 px) in a zip.
  await page.getByRole('button', { name: '导出 PNG（每页一张，ZIP）' }).click();
  const pngs = Object.entries(unzipSync(new Uint8Array(await downloaded(page, 'zip'))));
  expect(pngs.map(([name]) => name)).toEqual(['page-01.png', 'page-02.png']);
  const { width, height } = await sharp(Buffer.from(pngs[0]![1])).metadata();
  expect([width, height]).toEqual([3508, 2480]);
  // The first page is drawn: far more than a blank page's few colours.
  const { channels } = await sharp(Buffer.from(pngs[0]![1])).stats();
  expect(channels[0]!.stdev).toBeGreaterThan(20);

  // Offline: the editor reloads from the device and takes an edit; the export still works.
  await goOffline(context, site.proxy);
  await page.goto(editorUrl);
  await expect(page.getByTestId('canvas-editor')).toBeVisible();
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByTestId('panel-tile').filter({ hasText: '添加正文' }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/项修改待同步/, { timeout: 10_000 });
  await page.getByRole('link', { name: '导出 PDF' }).click();
  const offline = await exportedPdf(page);
  expect(offline.pages).toBe(2);
  for (const code of hex('双击编辑文字')) expect(offline.unicode).toContain(`<${code}>`);
  expect(offline.images).toBe(pdf.images);
  // The print copies came from the service worker's cache.
  expect(offline.widest).toBe(pdf.widest);
});
