import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS } from '../../src/shared/contract';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = '跨站请求已拒绝';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server routes (payment notifications) that carry their own signature check. */
    csrfExempt?: boolean;
  }
}

/** Origin and Host name the same host and port (default ports normalised away). */
function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false; // "null" and malformed origins
  }
}

/** Why a state-changing request looks cross-site, or null when it is acceptable. */
export function crossSiteReason(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site'];
  // Fetch Metadata: browsers say where the request came from; only our own pages may write.
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `sec-fetch-site ${String(site)}`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!sameHost(origin, request.host)) return `origin ${origin}`;
  }
  // Neither header: not a browser request made by another site (curl, server-to-server).
  return null;
}

/**
 * CSRF defence for every non-safe method on every route (data endpoint writes and reads, auth,
 * orders, uploads …), on top of SameSite=Lax cookies. Routes opt out with config.csrfExempt.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
    const reason = crossSiteReason(request);
    if (!reason) return;
    request.log.warn({ url: request.url, reason }, 'cross-site request rejected');
    return reply.code(403).header('Cache-Control', 'no-store').send({ status: STATUS.forbidden, data: null, msg: CROSS_SITE_MESSAGE });
  });
}
