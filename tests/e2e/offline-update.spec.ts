import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, perFile, waitForShell } from './support/fixtures';
import { REPO_ROOT } from '../../server/repo-root';
import { startServer, type RunningServer } from './support/server';
import { startCountingProxy, waitForServiceWorker, type CountingProxy } from './offline-helpers';

/**
 * `vite build` of this working tree into `outDir`, as release `buildId`; without the brotli and gzip
 * copies (more than half of a build's CPU), which no assertion here reads: the server sends v2's
 * files as they are.
 */
function build(outDir: string, buildId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      env: { ...process.env, BUILD_ID: buildId, BUILD_PRECOMPRESS: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${buildId} failed:\n${errors}`))));
  });
}

interface Deployments {
  proxy: CountingProxy;
  /** Points the site at the v2 server: the next request for sw.js sees the new worker. */
  deployV2(): void;
}

/**
 * Two releases of the app, each served by its own server; one address in front (the proxy)
 * switches from v1 to v2 like a deploy does. v1 is the build every spec runs on; v2 is this
 * working tree built again as another release.
 */
async function deploy() {
  const dir = await mkdtemp(join(tmpdir(), 'trendloom-update-'));
  await build(join(dir, 'v2'), 'update-v2');
  const servers: RunningServer[] = [await startServer()];
  const previous = process.env.E2E_DIST_DIR;
  process.env.E2E_DIST_DIR = join(dir, 'v2');
  servers.push(await startServer());
  if (previous === undefined) delete process.env.E2E_DIST_DIR;
  else process.env.E2E_DIST_DIR = previous;
  let live = servers[0]!;
  const proxy = await startCountingProxy(() => live.baseURL);
  return {
    value: { proxy, deployV2: () => (live = servers[1]!) },
    async stop() {
      await proxy.close();
      await Promise.all(servers.map((server) => server.stop()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
const releases = perFile<Deployments>(deploy);

const test = base.extend<{ deployments: Deployments }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured
  deployments: [async ({}, use) => use(await releases()), { timeout: 900_000 }],
  baseURL: async ({ deployments }, use) => use(deployments.proxy.baseURL),
});

// These specs test the service worker itself (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('updates', () => {

  test('with v1 open, v2 is deployed: v1 keeps working, the prompt appears, accepting reloads into v2', async ({ page, deployments }) => {
    await page.goto('/about');
    await waitForShell(page);
    await waitForServiceWorker(page);
    const status = page.getByTestId('sync-status');
    await expect(status).toHaveAttribute('data-version', /\+/);
    const v1 = (await status.getAttribute('data-version'))!;
    expect(v1).not.toMatch(/\+update-v2$/);

    deployments.deployV2();
    // The app looks for a new version when it regains focus (and on visibility, pageshow, hourly).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('发现新版本');

    // Until the user says yes, v1 stays whole: a lazy route of v1 still opens (no blank page).
    await prompt.getByRole('button', { name: '稍后' }).click();
    await page.goto('/contactUs');
    await waitForShell(page);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(status).toHaveAttribute('data-version', v1);

    // A new page load shows the prompt again (the new worker still waits); yes reloads into v2.
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('update-accept').click();
    await expect(status).toHaveAttribute('data-version', /\+update-v2$/, { timeout: 30_000 });
    await waitForShell(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('/sw.js');
    await expect(prompt).toBeHidden();
  });
});
