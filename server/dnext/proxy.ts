import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  INS_CODE,
  INS_MAX_BODY,
  INS_MESSAGES,
  INS_PROXY_PATH,
  INS_TIMEOUT_MS,
  matchInsRoute,
  type InsAnswer,
  type InsMethod,
} from '../../src/shared/contract/ins-proxy';
import { STATUS } from '../../src/shared/contract';
import { callerOf } from '../auth/session-user';
import { hitAll } from '../auth/rate-limit';
import type { Db } from '../db/db';
import { DNEXT_KEY_HEADER, DNEXT_LOCALE_HEADER, DNEXT_USER_HEADER } from './service';

/** One request to the content service, already checked against the allow-list. */
export interface UpstreamRequest {
  method: InsMethod;
  /** A path of the allow-list (checked shape: /api/..., letters, digits, _ - /). */
  path: string;
  /** GET: the validated params as query fields. */
  query: Record<string, string> | null;
  /** Other methods: the validated params as the JSON body. */
  body: unknown;
  userId: number | null;
  locale: 'zh' | 'en';
  signal: AbortSignal;
}
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}
export type Upstream = (request: UpstreamRequest) => Promise<UpstreamAnswer>;

/** Largest answer read from the service; anything longer is a failure, not a truncated answer. */
export const MAX_UPSTREAM_BYTES = 4 * 1024 * 1024;

/** A failure to reach the service or to read its answer (network, redirect, oversized, not JSON). */
export class UpstreamFailure extends Error {}

const headersFor = (request: UpstreamRequest, key: string): Record<string, string> => ({
  // Only what the proxy itself decides: never the client's cookies or authorization.
  [DNEXT_KEY_HEADER]: key,
  [DNEXT_USER_HEADER]: request.userId === null ? '' : String(request.userId),
  [DNEXT_LOCALE_HEADER]: request.locale,
  accept: 'application/json',
  ...(request.method === 'GET' ? {} : { 'content-type': 'application/json' }),
});

const queryString = (query: Record<string, string> | null) => {
  const search = new URLSearchParams(query ?? {}).toString();
  return search ? `?${search}` : '';
};

/** The service inside this process: requests are injected, no socket is opened. */
export function injectedUpstream(service: FastifyInstance, key: string): Upstream {
  return async (request) => {
    const answer = service.inject({
      method: request.method,
      url: `${request.path}${queryString(request.query)}`,
      headers: headersFor(request, key),
      ...(request.method === 'GET' ? {} : { payload: JSON.stringify(request.body ?? {}) }),
    });
    const aborted = new Promise<never>((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason as Error);
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
    });
    const response = await Promise.race([answer, aborted]);
    try {
      return { status: response.statusCode, body: response.json() };
    } catch {
      throw new UpstreamFailure('answer is not JSON');
    }
  };
}

/**
 * A separate deployment of the service at `baseUrl` (DNEXT_URL). Only its origin is used: the
 * target is that origin plus an allow-listed path, and is checked to still be that origin after
 * URL parsing. Redirects are never followed; answers are read up to MAX_UPSTREAM_BYTES.
 */
export function httpUpstream(baseUrl: string, key: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Upstream {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('DNEXT_URL must be an http(s) URL');
  const origin = base.origin;
  return async (request) => {
    const target = new URL(`${origin}${request.path}${queryString(request.query)}`);
    if (target.origin !== origin || target.pathname !== request.path) throw new UpstreamFailure('target left the configured origin');
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method: request.method,
        headers: headersFor(request, key),
        body: request.method === 'GET' ? undefined : JSON.stringify(request.body ?? {}),
        redirect: 'manual',
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal.aborted) throw request.signal.reason as Error;
      throw new UpstreamFailure(`fetch failed: ${(error as Error).message}`);
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel();
      throw new UpstreamFailure(`redirect ${response.status} not followed`);
    }
    const text = await readCapped(response, MAX_UPSTREAM_BYTES);
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new UpstreamFailure('answer is not JSON');
    }
  };
}

