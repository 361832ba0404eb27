import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { hashPassword } from '../../server/auth/password';
import { extendVip, insertUser } from '../../server/accounts/users';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;

export interface TestUserOptions {
  type?: 0 | 1;
  /** VIP (with authority over `channels`) for this many days; negative = expired that long ago. */
  vipDays?: number;
  channels?: number[];
  phone?: string;
}

/** Inserts a user with TEST_PASSWORD straight into the database; returns the id. */
export async function createUser(db: Db, username: string, options: TestUserOptions = {}): Promise<number> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = await insertUser(db, { username, phone: options.phone ?? null, passwordHash: await passwordHash, type: options.type ?? 0 });
  if (id === null) throw new Error(`user ${username} exists`);
  if (options.vipDays !== undefined) {
    const until = new Date(Date.now() + options.vipDays * 86_400_000);
    await db.transaction((tx) => extendVip(tx, id, until, options.channels ?? [20850, 20840, 20860]));
  }
  return id;
}

/** The `name=value` pair of the session cookie a response set, for a Cookie header. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => /^(__Host-)?tl_session=[^;]+/.test(c));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return session.split(';')[0]!;
}

/** The `name=value` pair of the signed device cookie a successful login set. */
export function deviceCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const device = all.find((c) => /^(__Host-)?tl_device=[^;]+/.test(c));
  if (!device) throw new Error(`no device cookie in ${JSON.stringify(all)}`);
  return device.split(';')[0]!;
}

/** Logs in through POST /api/auth/login; returns the Cookie header value and the response. */
export async function login(app: FastifyInstance, account: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { account, password },
  });
  return {
    response,
    body: response.json() as { status: number; data: unknown; msg: string },
    cookie: response.statusCode === 200 ? sessionCookieFrom(response.headers['set-cookie']) : '',
  };
}

/** Calls the data endpoint as the holder of `cookie` ('' = guest). */
export async function callAs(app: FastifyInstance, cookie: string, name: string, params: Record<string, unknown> = {}) {
  const [module, controller, func] = name.split('/');
  const response = await app.inject({
    method: 'POST',
    url: '/api/data',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { module, controller, func, params },
  });
  return { http: response.statusCode, body: response.json() as { status: number; data: unknown; msg: string } };
}
