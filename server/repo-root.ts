import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of Trendloom's package.json, which the server's own files (migrations, the seed
 * renderer's sources, package.json) are found from. Looked up rather than counted in `..`s: the
 * server runs from its TypeScript sources (tsx: tests, `npm run dev:server`) and from the build's
 * single bundle (dist-server/main.mjs: `npm start`), where every module shares the bundle's path.
 */
export const REPO_ROOT = findRoot(import.meta.dirname);

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'trendloom') return dir;
    if (dirname(dir) === dir) throw new Error(`Trendloom's package.json was not found above ${from}`);
  }
}
