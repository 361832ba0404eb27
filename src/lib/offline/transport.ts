import { STATUS, type Envelope } from '../../shared/contract/envelope';
import type { PushResponse } from '../../shared/sync/protocol';
import type { PushOutcome, Transport } from './sync-engine';

/** Spec §9 default request timeout. */
const TIMEOUT_MS = 20_000;

/** POST /api/sync from the page, mapped to what the engine does next. */
export function httpTransport(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Transport {
  return async (request): Promise<PushOutcome> => {
    let response: Response;
    try {
      response = await fetchImpl('/api/sync', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : 'network error' };
    }
    const body = (await response.json().catch(() => null)) as Envelope<PushResponse> | null;
    if (response.ok && body?.status === STATUS.ok && body.data) return { kind: 'ok', response: body.data };
    if (response.status === 401 || body?.status === STATUS.displaced) {
      return { kind: 'signedOut', status: body?.status ?? STATUS.notLoggedIn, message: body?.msg ?? '' };
    }
    if (!body || response.status >= 500 || response.status === 429 || response.status === 408) {
      const retryAfter = Number(response.headers.get('Retry-After'));
      return {
        kind: 'retry',
        reason: `HTTP ${response.status}`,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
      };
    }
    return { kind: 'refused', status: body.status, message: body.msg };
  };
}
