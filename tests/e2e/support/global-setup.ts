import type { FullConfig } from '@playwright/test';
import { startServer } from './server';

/**
 * Two real servers for the whole run, each on a fresh temporary DATA_DIR, seeded in parallel:
 * the main one (SEED_SCALE=120) for most specs, and a content one (3000 items, enough to page
 * and filter) for the list, detail, search and content specs. Starting them here, not in a
 * worker fixture, means a failing test never pays for a reseed. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  // For debugging against servers you already run: E2E_SERVER / E2E_CONTENT_SERVER=http://127.0.0.1:4000.
  const main = process.env.E2E_SERVER
    ? undefined
    : startServer({ seedScale: Number(process.env.E2E_SEED_SCALE ?? 120) });
  const content = process.env.E2E_CONTENT_SERVER
    ? undefined
    : startServer({ seedScale: Number(process.env.E2E_CONTENT_SEED_SCALE ?? 3000), timeoutMs: 600_000 });
  const [mainServer, contentServer] = await Promise.all([main, content]);

  process.env.E2E_BASE_URL = mainServer?.baseURL ?? process.env.E2E_SERVER;
  process.env.E2E_DATA_DIR = mainServer?.dataDir ?? '';
  process.env.E2E_CONTENT_BASE_URL = contentServer?.baseURL ?? process.env.E2E_CONTENT_SERVER;
  console.log(`e2e servers: main ${process.env.E2E_BASE_URL}, content ${process.env.E2E_CONTENT_BASE_URL}`);
  return async () => {
    await Promise.all([mainServer?.stop(), contentServer?.stop()]);
  };
}
