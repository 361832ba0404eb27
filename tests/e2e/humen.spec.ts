import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/**
 * Humen market data (issue #17 item 2) in the browser: a guest is sent to the market-data login; a
 * VIP opens the dashboard, changes the date range (the figures change) and exports the data as CSV,
 * whose store ranking is the table on the page; a member whose package has no market sees the
 * no-access prompt; a failing entry call shows the server's message and a retry. Desktop only
 * (the config's iPad projects list their specs).
 */

/** The CSV's sections (name, header, rows), split on blank lines; RFC 4180 quotes honoured. */
function parseCsv(text: string): string[][][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  const sections: string[][][] = [[]];
  for (const r of rows) {
    if (r.length === 1 && r[0] === '') sections.push([]);
    else sections[sections.length - 1]!.push(r);
  }
  return sections;
}

test('market data: login gate, dashboard over a chosen range, CSV export that matches the page, no access without a package', async ({ page }) => {
  await page.goto('/humen/dataDashboard?channel=20850');
  await expect(page.getByTestId('humen-login')).toBeVisible({ timeout: 30_000 });

  await signIn(page, 'demo-vip');
  await page.goto('/humen/dataDashboard?channel=20850');
  const dashboard = page.getByTestId('humen-dashboard');
  await expect(page.getByTestId('table-stores').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const period = await dashboard.getAttribute('data-period');
  const revenue = await page.getByTestId('kpi-revenue-value').textContent();
  await expect(page.getByTestId('chart-trend').locator('[data-chart-state="ready"]')).toBeVisible();

  await page.getByTestId('humen-preset-90d').click();
  await expect(dashboard).not.toHaveAttribute('data-period', period!);
  await expect(page.getByTestId('kpi-revenue-value')).not.toHaveText(revenue!);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await expect(dashboard).toHaveCSS('opacity', '1');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('humen-export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^humen-20850-.*\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [stores] = parseCsv(text);
  expect(stores![0]).toEqual(['档口排行']);
  const headers = await page.getByTestId('table-stores').locator('thead th').allTextContents();
  // rank, store, market, takings, pieces, share: the page's columns, in its order.
  expect(stores![1]!.slice(0, 6)).toEqual(headers.slice(0, 6));
  const shown = await page.getByTestId('table-stores').locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
  const csvRows = stores!.slice(2);
  expect(csvRows).toHaveLength(shown.length);
  csvRows.forEach((row, i) => {
    const cells = shown[i]!;
    expect(cells[0]).toMatch(new RegExp(`^${row[0]}`));
    expect([cells[1], cells[2]]).toEqual([row[1], row[2]]);
    // Takings in whole yuan on the page, as in the top-10 table; to the fen in the export.
    expect(cells[3]).toMatch(/^¥[\d,]+$/);
    expect(cells[3]!.replace(/[¥,]/g, '')).toBe(String(Math.round(Number(row[3]))));
    expect(cells[4]!.replaceAll(',', '')).toBe(row[4]);
    expect(cells[5]).toBe(`${row[5]}%`);
  });

  await signIn(page, 'demo-member');
  await page.goto('/humen/dataDashboard?channel=20850');
  await expect(page.getByTestId('humen-no-access')).toContainText('对不起！您没有浏览此内容的权限！', { timeout: 30_000 });
  await expect(page.getByTestId('humen-dashboard')).toHaveCount(0);
});

test('market data: a failing entry call shows the server’s message and a retry, not a spinner', async ({ page }) => {
  let failing = true;
  await page.route('/api/data', async (route) => {
    const body = route.request().postDataJSON() as { controller?: string; func?: string };
    if (!failing || body.controller !== 'Humen' || body.func !== 'entry') return route.fallback();
    await route.fulfill({ json: { status: 500, data: null, msg: '后台系统异常！请稍后再试~' } });
  });
  await signIn(page, 'demo-vip');
  await page.goto('/humen/entry');
  const failed = page.getByTestId('humen-failed');
  await expect(failed.getByTestId('status-500')).toContainText('后台系统异常！请稍后再试~', { timeout: 30_000 });

  failing = false;
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('humen-market-20850')).toBeVisible();
});
