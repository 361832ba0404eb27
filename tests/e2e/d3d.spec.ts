import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForShell } from './support/fixtures';
import { signIn } from './support/session';

/**
 * The 3D garment library (issue #15 item 1) in the browser: filter the library, open a garment in
 * the three.js viewer (SwiftShader WebGL in headless Chromium), apply a pattern from the pattern
 * library and a colour from the colour library, export a PNG that differs from the default
 * render; then the same page without WebGL shows the message and the turntable pictures.
 * Desktop only: no iPad behaviour of its own.
 */

async function exportPng(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  const { channels } = await sharp(bytes).stats();
  return { bytes, mean: channels.slice(0, 3).map((c) => c.mean) };
}

test('open a 3D garment, apply a pattern and a colour, export a PNG; without WebGL the turntable pictures', async ({ page }) => {
  await signIn(page, 'demo-member');
  await page.goto('/list/style3d/p/1');
  await waitForShell(page);
  await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
  await page.getByTestId('category-jacket').click();
  await expect(page).toHaveURL(/\/list\/style3d\/p\/1\?category=jacket/);
  await expect(page.getByTestId('d3d-count')).toHaveText('共 12 款');
  const cards = page.getByTestId('garment-card');
  await expect(cards).toHaveCount(12);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/detail\/d3d\/channel\/\d+\/id\/\d+$/);

  const viewer = page.getByTestId('garment-viewer');
  await expect(viewer).toHaveAttribute('data-model-ready', 'true', { timeout: 30_000 });
  const plain = await exportPng(page);

  const pattern = page.getByTestId('pattern-option').first();
  await pattern.click();
  await expect(viewer).toHaveAttribute('data-pattern-ready', /\/media\//, { timeout: 30_000 });
  const panel = page.getByTestId('fabric-panel');
  await panel.getByTestId('keyword-input').fill('#2E8B57');
  await panel.getByTestId('keyword-submit').click();
  const swatch = page.getByTestId('colour-picker').getByTestId('colour-swatch').first();
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('finish-silk').click();
  const styled = await exportPng(page);

  expect(styled.bytes.equals(plain.bytes)).toBe(false);
  // The garment covers much of the picture: recolouring and patterning it moves the mean colour.
  const shift = styled.mean.reduce((sum, value, i) => sum + Math.abs(value - plain.mean[i]!), 0);
  expect(shift).toBeGreaterThan(3);

  // No WebGL: the page says so and shows the pre-rendered turntable instead of a canvas.
  await page.context().addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return type.startsWith('webgl') || type === 'experimental-webgl' ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.reload();
  const fallback = page.getByTestId('no-webgl');
  await expect(fallback.getByRole('alert')).toContainText('您的浏览器不支持 WebGL');
  await expect(fallback.getByTestId('turntable-frame')).toHaveJSProperty('complete', true);
  await fallback.getByRole('button', { name: '第 3 帧' }).click();
  await expect(fallback.getByTestId('turntable-frame')).toHaveAttribute('src', /turntable\/jacket-2\.webp$/);
  await expect(page.getByTestId('garment-canvas')).toHaveCount(0);
});
