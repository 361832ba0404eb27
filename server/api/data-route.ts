import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDENTIFIER, MESSAGES, STATUS, parseCallParams, type Access, type Envelope } from '../../src/shared/contract';
import type { Caller } from '../auth/session-user';
import { COMPRESSED_JSON } from '../http/compression';
import { jsonBytesOf } from './known-json';
import { ApiError, NO_DATA, type CallContext, type Registry } from './registry';

const DEFAULT_TIMEOUT_MS = 20_000;
const LONG_TIMEOUT_MS = 60_000;

const flag = z.union([z.boolean(), z.number(), z.string().max(10)]).optional();

/** The envelope of every data call; params are checked later against the call's own schema. */
const requestSchema = z.strictObject({
  module: z.string().regex(IDENTIFIER),
  controller: z.string().regex(IDENTIFIER),
  func: z.string().regex(IDENTIFIER),
  params: z.record(z.string(), z.unknown()).default({}),
  no_cache: flag,
  v2: flag,
  sep2022: flag,
  locale: z.enum(['zh', 'en']).optional(),
});

export interface DataRouteDeps {
  registry: Registry;
  resolveCaller: (request: FastifyRequest) => Promise<Caller>;
  context: Omit<CallContext, 'caller' | 'locale' | 'signal' | 'log'>;
}

function send<T>(reply: FastifyReply, httpStatus: number, envelope: Envelope<T>) {
  return reply.code(httpStatus).send(envelope);
}

/**
 * Answers already serialised, by answer object. The content calls' answer cache hands the same
 * object to every reader of a list for its lifetime, and serialising and encoding a 40-item page
 * costs more than everything else such a request does; each object's envelope is encoded once
 * and forgotten with it.
 */
const encoded = new WeakMap<object, Buffer>();

const OK_ENVELOPE_HEAD = Buffer.from(`{"status":${STATUS.ok},"data":`);
const OK_ENVELOPE_TAIL = Buffer.from(`,"msg":${JSON.stringify(MESSAGES.ok)}}`);

/** The same bytes as send(reply, 200, {status: ok, data, msg: ok}), encoded at most once per answer object. */
function sendOk(reply: FastifyReply, data: unknown) {
  if (typeof data !== 'object' || data === null) return send(reply, 200, { status: STATUS.ok, data, msg: MESSAGES.ok });
  let body = encoded.get(data);
  if (body === undefined) {
    // The bytes of JSON.stringify({ status, data, msg }), with data's from its handler when it has them.
    body = Buffer.concat([OK_ENVELOPE_HEAD, jsonBytesOf(data), OK_ENVELOPE_TAIL]);
    encoded.set(data, body);
  }
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/** Checks an access rule; returns the envelope to answer with when the caller may not call. */
export function denial(access: Access, caller: Caller, params: Record<string, unknown>): ApiError | null {
  if (access === 'public') return null;
  if (!caller.user) {
    return caller.displaced
      ? new ApiError(STATUS.displaced, MESSAGES.displaced, 401)
      : new ApiError(STATUS.notLoggedIn, MESSAGES.notLoggedIn, 401);
  }
  if (access === 'vip' && !caller.user.isVip) {
    return new ApiError(STATUS.noPermission, MESSAGES.noBrowsePermission, 403);
  }
  if (access === 'channel') {
    const channel = Number(params.channel);
    if (!caller.user.channels.includes(channel)) {
      return new ApiError(STATUS.noPermission, MESSAGES.noBrowsePermission, 403);
    }
  }
  return null;
}

export function registerDataRoute(app: FastifyInstance, deps: DataRouteDeps) {
  app.post('/api/data', { bodyLimit: 64 * 1024, compress: COMPRESSED_JSON }, async (request, reply) => {
    const envelope = requestSchema.safeParse(request.body);
    if (!envelope.success) {
      return send(reply, 400, { status: STATUS.badRequest, data: null, msg: MESSAGES.badRequest });
    }
    const { module, controller, func, params, locale } = envelope.data;
    const entry = deps.registry.lookup(module, controller, func);
    if (!entry) {
      return send(reply, 404, { status: STATUS.notFound, data: null, msg: MESSAGES.unknownCall });
    }
    // Legacy-tolerant: numeric strings, the page's context keys (dropped), never prototype names.
    const parsed = parseCallParams(entry.def, params);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`).join('; ');
      return send(reply, 400, { status: STATUS.badRequest, data: null, msg: `${MESSAGES.badRequest}：${detail}` });
    }

    const caller = await deps.resolveCaller(request);
    const denied = denial(entry.def.access, caller, parsed.data as Record<string, unknown>);
    if (denied) {
      request.log.info({ call: `${module}/${controller}/${func}`, status: denied.status }, 'call denied');
      return send(reply, denied.httpStatus, { status: denied.status, data: null, msg: denied.message });
    }

    const controllerAbort = new AbortController();
    const timeoutMs = entry.def.long ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => controllerAbort.abort(new ApiError(STATUS.timeout, MESSAGES.timeout, 504)), timeoutMs);
    try {
      const result = await Promise.race([
        entry.handler(parsed.data, {
          ...deps.context,
          caller,
          locale: locale ?? 'zh',
          signal: controllerAbort.signal,
          log: request.log,
        }),
        new Promise<never>((_, reject) =>
          controllerAbort.signal.addEventListener('abort', () => reject(controllerAbort.signal.reason as Error)),
        ),
      ]);
      // Reads may be kept by the service worker (opt-in header, per-user cache); session reads,
      // no-store reads (orders, payments) and writes never.
      const storable = entry.def.kind === 'read' && !entry.def.noStore;
      reply.header('Cache-Control', storable ? 'private, no-cache' : 'no-store');
      if (storable) reply.header('X-Trendloom-Cacheable', '1');
      if (caller.user) reply.header('Vary', 'Cookie');
      if (result === NO_DATA) return send(reply, 200, { status: STATUS.noData, data: null, msg: MESSAGES.noData });
      return sendOk(reply, result);
    } catch (error) {
      if (error instanceof ApiError) {
        return send(reply, error.httpStatus, { status: error.status, data: null, msg: error.message });
      }
      request.log.error({ err: error, call: `${module}/${controller}/${func}` }, 'data call failed');
      return send(reply, 500, { status: STATUS.serverError, data: null, msg: MESSAGES.serverError });
    } finally {
      clearTimeout(timer);
    }
  });
}
