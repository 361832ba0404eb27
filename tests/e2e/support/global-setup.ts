import type { FullConfig } from '@playwright/test';
import { E2E_CATALOGUES, startServer, type E2ECatalogue, type RunningServer } from './server';

/**
 * Real servers for the whole run, each on a fresh temporary DATA_DIR: per worker, the main one
 * (SEED_SCALE=120) for most specs and a content one (3000 items, enough to page and filter) for
 * the list, detail, search and content specs. Every worker gets its own pair because an account
 * is signed in on one device at a time: workers sharing a server would displace each other's
 * demo users. Every server starts from a copy of its catalogue's seeded template (`npm test` seeds
 * them beside the build: prepare-templates.ts; else the first pair seeds them, in parallel). Starting
 * them here, not in a worker fixture, means a failing test never pays for a reseed.
 * Sets E2E_BASE_URL_<n> and E2E_CONTENT_BASE_URL_<n>; playwright.config.ts hands worker n its pair.
 * Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const servers: RunningServer[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const start = async (catalogue: E2ECatalogue) => {
    const server = await startServer(catalogue);
    servers.push(server);
    return server.baseURL;
  };
  // For debugging against servers you already run: E2E_SERVER / E2E_CONTENT_SERVER=http://127.0.0.1:4000.
  const main = () => process.env.E2E_SERVER ?? start(E2E_CATALOGUES.main);
  const content = () => process.env.E2E_CONTENT_SERVER ?? start(E2E_CATALOGUES.content);

  try {
    for (let slot = 0; slot < config.workers; slot++) {
      const [mainURL, contentURL] = await Promise.all([main(), content()]);
      process.env[`E2E_BASE_URL_${slot}`] = mainURL;
      process.env[`E2E_CONTENT_BASE_URL_${slot}`] = contentURL;
      console.log(`e2e servers of worker ${slot}: main ${mainURL}, content ${contentURL}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  // What the main process and a worker without a slot use.
  process.env.E2E_BASE_URL = process.env.E2E_BASE_URL_0;
  process.env.E2E_CONTENT_BASE_URL = process.env.E2E_CONTENT_BASE_URL_0;
  return stopAll;
}
