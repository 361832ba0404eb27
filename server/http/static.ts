import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, STATUS } from '../../src/shared/contract';

/** Files that must always be revalidated so a deploy reaches every client. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);
/** The build's precompressed copies (scripts/precompress.ts): `app.js.br` is served for `/app.js`. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Serves the built PWA: hashed assets immutable, the shell and service worker revalidated,
 * history-mode fallback to index.html for page paths, JSON 404 under /api. Text files go out as
 * the build's brotli or gzip copy when the browser accepts it (`Vary: Accept-Encoding` always).
 */
export async function registerStatic(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        const url = path.slice(distDir.length).replaceAll('\\', '/').replace(PRECOMPRESSED_SUFFIX, '');
        if (url.startsWith('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (ALWAYS_REVALIDATE.has(url)) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ status: STATUS.notFound, data: null, msg: MESSAGES.unknownCall });
    }
    // A path with a file extension is a missing file, never a page: 404, not the shell.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[A-Za-z0-9]{1,8}$/.test(path);
    if (!isPage || !hasBuild) return reply.code(404).type('text/plain').send('Not found');
    // The static plugin's own path for index.html: its compressed copy and no-cache (setHeaders).
    return reply.code(200).sendFile('index.html');
  });
}
