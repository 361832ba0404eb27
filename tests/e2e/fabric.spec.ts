import { expect, waitForShell } from './support/fixtures';
import { goOffline, goOnline, list, signIn, testWithOwnSite, waitForServiceWorker } from './offline-helpers';

/**
 * Fabric sourcing (issue #17 item 1) in the browser: find fabrics by composition and weight with
 * the facets, open one, favourite it offline, and see it reach the server once back online.
 */
const test = testWithOwnSite();
test.use({ serviceWorkers: 'allow' });

test.describe('fabric sourcing', () => {

  test('filter by composition and weight, open a fabric, favourite it offline: synced once', async ({ page, context, site }) => {
    await signIn(page, 'demo-member');
    await page.goto('/dxFabric/home');
    await waitForShell(page);
    await waitForServiceWorker(page);

    await page.goto('/dxFabric/findFabric');
    await expect(page.getByTestId('fabric-disclaimer')).toHaveText('平台面料均来自经认证的真实面料商家，本平台仅展示商家发布的面料信息。');
    // Controls are named in the reader's language (the sort select was "sort" to a screen reader).
    await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
    await page.getByTestId('facet-fibre-cotton').click();
    await expect(page).toHaveURL(/fibre=cotton/);
    // The URL changes before the page shows the cotton results: read the weight facet once it has.
    await expect(page.getByTestId('facet-fibre-cotton').getByRole('checkbox')).toBeChecked();
    const medium = page.getByTestId('facet-weight-medium');
    const offered = Number(await medium.locator('span').last().textContent());
    expect(offered).toBeGreaterThan(0);
    await medium.click();
    await expect(page).toHaveURL(/weight=medium/);
    // The count the facet offered is what the list shows, and every card is cotton of 150–250 g/m².
    await expect(page.getByTestId('fabric-count')).toHaveText(`共 ${offered} 款面料`);
    await expect(medium).toContainText(String(offered));
    const cards = page.getByTestId('fabric-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.getByTestId('fabric-composition').allTextContents()) expect(text).toContain('棉');
    for (const text of await cards.getByTestId('fabric-weight').allTextContents()) {
      const weight = Number(/^(\d+) g/.exec(text)![1]);
      expect(weight).toBeGreaterThanOrEqual(150);
      expect(weight).toBeLessThan(250);
    }

    await cards.first().click();
    await expect(page.getByTestId('fabric-name')).toBeVisible();
    await expect(page.getByTestId('fabric-specs')).toContainText('g/m²');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const favourite = page.getByTestId('fabric-favourite');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    // Opening it recorded the view, which syncs while online: wait until the server has it (under load the
    // view can be queued after a first "nothing waiting", and would then count as waiting offline too).
    await expect
      .poll(async () => (await list<{ id: number }>(page.request, 'oct', 'Fabric', 'footprint')).some((fabric) => fabric.id === id), { timeout: 20_000 })
      .toBe(true);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 20_000 });

    const nothingReachedTheServer = await goOffline(context, site.proxy);
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('fabric-favourite-waiting')).toBeVisible();
    await page.goto('/dxFabric/collection');
    await expect(page.getByTestId('fabric-card')).toHaveCount(1);
    // Counted as waiting first, so that "nothing waiting" below means synced, not not-yet-shown.
    await expect(page.getByTestId('sync-waiting')).toHaveText('1');
    nothingReachedTheServer();

    await goOnline(context, site.proxy);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 30_000 });
    const collection = await list<{ id: number }>(page.request, 'oct', 'Fabric', 'collection');
    expect(collection.filter((fabric) => fabric.id === id)).toHaveLength(1);
    const footprint = await list<{ id: number }>(page.request, 'oct', 'Fabric', 'footprint');
    expect(footprint.filter((fabric) => fabric.id === id)).toHaveLength(1);

    // Take it back, so a repeated run starts from nothing.
    await page.goto(`/dxFabric/fabricDetail?id=${id}`);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    // Online, the change syncs by itself. Polled on the server: "nothing waiting" could be read before
    // the change was counted as waiting (the race the offline half avoids by checking "1 waiting" first).
    await expect
      .poll(async () => (await list<{ id: number }>(page.request, 'oct', 'Fabric', 'collection')).some((fabric) => fabric.id === id), { timeout: 20_000 })
      .toBe(false);
    await expect(page.getByTestId('sync-waiting')).toHaveCount(0, { timeout: 20_000 });
  });
});
