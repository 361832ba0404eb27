import { expect, open, test } from './content-fixtures';

interface Overview {
  status: number;
  data: { total: number; window: { dates: string[] }; series: { count: number[] } };
}

test('a data-analysis page charts the catalogue as SVG, with a screen-reader table holding the numbers of the call', async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/data') && response.request().postDataJSON()?.func === 'showDataAnalysis');
  await open(page, '/list/data_analysis?channel=20850');
  const overview = (await (await answer).json()) as Overview;
  expect(overview.status).toBe(200);

  const daily = page.getByTestId('chart-daily');
  await expect(daily).toHaveAttribute('data-chart-state', 'ready');
  // The series is drawn: ECharts' SVG holds the line in the theme's first series colour.
  const colour = await daily.evaluate((element) => getComputedStyle(element).getPropertyValue('--chakra-colors-loom-solid').trim());
  await expect(daily.locator(`svg path[stroke="${colour}"]`).first()).toBeAttached();

  // The table says the same numbers, one row per day of the window.
  const table = daily.getByTestId('chart-table');
  await expect(table.locator('tbody tr')).toHaveCount(overview.data.window.dates.length);
  expect(await table.locator('tbody td').allTextContents()).toEqual(overview.data.series.count.map((n) => n.toLocaleString('en-US')));
  // Below 10,000 (万) the figure is written out in full.
  if (overview.data.total < 10_000) await expect(page.getByTestId('analysis-total')).toContainText(String(overview.data.total));
  // Hidden from sight, not from assistive technology.
  await expect(table).toBeAttached();
  await expect(table.getByRole('columnheader').first()).toHaveText('日期');
});
