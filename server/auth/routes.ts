import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { GUEST_INFO } from '../../src/shared/contract/calls/account';
import { ACCOUNT_MESSAGES, normalizeAccount, passwordProblem, tooManyAttemptsMessage } from '../../src/shared/validation/account';
import { changePasswordSchema, loginSchema, registerSchema } from '../../src/shared/validation/account-schema';
import { trimText } from '../../src/shared/validation/text';
import type { Db } from '../db/db';
import { findUserByAccount, insertUser, loadUserInfo } from '../accounts/users';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { DeviceCookies, type KnownDevice } from './device-cookie';
import { checkSucceeded, reserveCheck, type CheckBudget } from './login-throttle';
import { hitAll, type Limit } from './rate-limit';
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

/**
 * Password checks allowed without delay per budget, then 1, 2, 4, 8 and at most 15 minutes
 * between checks. Without a device cookie a login spends from three budgets at once: this
 * account from this address, this account from anywhere (the ceiling a distributed guesser
 * hits, high enough that one address cannot reach it alone) and this address over all
 * accounts (password spraying). A device that logged in before spends only its own.
 */
export const LOGIN_BUDGETS = { accountFromAddress: 5, account: 30, address: 20, device: 5 } as const;
const PASSWORD_CHANGE_BUDGET = 5;
const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

const accountKey = (account: string) => trimText(account).toLowerCase();

function loginBudgets(account: string, address: string, device: KnownDevice | null): CheckBudget[] {
  if (device) return [{ key: `login:device:${device.deviceId}`, free: LOGIN_BUDGETS.device }];
  return [
    { key: `login:account-address:${accountKey(account)}|${address}`, free: LOGIN_BUDGETS.accountFromAddress },
    { key: `login:account:${accountKey(account)}`, free: LOGIN_BUDGETS.account },
    { key: `login:address:${address}`, free: LOGIN_BUDGETS.address },
  ];
}

/** Keys only this caller feeds start again after a success; shared ones get one check back. */
const ownKeys = (budgets: CheckBudget[]) =>
  budgets.filter((b) => b.key.startsWith('login:device:') || b.key.startsWith('login:account-address:')).map((b) => b.key);

function answer(reply: FastifyReply, httpStatus: number, status: number, msg: string, data: unknown = null) {
  return reply.code(httpStatus).header('Cache-Control', 'no-store').send({ status, data, msg });
}

function throttled(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('Retry-After', String(retryAfterSeconds));
  return answer(reply, 429, STATUS.tooMany, tooManyAttemptsMessage(retryAfterSeconds));
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? MESSAGES.badRequest;

export interface AuthRouteDeps {
  db: Db;
  cookie: CookieSettings;
}

/** POST /api/auth/{register,login,logout,password} and GET /api/auth/status. */
export function registerAuthRoutes(app: FastifyInstance, { db, cookie }: AuthRouteDeps) {
  const devices = new DeviceCookies(db, cookie.secure);
  app.post('/api/auth/login', { bodyLimit: 4096 }, async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) return answer(reply, 400, STATUS.badRequest, firstIssue(parsed.error));
    const { account, password } = parsed.data;
    const normalized = normalizeAccount(account);
    const user = normalized ? await findUserByAccount(db, normalized) : undefined;
    const cookieDevice = await devices.read(request);
    const device = user && cookieDevice?.userId === user.id ? cookieDevice : null;
    const budgets = loginBudgets(account, request.ip, device);
    // Reserved before any hashing, atomically: a burst of guesses gets at most the budget's checks.
    const reservation = await reserveCheck(db, budgets);
    if (!reservation.reserved) {
      request.log.warn({ reason: 'login throttled', knownDevice: device !== null }, 'login refused');
      return throttled(reply, reservation.retryAfterSeconds);
    }
    // Unknown accounts go through the same hashing work and the same answer.
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      return answer(reply, 401, STATUS.notLoggedIn, ACCOUNT_MESSAGES.wrongCredentials);
    }
    const own = ownKeys(budgets);
    await checkSucceeded(db, { forget: own, giveBack: budgets.map((b) => b.key).filter((key) => !own.includes(key)) });
    if (needsRehash(user.password_hash)) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(password)]);
    }
    setSessionCookie(reply, cookie, await startSession(db, user.id));
    await devices.issue(reply, user.id, cookieDevice);
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
    const budget: CheckBudget = { key: `password:user:${user.id}`, free: PASSWORD_CHANGE_BUDGET };
    const reservation = await reserveCheck(db, [budget]);
    if (!reservation.reserved) return throttled(reply, reservation.retryAfterSeconds);
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!(await verifyPassword(row?.password_hash, parsed.data.currentPassword))) {
      return answer(reply, 400, STATUS.badRequest, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await checkSucceeded(db, { forget: [budget.key], giveBack: [] });
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
