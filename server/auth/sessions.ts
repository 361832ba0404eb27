import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import type { Caller } from './session-user';

/** Absolute lifetime and idle timeout of a session. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
const IDLE_TIMEOUT = '7 days';
/** last_seen_at is refreshed at most this often, so most requests only read. */
const TOUCH_EVERY = '5 minutes';

export interface CookieSettings {
  name: string;
  secure: boolean;
}

/**
 * Over https (production) the cookie is `__Host-` prefixed and Secure: the browser then
 * refuses it from any subdomain or over http. Plain http (local development) cannot use either.
 */
export function cookieSettings(https: boolean): CookieSettings {
  return https ? { name: '__Host-tl_session', secure: true } : { name: 'tl_session', secure: false };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function setSessionCookie(reply: FastifyReply, cookie: CookieSettings, token: string) {
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieSettings) {
  reply.clearCookie(cookie.name, { httpOnly: true, secure: cookie.secure, sameSite: 'lax', path: '/' });
}

export function sessionToken(request: FastifyRequest, cookie: CookieSettings): string | undefined {
  const token = request.cookies[cookie.name];
  // Tokens we issue are 43 base64url characters; anything else is not worth a query.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/**
 * Starts a new session for the user and revokes every other one in the same transaction.
 * The user row lock serialises concurrent logins of one account, and the partial unique index
 * sessions_one_active_per_user guarantees at most one active session whatever happens.
 */
export async function startSession(db: Db, userId: number, reason: 'displaced' | 'password' = 'displaced'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, reason],
    );
    await tx.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  });
  return token;
}

export async function revokeSession(db: Queryable, tokenHash: string, reason: 'logout' | 'expired'): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE token_hash = $1 AND revoked_at IS NULL`,
    [tokenHash, reason],
  );
}

interface SessionRow {
  user_id: number;
  revoked_reason: string | null;
  expired: boolean;
  stale: boolean;
  username: string;
  type: number;
  is_vip: boolean;
  channels: number[];
}

/** Who holds this token: a user, a displaced session (1845) or nobody. One indexed query. */
export async function resolveToken(db: Queryable, token: string | undefined, address: string): Promise<Caller> {
  if (!token) return { user: null, displaced: false, address };
  const tokenHash = hashToken(token);
  const [row] = await db.query<SessionRow>(
    `SELECT s.user_id, s.revoked_reason,
            (s.created_at <= now() - make_interval(secs => $2) OR s.last_seen_at <= now() - interval '${IDLE_TIMEOUT}') AS expired,
            s.last_seen_at <= now() - interval '${TOUCH_EVERY}' AS stale,
            u.username, u.type, coalesce(u.vip_expires_at > now(), false) AS is_vip,
            ARRAY(SELECT c.channel_id FROM user_channels c
                  WHERE c.user_id = u.id AND c.expires_at > now() ORDER BY c.channel_id) AS channels
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1`,
    [tokenHash, SESSION_MAX_AGE_SECONDS],
  );
  if (!row) return { user: null, displaced: false, address };
  if (row.revoked_reason === 'displaced') return { user: null, displaced: true, address };
  if (row.revoked_reason !== null) return { user: null, displaced: false, address };
  if (row.expired) {
    await revokeSession(db, tokenHash, 'expired');
    return { user: null, displaced: false, address };
  }
  if (row.stale) await db.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  return {
    user: {
      id: row.user_id,
      username: row.username,
      sessionId: tokenHash,
      type: row.type,
      isVip: row.is_vip,
      channels: row.channels,
    },
    displaced: false,
    address,
  };
}

/** Old revoked sessions are kept a while (so a displaced device still hears 1845), then dropped. */
export async function pruneSessions(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE revoked_at < now() - make_interval(secs => $1)`, [SESSION_MAX_AGE_SECONDS]);
}
