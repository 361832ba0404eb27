import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { seedPictureJpeg } from '../support/seed-pictures';
import { DEMO_PASSWORD } from './auth-helpers';
import { expect, test, waitForShell } from './support/fixtures';

/**
 * Image tools (issue #13), desktop: a VIP enlarges a seed photograph 2× in the worker and downloads
 * a PNG of twice its size, and traces one into a valid SVG; a file that is not a picture gets the
 * §8 message. Screenshots of the workspace at 1440×900 and 1024×1366 for review.
 */
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'image-tools-screenshots');

async function signIn(page: Page, account: string) {
  const response = await page.request.post('/api/auth/login', { data: { account, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = 'image/jpeg') {
  await page.getByTestId('image-tool-input').setInputFiles({ name, mimeType, buffer });
}

async function download(page: Page, format: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`image-tool-download-${format}`).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('a VIP enlarges a photograph 2× and traces one to SVG; bad files get a clear message', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000); // a ceiling for a loaded 2-core machine; about 30 s when quiet
  await mkdir(SCREENSHOTS, { recursive: true });
  const photo = await seedPictureJpeg('street', 'e2e-enlarge', 480);
  const { width, height } = await sharp(photo).metadata();

  // A member without VIP gets the no-access prompt (own context: the user info is cached per browser).
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signIn(member, 'demo-member');
  await member.goto('/imageToVectorgraph?channel=1');
  await expect(member.getByTestId('no-access-vip')).toBeVisible({ timeout: 30_000 });
  await memberContext.close();

  await signIn(page, 'demo-vip');
  await page.goto('/expanderGraph/channel/20850');
  await waitForShell(page);
  await expect(page.getByTestId('image-tool-dropzone')).toBeVisible({ timeout: 30_000 });

  // Not a picture: the §8 message, and the tool stays usable.
  await upload(page, 'notes.jpg', Buffer.from('this is not a picture'));
  await page.getByTestId('image-tool-start').click();
  await expect(page.getByTestId('image-tool-error')).toHaveText('图片加载失败，请重试');

  await upload(page, 'street.jpg', photo);
  await expect(page.getByTestId('enlarge-size')).toContainText(`${width} × ${height} → ${width! * 2} × ${height! * 2}`);
  await page.getByTestId('image-tool-start').click();
  await expect(page.getByTestId('image-tool-result')).toBeVisible({ timeout: 30_000 });
  const png = await download(page, 'png');
  expect(png.name).toBe('street-2x.png');
  const meta = await sharp(png.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', width! * 2, height! * 2]);
  const jpeg = await download(page, 'jpg');
  expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
  await page.getByTestId('image-tool-result').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('after-image')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'enlarge-1440.png') });

  await page.goto('/imageToVectorgraph?channel=1');
  await expect(page.getByTestId('image-tool-dropzone')).toBeVisible({ timeout: 30_000 });
  await upload(page, 'print.jpg', await seedPictureJpeg('pattern', 'e2e-vector', 360));
  await page.getByTestId('vector-preset').getByRole('button', { name: '印花' }).click();
  await page.getByTestId('image-tool-start').click();
  await expect(page.getByTestId('image-tool-result')).toBeVisible({ timeout: 30_000 });
  const svg = await download(page, 'svg');
  expect(svg.name).toBe('print-vector.svg');
  const svgMeta = await sharp(svg.bytes).metadata();
  expect([svgMeta.format, svgMeta.width]).toEqual(['svg', 360]);
  expect(svg.bytes.toString()).toMatch(/<path /);
  await page.getByTestId('image-tool-result').getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: join(SCREENSHOTS, 'vector-1440.png') });
  await page.setViewportSize({ width: 1024, height: 1366 });
  await page.screenshot({ path: join(SCREENSHOTS, 'vector-1024.png') });
});
