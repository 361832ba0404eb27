import { MESSAGES, STATUS } from '../../shared/contract/envelope';
import type { Calls, Envelope, ParamsIn, ResultOf } from '../../shared/contract';
import { longCalls } from './call-table';
import { getLocale, type Locale } from '../../i18n/locale';
import { readsBeforeControl } from '../offline/reads-before-control';
import { yieldToMain } from '../yield-to-main';

export type CallName = keyof Calls;
export type CallParams<N extends CallName> = ParamsIn<Calls[N]>;
export type CallResult<N extends CallName> = ResultOf<Calls[N]>;

/** Envelope status for "the request never got an answer" (offline, DNS, connection reset). */
export const NETWORK_FAILURE = -1;

/** Spec §9: 20 s per request, 60 s for calls declared `long`. */
export const TIMEOUTS = { default: 20_000, long: 60_000 } as const;

/** A data call that did not succeed: the envelope's status and message, shown to the user as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

type ApiErrorListener = (error: ApiError, call: CallName) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Hears every failed call, e.g. status 1845 (signed in elsewhere) for the session dialog.
 * Returns the unsubscribe function.
 */
export function addApiErrorListener(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Language of the answer; the current interface language when omitted. */
  locale?: Locale;
}

export interface ApiClientOptions {
  /** Origin for the endpoint; same origin when omitted. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeouts?: { default: number; long: number };
  locale?: () => Locale;
  /** Hears every body as sent (the offline layer holds those sent before the service worker controls the page). */
  onSend?: (body: string) => void;
}

export type CallApi = <N extends CallName>(name: N, params: CallParams<N>, options?: CallOptions) => Promise<CallResult<N> | null>;

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'number';
}

/**
 * POST /api/data with {module, controller, func, params, locale}. Resolves to the data, to
 * `null` for status 4000 (no data), and rejects with ApiError for anything else. A caller's
 * abort rejects with the AbortError itself so TanStack Query treats it as a cancellation.
 */
export function createApiClient({
  baseUrl = '',
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeouts = TIMEOUTS,
  locale = getLocale,
  onSend,
}: ApiClientOptions = {}): CallApi {
  return async (name, params, { signal, locale: requestLocale } = {}) => {
    // A call's name is its route: module/controller/func (the contract keys it so).
    const [module, controllerName, func] = name.split('/');
    const timeoutMs = longCalls.has(name) ? timeouts.long : timeouts.default;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    if (signal?.aborted) forwardAbort();
    try {
      let response: Response;
      let body: unknown;
      try {
        const requestBody = JSON.stringify({ module, controller: controllerName, func, params, locale: requestLocale ?? locale() });
        onSend?.(requestBody);
        // Starting a request costs a slow tablet several milliseconds of main thread: a page's
        // loaders start ten at once, so each starts in a task of its own (issue #11).
        await yieldToMain();
        response = await fetchImpl(`${baseUrl}/api/data`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          body: requestBody,
          signal: controller.signal,
        });
        body = await response.json().catch(() => undefined);
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        if (controller.signal.aborted) throw new ApiError(STATUS.timeout, MESSAGES.timeout);
        throw new ApiError(NETWORK_FAILURE, MESSAGES.timeout);
      }
      if (!isEnvelope(body)) throw new ApiError(response.status >= 400 ? response.status : STATUS.serverError, MESSAGES.serverError);
      if (body.status === STATUS.ok) return body.data as CallResult<typeof name>;
      if (body.status === STATUS.noData) return null;
      throw new ApiError(body.status, body.msg || MESSAGES.serverError);
    } catch (error) {
      if (error instanceof ApiError) for (const listener of errorListeners) listener(error, name);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  };
}

/** The app's data client (same origin, current interface language). */
export const callApi: CallApi = createApiClient({ onSend: (body) => readsBeforeControl.note(body) });
