import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import { expect, test, waitForShell } from './support/fixtures';
import { signIn } from './support/session';

/**
 * The 2D fitting room (issue #14 item 5): a member puts a pre-cut garment on the figure, recolours
 * it to a colour found in the colour library, and the exported PNG's flat cloth is within ΔE00 2 of
 * the library colour; the look is saved to my works (looks tab) and reopens with its colour.
 */

const ROOM = '/fittingRoom/channel/20850';
const SKIN = rgbToLab(hexToRgb('#EBDDCF'));
/** The figure's top zone (tops are first placed there) in the PNG, exported at 2× the 600 × 1000 page. */
const TOP_ZONE = { x: 300, y: 300, w: 600, h: 760 };

async function exportPng(page: Page): Promise<Buffer> {
  await expect(page.getByText('正在上色…')).toBeHidden({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出PNG' }).click()]);
  return readFile((await download.path())!);
}

/** The largest flat area of the garment: the most common colour in the zone that is neither the white ground nor the figure's skin. */
async function flatCloth(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 2000]);
  const counts = new Map<number, number>();
  for (let y = TOP_ZONE.y; y < TOP_ZONE.y + TOP_ZONE.h; y++)
    for (let x = TOP_ZONE.x; x < TOP_ZONE.x + TOP_ZONE.w; x++) {
      const i = (y * info.width + x) * info.channels;
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const [key, count] = [...counts]
    .filter(([rgb]) => {
      const lab = rgbToLab({ r: rgb >> 16, g: (rgb >> 8) & 255, b: rgb & 255 });
      return lab.L < 98 && deltaE2000(lab, SKIN) > 3;
    })
    .sort((a, b) => b[1] - a[1])[0]!;
  return { lab: rgbToLab({ r: key >> 16, g: (key >> 8) & 255, b: key & 255 }), share: count / (TOP_ZONE.w * TOP_ZONE.h) };
}

test('a garment on the figure recoloured to a library colour (ΔE00 < 2 on its flat cloth), saved to my works and reopened', async ({ page }) => {
  await signIn(page, 'demo-member');
  await page.goto(ROOM);
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: '2D试衣间' })).toBeVisible();

  // A pre-cut tee, tapped onto the figure (as on an iPad): it is selected, so the paint panel shows.
  await page.getByRole('button', { name: /^穿上 / }).first().click();
  await expect(page.getByTestId('paint-panel')).toBeVisible();
  const before = await flatCloth(await exportPng(page));
  expect(before.share).toBeGreaterThan(0.05);

  // A colour found in the colour library by name.
  await page.getByRole('searchbox', { name: '颜色名称或色号' }).fill('红');
  const swatch = page.getByTestId('paint-panel').getByTestId('colour-swatch').first();
  await expect(swatch).toBeVisible({ timeout: 15_000 });
  await swatch.click();
  const hex = (await page.getByTestId('paint-panel').getByText(/#[0-9A-F]{6}$/i).textContent())!.match(/#[0-9A-F]{6}/i)![0];
  const target = rgbToLab(hexToRgb(hex));
  expect(deltaE2000(before.lab, target)).toBeGreaterThan(10);

  const after = await flatCloth(await exportPng(page));
  expect(after.share).toBeGreaterThan(0.05);
  expect(deltaE2000(after.lab, target)).toBeLessThan(2);

  // Saved to my works: the looks tab lists it, and it reopens in the room with its colour.
  await page.getByRole('button', { name: '保存搭配' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存到我的作品' })).toBeVisible();
  await expect(page).toHaveURL(/look=/);
  await page.getByRole('link', { name: '我的搭配' }).click();
  await expect(page).toHaveURL(/\/list\/diylayout\/myWorks\/2\//);
  const card = page.getByTestId('work-card').first();
  await expect(card).toContainText('试衣搭配');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fittingRoom\/channel\/20850\?look=/);
  await expect(page.getByRole('heading', { name: '2D试衣间' })).toBeVisible();
  const reopened = await flatCloth(await exportPng(page));
  expect(deltaE2000(reopened.lab, target)).toBeLessThan(2);
});
