import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { ApiError } from '../api/registry';

/** The caller of a request, as the server's access rules see it. */
export interface SessionUser {
  id: number;
  username: string;
  /** SHA-256 of the session token (never the token itself). */
  sessionId: string;
  /** 1 = design-side account (spec §3 user info `type`). */
  type: number;
  /** Read from the database on every request, so an expiry takes effect at once. */
  isVip: boolean;
  /** Channels the user has authority over (channel_auth_type). */
  channels: number[];
}

export interface Caller {
  user: SessionUser | null;
  /** The request carried a session that a login elsewhere revoked (status 1845). */
  displaced: boolean;
  /** Client address for rate limits: the socket address unless a trusted proxy is configured. */
  address?: string;
}

/** Works out who is calling; the accounts module supplies the real one. */
export type CallerResolver = (request: FastifyRequest) => Promise<Caller>;

export const guestResolver: CallerResolver = async () => ({ user: null, displaced: false });

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerAccounts; memoised per request. Prefer callerOf(request). */
    resolveCaller: CallerResolver;
  }
}

/** The caller of any route (data endpoint, sync, downloads, uploads …). */
export function callerOf(request: FastifyRequest): Promise<Caller> {
  return request.server.resolveCaller(request);
}

/** The envelope answering a caller who may not use a login-only route: 1845 or 401. */
export function loginDenial(caller: Caller) {
  return caller.displaced
    ? { status: STATUS.displaced, data: null, msg: MESSAGES.displaced }
    : { status: STATUS.notLoggedIn, data: null, msg: MESSAGES.notLoggedIn };
}

/**
 * For REST routes outside /api/data: resolves the caller, or answers 401 (guest) / 1845
 * (displaced session) and returns null.
 *
 *   const user = await requireUser(request, reply);
 *   if (!user) return reply;
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const caller = await callerOf(request);
  if (caller.user) return caller.user;
  request.log.info({ url: request.url, displaced: caller.displaced }, 'login required');
  reply.code(401).header('Cache-Control', 'no-store').send(loginDenial(caller));
  return null;
}

/** Inside a data handler declared 'login' or stricter: the user the access rule already let in. */
export function signedInUser(caller: Caller): SessionUser {
  if (!caller.user) throw new ApiError(caller.displaced ? STATUS.displaced : STATUS.notLoggedIn, loginDenial(caller).msg, 401);
  return caller.user;
}
