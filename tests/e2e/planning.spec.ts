import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { ListItem } from '../../src/shared/catalogue/types';
import { register } from './support/session';
import { expect, test } from './support/fixtures';

/**
 * Range planning (issue #14 item 4) in the browser: a member creates a plan, adds two favourites
 * to the board, sets quantities and sees the totals, saves, balances the colours toward a saved
 * palette (the ratio-balancing worker), and downloads CSV and PDF (built in the PDF worker with
 * the embedded CJK font); the PDF parses with its pages. Desktop only.
 */
async function call<T>(request: APIRequestContext, controller: string, func: string, params: Record<string, unknown>): Promise<T> {
  const response = await request.post('/api/data', { data: { module: 'oct', controller, func, params } });
  const body = (await response.json()) as { status: number; data: T; msg: string };
  expect(body.status, body.msg).toBe(200);
  return body.data;
}

const grandTotal = (page: Page) => page.getByTestId('plan-grand-total');

test('plan a range from favourites: totals, save, colour balancing, CSV and PDF export', async ({ page }) => {
  await register(page, `plan-${Date.now().toString(36)}`);
  // Two open pictures of different main colours become favourites; a palette of those colours, 50/50, the target.
  const { list } = await call<{ list: ListItem[] }>(page.request, 'ListDataKw', 'getList', { channel: 20850, type: 3, page_size: 80 });
  const [first, second] = list.filter((item) => !item.locked && item.type === 3 && item.colours.length > 0).filter((item, i, all) => all.findIndex((other) => other.colours[0]!.color_rgbhex === item.colours[0]!.color_rgbhex) === i);
  expect(second, 'two open pictures with colours').toBeDefined();
  for (const item of [first!, second!]) await call(page.request, 'UserCenter', 'addFav', { id: item.id, type: item.type });
  await call(page.request, 'UserCenter', 'actColorGroup', {
    act: 'save',
    paletteId: `plan-e2e-${Date.now()}`,
    title: '目标色板',
    colours: [first!, second!].map((item) => ({ color_rgbhex: item.colours[0]!.color_rgbhex, ratio: 50 })),
  });

  await page.goto('/userCenter/myPlans');
  await page.getByTestId('new-plan-name').fill('春夏企划');
  await page.getByTestId('new-plan').click();
  await expect(page.getByTestId('plan-name')).toHaveText('春夏企划');
  await expect(page).toHaveURL(/\/detail\/planning\/channel\/20850\/id\/\d+\/mode\/1\/type\/1$/);

  await page.getByTestId('plan-add-styles').click();
  const picker = page.getByTestId('favourite-picker');
  await expect(picker.getByTestId('favourite-choice')).toHaveCount(2);
  await picker.getByTestId('picker-quantity').fill('100');
  await picker.getByTestId('favourite-choice').nth(0).click();
  await picker.getByTestId('favourite-choice').nth(1).click();
  await picker.getByTestId('favourite-picker-add').click();
  await expect(page.getByTestId('plan-style')).toHaveCount(2);
  await page.getByTestId('plan-style-quantity').nth(1).fill('20');
  // Default unit price ¥199.00: 120 pieces, ¥23,880.00.
  await expect(grandTotal(page)).toHaveAttribute('data-quantity', '120');
  await expect(grandTotal(page)).toHaveAttribute('data-amount', String(120 * 19_900));
  await expect(page.getByTestId('plan-row-total').first()).toHaveAttribute('data-quantity', '120');
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-version')).toHaveText('版本 2');

  await page.getByTestId('plan-balance').click();
  const balance = page.getByTestId('balance-dialog');
  await expect(balance.getByTestId('balance-palette')).toHaveCount(1, { timeout: 20_000 }); // the saved palette, synced to this device
  await balance.getByTestId('balance-run').click();
  const before = parseFloat((await balance.getByTestId('deviation-before').textContent())!);
  const after = parseFloat((await balance.getByTestId('deviation-after').textContent())!);
  expect(after).toBeLessThan(before);
  await balance.getByTestId('balance-apply').click();
  await expect(grandTotal(page)).toHaveAttribute('data-quantity', '120');
  // Toward 50/50 (the pictures mix other colours too, so not exactly there), in whole pieces.
  const quantitiesShown = () => page.getByTestId('plan-style-quantity').evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
  const quantities = await quantitiesShown();
  expect(quantities[0]).toBeLessThan(100);
  expect(quantities[1]).toBeGreaterThan(20);
  // Not saved yet: a reload brings the balanced board back from this device, and offline the save
  // waits for the network while the changes stay here.
  await page.reload();
  await expect(page.getByTestId('plan-dirty')).toBeVisible();
  await expect.poll(quantitiesShown).toEqual(quantities);
  await page.context().setOffline(true);
  await expect(page.getByTestId('plan-save')).toBeDisabled();
  await expect(page.getByTestId('plan-draft-kept')).toHaveText('修改已存于本机，联网后即可保存');
  await page.context().setOffline(false);
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-version')).toHaveText('版本 3');

  const download = async (item: string) => {
    const started = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByTestId('plan-export').click();
    await page.getByTestId(item).click();
    return readFileSync((await (await started).path())!);
  };
  const csv = (await download('plan-export-csv')).toString('utf8');
  expect(csv).toContain(first!.title);
  expect(csv).toContain('总计');
  const pdf = await PDFDocument.load(await download('plan-export-pdf'));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getTitle()).toBe('春夏企划');
  expect(pdf.getPage(0).getSize().width).toBeGreaterThan(pdf.getPage(0).getSize().height); // landscape
});
