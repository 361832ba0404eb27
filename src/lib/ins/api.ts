import { queryOptions } from '@tanstack/react-query';
import { ApiError, NETWORK_FAILURE } from '../api';
import { markDisplaced } from '../session';
import { yieldToMain } from '../yield-to-main';
import { getLocale, type Locale } from '../../i18n/locale';
import { MESSAGES, STATUS } from '../../shared/contract/envelope';
import { canonicalize } from '../../shared/contract/canonical';
import { INS_CODE, INS_MESSAGES, INS_PROXY_PATH, INS_ROUTE_PATHS, INS_TIMEOUT_MS, insPath } from '../../shared/contract/ins-plain';
import type { InsAnswer, InsParamsIn, InsResults, InsRouteName } from '../../shared/contract/ins-proxy';

/**
 * The Instagram proxy (spec §7) from the client: POST /api/ins {api, method, params}. Resolves to
 * `data` when HTTP is 200 and the body code 200; otherwise rejects with ApiError carrying the
 * body code and the §8 message the server chose (请登录后再操作！, 请求服务失败！请稍后再试~ …).
 */
export async function callIns<N extends InsRouteName>(
  name: N,
  params: InsParamsIn<N>,
  ids: readonly number[] = [],
  { signal, locale = getLocale() }: { signal?: AbortSignal; locale?: Locale } = {},
): Promise<InsResults[N]> {
  const def = INS_ROUTE_PATHS[name];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INS_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    let response: Response;
    try {
      const requestBody = JSON.stringify({ api: insPath(name, ids), method: def.method, params, locale });
      // In a task of its own, as the data client's calls: the header's notification bell asks as the
      // page's first render takes effect, and starting a request there lengthened that task (issue #11).
      await yieldToMain();
      response = await fetch(INS_PROXY_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: requestBody,
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(NETWORK_FAILURE, MESSAGES.timeout);
    }
    const body = (await response.json().catch(() => null)) as InsAnswer<InsResults[N]> | null;
    if (!body || typeof body.code !== 'number') throw new ApiError(INS_CODE.serverError, INS_MESSAGES.serviceFailed);
    if (body.code === STATUS.displaced) markDisplaced();
    if (response.status !== 200 || body.code !== INS_CODE.ok) throw new ApiError(body.code, body.message || INS_MESSAGES.serviceFailed);
    return body.data as InsResults[N];
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** Query key of one proxy read; the canonical string is the service worker's cache key too. */
export function insQueryKey<N extends InsRouteName>(name: N, params: InsParamsIn<N>, ids: readonly number[] = [], locale: Locale = getLocale()) {
  return ['ins', name, canonicalize(`ins:${insPath(name, ids)}`, params as object, { locale })] as const;
}

export function insQuery<N extends InsRouteName>(name: N, params: InsParamsIn<N>, ids: readonly number[] = [], locale: Locale = getLocale()) {
  return queryOptions({
    queryKey: insQueryKey(name, params, ids, locale),
    queryFn: ({ signal }) => callIns(name, params, ids, { signal, locale }),
  });
}

/** `/ins/uperDetail?id=…` and `/ins/blogDetail?id=…`. */
export const uperHref = (id: number) => `/ins/uperDetail?id=${id}`;
export const blogHref = (id: number, picture?: number) => `/ins/blogDetail?id=${id}${picture ? `&pic=${picture}` : ''}`;
