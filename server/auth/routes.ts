import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { GUEST_INFO } from '../../src/shared/contract/calls/account';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  loginSchema,
  normalizeAccount,
  passwordProblem,
  registerSchema,
} from '../../src/shared/validation/account';
import { trimText } from '../../src/shared/validation/text';
import type { Db } from '../db/db';
import { findUserByAccount, insertUser, loadUserInfo } from '../accounts/users';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { anyExhausted, clearLimit, ExhaustedKeys, hitAll, type Limit } from './rate-limit';
import { callerOf, requireUser } from './session-user';
import {
  clearSessionCookie,
  revokeSession,
  sessionToken,
  setSessionCookie,
  startSession,
  hashToken,
  type CookieSettings,
} from './sessions';

const FIFTEEN_MINUTES = 15 * 60;
/** Failed logins allowed per account and per client address in 15 minutes (then 429). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20 } as const;
const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

const accountLimit = (account: string): Limit => ({
  key: `login:account:${trimText(account).toLowerCase()}`,
  max: LOGIN_LIMITS.perAccount,
  windowSeconds: FIFTEEN_MINUTES,
});
const addressLimit = (address: string): Limit => ({
  key: `login:address:${address}`,
  max: LOGIN_LIMITS.perAddress,
  windowSeconds: FIFTEEN_MINUTES,
});
const passwordChangeLimit = (userId: number): Limit => ({
  key: `password:user:${userId}`,
  max: LOGIN_LIMITS.perAccount,
  windowSeconds: FIFTEEN_MINUTES,
});

function answer(reply: FastifyReply, httpStatus: number, status: number, msg: string, data: unknown = null) {
  return reply.code(httpStatus).header('Cache-Control', 'no-store').send({ status, data, msg });
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? MESSAGES.badRequest;

export interface AuthRouteDeps {
  db: Db;
  cookie: CookieSettings;
}

/** POST /api/auth/{register,login,logout,password} and GET /api/auth/status. */
export function registerAuthRoutes(app: FastifyInstance, { db, cookie }: AuthRouteDeps) {
  const lockedOut = new ExhaustedKeys();
  app.post('/api/auth/login', { bodyLimit: 4096 }, async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) return answer(reply, 400, STATUS.badRequest, firstIssue(parsed.error));
    const { account, password } = parsed.data;
    const limits = [accountLimit(account), addressLimit(request.ip)];
    // Checked before any hashing: a locked-out attacker costs one indexed read per try.
    if (await anyExhausted(db, limits, lockedOut)) {
      request.log.warn({ reason: 'login rate limit' }, 'login refused');
      return answer(reply, 429, STATUS.tooMany, ACCOUNT_MESSAGES.tooManyAttempts);
    }
    const normalized = normalizeAccount(account);
    const user = normalized ? await findUserByAccount(db, normalized) : undefined;
    // Unknown accounts go through the same hashing work and the same answer.
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await hitAll(db, limits);
      return answer(reply, 401, STATUS.notLoggedIn, ACCOUNT_MESSAGES.wrongCredentials);
    }
    await clearLimit(db, limits[0]!.key);
    if (needsRehash(user.password_hash)) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(password)]);
    }
    setSessionCookie(reply, cookie, await startSession(db, user.id));
    return answer(reply, 200, STATUS.ok, MESSAGES.ok, await loadUserInfo(db, user.id));
  });

  app.post('/api/auth/register', { bodyLimit: 4096 }, async (request, reply) => {
    const registrations: Limit = {
      key: `register:address:${request.ip}`,
      max: REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
    };
    const parsed = registerSchema.safeParse(request.body);
    if (!parsed.success) return answer(reply, 400, STATUS.badRequest, firstIssue(parsed.error));
    // Counted once the input is valid: from here each attempt costs a password hash.
    if (await hitAll(db, [registrations])) return answer(reply, 429, STATUS.tooMany, ACCOUNT_MESSAGES.tooManyAttempts);
    const account = normalizeAccount(parsed.data.account)!;
    const id = await insertUser(db, {
      username: account.value,
      phone: account.kind === 'phone' ? account.value : null,
      passwordHash: await hashPassword(parsed.data.password),
    });
    if (id === null) return answer(reply, 409, STATUS.conflict, ACCOUNT_MESSAGES.accountTaken);
    setSessionCookie(reply, cookie, await startSession(db, id));
    return answer(reply, 200, STATUS.ok, MESSAGES.ok, await loadUserInfo(db, id));
  });

  app.post('/api/auth/logout', { bodyLimit: 1024 }, async (request, reply) => {
    const token = sessionToken(request, cookie);
    if (token) await revokeSession(db, hashToken(token), 'logout');
    clearSessionCookie(reply, cookie);
    // HTTP caches and the service worker's caches may hold this user's pages and data.
    reply.header('Clear-Site-Data', '"cache"');
    return answer(reply, 200, STATUS.ok, MESSAGES.ok, GUEST_INFO);
  });

  app.post('/api/auth/password', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const parsed = changePasswordSchema.safeParse(request.body);
    if (!parsed.success) return answer(reply, 400, STATUS.badRequest, firstIssue(parsed.error));
    const problem = passwordProblem(parsed.data.newPassword, user.username);
    if (problem) return answer(reply, 400, STATUS.badRequest, problem);
    const limit = passwordChangeLimit(user.id);
    if (await anyExhausted(db, [limit], lockedOut)) return answer(reply, 429, STATUS.tooMany, ACCOUNT_MESSAGES.tooManyAttempts);
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(row?.password_hash, parsed.data.currentPassword))) {
      await hitAll(db, [limit]);
      return answer(reply, 400, STATUS.badRequest, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await clearLimit(db, limit.key);
    await db.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
      user.id,
      await hashPassword(parsed.data.newPassword),
    ]);
    // Every other session ends; this device continues on a fresh session id.
    setSessionCookie(reply, cookie, await startSession(db, user.id, 'password'));
    return answer(reply, 200, STATUS.ok, '密码已修改');
  });

  /** Cheap session probe (one indexed query, no hashing): 200, 401 or 1845. */
  app.get('/api/auth/status', async (request, reply) => {
    const caller = await callerOf(request);
    if (caller.user) return answer(reply, 200, STATUS.ok, MESSAGES.ok, { isLogin: 1 });
    return caller.displaced
      ? answer(reply, 401, STATUS.displaced, MESSAGES.displaced)
      : answer(reply, 401, STATUS.notLoggedIn, MESSAGES.notLoggedIn);
  });
}
