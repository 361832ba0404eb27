import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForShell } from './support/fixtures';

/**
 * Search by colour and by picture include fabrics (issue #17 item 1): the colour search page and
 * the picture search show the fabrics whose swatches carry the colours, and lead to find-fabric
 * filtered by them, where the colour can be taken off again.
 */
type Found = { list: { id: number; colours: { color_rgbhex: string }[] }[]; count: number };

async function findFabric(request: APIRequestContext, params: Record<string, unknown>): Promise<Found> {
  const response = await request.post('/api/data', { data: { module: 'oct', controller: 'Fabric', func: 'findFabric', params } });
  return ((await response.json()) as { data: Found }).data;
}

test('a colour search lists fabrics in that colour and opens find-fabric filtered by it', async ({ page }) => {
  const all = await findFabric(page.request, {});
  const fabric = all.list[0]!;
  const hex = fabric.colours[0]!.color_rgbhex;
  const matching = await findFabric(page.request, { colour: hex });
  expect(matching.count).toBeGreaterThan(0);

  await page.goto(`/list/searchColor?${new URLSearchParams({ key_words: hex })}`);
  await waitForShell(page);
  const strip = page.getByTestId('similar-fabrics');
  await expect(strip.getByRole('heading')).toHaveText('颜色相近的面料');
  await expect(strip.getByTestId('similar-fabric').first()).toBeVisible();
  await expect(strip.getByTestId('similar-fabric')).toHaveCount(Math.min(6, matching.count));
  await strip.getByTestId('similar-fabrics-all').click();

  await expect(page).toHaveURL(new RegExp(`/dxFabric/findFabric\\?colour=${hex.slice(1)}`));
  await expect(page.getByTestId('fabric-count')).toHaveText(`共 ${matching.count} 款面料`);
  await expect(page.getByTestId('fabric-colour-filter')).toContainText(hex);
  const card = page.getByTestId('fabric-card').filter({ has: page.locator(`a[href="/dxFabric/fabricDetail?id=${fabric.id}"]`) });
  await expect(card.getByTestId('fabric-colour-match')).toHaveText('ΔE 0');

  // Taking the colour off lists every fabric again.
  await page.getByTestId('fabric-colour-filter').getByRole('button').click();
  await expect(page).not.toHaveURL(/colour=/);
  await expect(page.getByTestId('fabric-count')).toHaveText(`共 ${all.count} 款面料`);
});

test('a picture search lists fabrics in the picture\'s colours', async ({ page }) => {
  const fabric = (await findFabric(page.request, {})).list[0]!;
  const hex = fabric.colours[0]!.color_rgbhex;
  const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: hex } }).png().toBuffer();

  await page.goto('/list/searchPic?channel=20850');
  await waitForShell(page);
  await expect(page.getByTestId('search-pic-button')).toBeEnabled();
  await page.getByTestId('search-pic-input').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: picture });
  const strip = page.getByTestId('similar-fabrics');
  await expect(strip.getByTestId('similar-fabric').first()).toBeVisible({ timeout: 20_000 });
  // The colour worker measured the picture's one colour: the fabric of that colour matches exactly.
  await expect(strip.getByTestId('similar-fabrics-all')).toHaveAttribute('href', `/dxFabric/findFabric?colour=${hex.slice(1)}`);
  await strip.getByTestId('similar-fabrics-all').click();
  const card = page.getByTestId('fabric-card').filter({ has: page.locator(`a[href="/dxFabric/fabricDetail?id=${fabric.id}"]`) });
  await expect(card.getByTestId('fabric-colour-match')).toHaveText('ΔE 0');
});