async function readCapped(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) {
    await response.body?.cancel();
    throw new UpstreamFailure('answer too large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new UpstreamFailure('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const bodySchema = z.strictObject({
  api: z.string().max(200),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  params: z.record(z.string(), z.unknown()).default({}),
  locale: z.enum(['zh', 'en']).optional(),
});

export interface InsProxyDeps {
  db: Db;
  upstream: Upstream;
  /** §9: 60 s. */
  timeoutMs?: number;
}

/** Writes per user and minute through the proxy (API4: cost control). */
const WRITE_LIMIT = { max: 120, windowSeconds: 60 };

function send(reply: FastifyReply, http: number, code: number, message: string) {
  const body: InsAnswer<null> = { code, data: null, message };
  return reply.code(http).header('Cache-Control', 'no-store').send(body);
}

/** What the proxy hands on of the service's answer: only {code, data, message}. */
const serviceAnswer = z.looseObject({ code: z.number().int(), data: z.unknown().optional(), message: z.string().max(500).optional() });

/**
 * POST /api/ins {api, method, params}: the Instagram proxy of spec §7. Refuses before any request
 * leaves: bodies over INS_MAX_BODY, methods and paths outside the allow-list (which also rules
 * out absolute URLs, schemes, `..`, encoded characters and CR/LF), params the row's schema
 * rejects, and login-only rows for guests. The caller's id comes from the session and goes to
 * the service in a header only the proxy can set with the service key.
 */
export function registerInsProxy(app: FastifyInstance, { db, upstream, timeoutMs = INS_TIMEOUT_MS }: InsProxyDeps) {
  app.post(INS_PROXY_PATH, { bodyLimit: INS_MAX_BODY }, async (request, reply) => {
    const envelope = bodySchema.safeParse(request.body);
    if (!envelope.success) return send(reply, 400, INS_CODE.badRequest, INS_MESSAGES.badRequest);
    const { api, method, params, locale } = envelope.data;
    const match = matchInsRoute(method, api);
    if (!match) {
      request.log.warn({ method, api: api.slice(0, 80) }, 'ins proxy: path not allowed');
      return send(reply, 400, INS_CODE.badRequest, INS_MESSAGES.badRequest);
    }
    const parsed = match.def.params.safeParse(params);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`).join('; ');
      return send(reply, 400, INS_CODE.badRequest, `${INS_MESSAGES.badRequest}：${detail}`);
    }
    const caller = await callerOf(request);
    if (match.def.access === 'login' && !caller.user) {
      return caller.displaced ? send(reply, 401, STATUS.displaced, INS_MESSAGES.displaced) : send(reply, 401, INS_CODE.notLoggedIn, INS_MESSAGES.notLoggedIn);
    }
    if (match.def.kind === 'write' && caller.user && (await hitAll(db, [{ key: `ins:write:${caller.user.id}`, ...WRITE_LIMIT }]))) {
      return send(reply, 429, STATUS.tooMany, '正在操作，请勿频繁点击');
    }

    const data = parsed.data as Record<string, unknown>;
    const query =
      method === 'GET'
        ? Object.fromEntries(Object.entries(data).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])))
        : null;
    let result: UpstreamAnswer;
    try {
      result = await upstream({
        method,
        path: api,
        query,
        body: method === 'GET' ? undefined : data,
        userId: caller.user?.id ?? null,
        locale: locale ?? 'zh',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      request.log.error({ err: error, api, method }, 'ins proxy: service unreachable');
      // §8: a request exception.
      return send(reply, timedOut ? 504 : 502, timedOut ? INS_CODE.timeout : INS_CODE.serverError, INS_MESSAGES.serverError);
    }
    const body = serviceAnswer.safeParse(result.body);
    if (!body.success || body.data.code >= 500 || result.status >= 500 || (result.status === 200) !== (body.data.code === INS_CODE.ok)) {
      request.log.error({ api, method, status: result.status }, 'ins proxy: service failed');
      // §8: non-200 from the service.
      return send(reply, 502, INS_CODE.serverError, INS_MESSAGES.serviceFailed);
    }
    const { code, data: answerData, message } = body.data;
    if (code !== INS_CODE.ok) {
      // The service refused (not found, name taken …): its code and message, for the user.
      return send(reply, result.status >= 400 && result.status < 500 ? result.status : 400, code, message ?? INS_MESSAGES.serviceFailed);
    }
    // Reads may enter the user's own offline cache (the service worker's opt-in header); writes never.
    const storable = match.def.kind === 'read';
    reply.header('Cache-Control', storable ? 'private, no-cache' : 'no-store');
    if (storable) reply.header('X-Trendloom-Cacheable', '1');
    reply.header('Vary', 'Cookie');
    const out: InsAnswer<unknown> = { code, data: answerData ?? null, message: message ?? INS_MESSAGES.ok };
    return reply.code(200).send(out);
  });
}
