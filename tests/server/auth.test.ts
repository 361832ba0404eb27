import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login, sessionCookieFrom, TEST_PASSWORD } from '../support/accounts';
import { LOGIN_BUDGETS } from '../../server/auth/routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: payload as object });

describe('registration', () => {
  it('registers by phone or username, logs in at once and refuses a taken account', async () => {
    const byPhone = await post('/api/auth/register', { account: ' 13800138000 ', password: 'a long enough secret' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data).toMatchObject({ isLogin: 1, username: '13800138000', is_vip: 0, type: 0 });
    const cookie = sessionCookieFrom(byPhone.headers['set-cookie']);
    expect((await callAs(t.app, cookie, 'index/User/specialCheck')).body.status).toBe(200);

    const byName = await post('/api/auth/register', { account: 'Ada_Lovelace', password: 'another long secret' });
    expect(byName.json()).toMatchObject({ status: 200, data: { username: 'Ada_Lovelace' } });

    const again = await post('/api/auth/register', { account: 'ada_lovelace', password: 'yet another secret' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该账号已被注册');
  });

  it.each([
    [{ account: '', password: 'long enough secret' }, '请输入手机号或用户名'],
    [{ account: '2380013800', password: 'long enough secret' }, '请输入正确的手机号，或以字母开头的3-32位用户名（字母、数字、_、-）'],
    [{ account: 'shorty1', password: 'seven77' }, '密码至少8位'],
    [{ account: 'commonpw', password: 'Password123' }, '该密码过于常见，请换一个更难猜的密码'],
    [{ account: 'sameasname', password: 'SameAsName' }, '密码不能与账号相同'],
    [{ account: 'extra', password: 'long enough secret', is_vip: 1 }, '请求参数错误'],
  ])('rejects %j with a clear message', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(message === '请求参数错误' ? 'is_vip' : message);
  });

  it('accepts an 8-character and a 100-character password without composition rules', async () => {
    expect((await post('/api/auth/register', { account: 'eightchars', password: 'zxqvbnmk' })).statusCode).toBe(200);
    expect((await post('/api/auth/register', { account: 'longpass', password: '长'.repeat(100) })).statusCode).toBe(200);
  });

  it('stores argon2id with m ≥ 19456, t ≥ 2, p = 1', async () => {
    expect((await post('/api/auth/register', { account: 'hashcheck', password: 'a fine passphrase' })).statusCode).toBe(200);
    const [row] = await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'hashcheck'`);
    const match = /^\$argon2id\$v=19\$([a-z0-9=,]+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(row!.password_hash);
    expect(match).not.toBeNull();
    const params = Object.fromEntries(match![1]!.split(',').map((pair) => pair.split('=')).map(([k, v]) => [k, Number(v)]));
    expect(params.m).toBeGreaterThanOrEqual(19_456);
    expect(params.t).toBeGreaterThanOrEqual(2);
    expect(params.p).toBe(1);
  });
});

describe('login', () => {
  it('answers an unknown account and a wrong password identically', async () => {
    await createUser(t.db, 'known-user');
    const unknown = await login(t.app, 'nobody-here', 'wrong password!');
    const wrong = await login(t.app, 'known-user', 'wrong password!');
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.msg).toBe('账号或密码错误');
  });

  it('logs in by username case-insensitively and by phone, each time with a new session id', async () => {
    await createUser(t.db, 'PhoneUser', { phone: '13900139000' });
    const first = await login(t.app, 'phoneuser');
    const second = await login(t.app, '13900139000');
    expect(first.body.status).toBe(200);
    expect(second.body.status).toBe(200);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('sets an httpOnly, SameSite=Lax, Path=/ session cookie (not Secure over plain http)', async () => {
    await createUser(t.db, 'cookie-user');
    const { response } = await login(t.app, 'cookie-user');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tl_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain=');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not accept a session id planted before login', async () => {
    await createUser(t.db, 'fixation');
    const planted = 'tl_session=' + 'A'.repeat(43);
    const { response, cookie } = await login(t.app, 'fixation', TEST_PASSWORD, { cookie: planted });
    expect(response.statusCode).toBe(200);
    expect(cookie).not.toBe(planted);
    expect((await callAs(t.app, planted, 'index/User/specialCheck')).body.status).toBe(401);
    expect((await callAs(t.app, cookie, 'index/User/specialCheck')).body.status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session: the old cookie is a guest afterwards, and caches are cleared', async () => {
    await createUser(t.db, 'leaver');
    const { cookie } = await login(t.app, 'leaver');
    const out = await post('/api/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache"');
    expect(String(out.headers['set-cookie'])).toMatch(/^tl_session=;/);
    // Replaying the old cookie: not logged in (401), and not "displaced" either.
    const replay = await callAs(t.app, cookie, 'index/User/specialCheck');
    expect(replay.body.status).toBe(401);
    expect((await callAs(t.app, cookie, 'index/User/reGetInfo')).body.data).toMatchObject({ isLogin: 0 });
  });
});

describe('change password', () => {
  it('needs the current password, then ends every other session and rotates this one', async () => {
    await createUser(t.db, 'changer');
    const other = await login(t.app, 'changer');
    const mine = await login(t.app, 'changer');
    const wrong = await post('/api/auth/password', { currentPassword: 'not it at all', newPassword: 'brand new secret' }, { cookie: mine.cookie });
    expect(wrong.json()).toMatchObject({ status: 400, msg: '当前密码错误' });
    const weak = await post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'password' }, { cookie: mine.cookie });
    expect(weak.json().msg).toBe('该密码过于常见，请换一个更难猜的密码');

    const ok = await post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'brand new secret' }, { cookie: mine.cookie });
    expect(ok.json()).toMatchObject({ status: 200, msg: '密码已修改' });
    const rotated = sessionCookieFrom(ok.headers['set-cookie']);
    expect(rotated).not.toBe(mine.cookie);
    expect((await callAs(t.app, mine.cookie, 'index/User/specialCheck')).body.status).toBe(401);
    expect((await callAs(t.app, rotated, 'index/User/specialCheck')).body.status).toBe(200);
    expect((await login(t.app, 'changer')).response.statusCode).toBe(401);
    expect((await login(t.app, 'changer', 'brand new secret')).response.statusCode).toBe(200);
    expect(other.cookie).not.toBe(rotated);
  });

  it('is refused to guests', async () => {
    const response = await post('/api/auth/password', { currentPassword: 'x', newPassword: 'brand new secret' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(401);
  });
});

describe('login rate limits (in the database)', () => {
  it(`answers 429 after ${LOGIN_BUDGETS.accountFromAddress} failures for one account from one address, even with the right password`, async () => {
    await createUser(t.db, 'target');
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress; i++) {
      expect((await login(t.app, 'target', `wrong ${i} password`)).response.statusCode).toBe(401);
    }
    const locked = await login(t.app, 'TARGET', TEST_PASSWORD);
    expect(locked.response.statusCode).toBe(429);
    // Counts down from the last failure: a slow machine may already have spent a second or two,
    // and the message says the same wait as the header ("1分钟" at 60 s, "59秒" a second later).
    const retryAfter = Number(locked.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.body.msg).toBe(retryAfter === 60 ? '尝试次数过多，请1分钟后再试' : `尝试次数过多，请${retryAfter}秒后再试`);
    const [row] = await t.db.query<{ failures: number }>(`SELECT failures FROM login_throttle WHERE key = 'login:account-address:target|127.0.0.1'`);
    expect(row!.failures).toBe(LOGIN_BUDGETS.accountFromAddress);
  });
});

/**
 * The tests below run a second app (another configuration) on this file's database, where the tests
 * above spent 127.0.0.1's login budget: each starts with no failures counted, whatever ran before it.
 */
const forgetLoginFailures = () => t.db.query('DELETE FROM login_throttle');

describe('per-address limit', () => {
  beforeEach(forgetLoginFailures);

  it('cannot be dodged with rotating X-Forwarded-For when no proxy is trusted', async () => {
    const fresh = await createTestApp({}, { db: t.db });
    try {
      for (let i = 0; i < LOGIN_BUDGETS.address; i++) {
        const r = await login(fresh.app, `spray-${i}`, 'wrong password!', { 'x-forwarded-for': `10.0.${i}.1` });
        expect(r.response.statusCode).toBe(401);
      }
      const blocked = await login(fresh.app, 'spray-new', 'wrong password!', { 'x-forwarded-for': '203.0.113.9' });
      expect(blocked.response.statusCode).toBe(429);
    } finally {
      await fresh.dispose();
    }
  });

  it('uses X-Forwarded-For only from a configured trusted proxy', async () => {
    const behindProxy = await createTestApp({ trustProxy: '127.0.0.1' }, { db: t.db });
    try {
      for (let i = 0; i < LOGIN_BUDGETS.address; i++) {
        await login(behindProxy.app, `spray-${i}`, 'wrong password!', { 'x-forwarded-for': '198.51.100.7' });
      }
      expect((await login(behindProxy.app, 'x-other', 'wrong password!', { 'x-forwarded-for': '198.51.100.7' })).response.statusCode).toBe(429);
      // Another real client behind the same proxy is not blocked.
      expect((await login(behindProxy.app, 'x-other', 'wrong password!', { 'x-forwarded-for': '198.51.100.8' })).response.statusCode).toBe(401);
    } finally {
      await behindProxy.dispose();
    }
  });
});

describe('production cookie', () => {
  beforeEach(forgetLoginFailures);

  it('is __Host- prefixed and Secure when served over https', async () => {
    const production = await createTestApp({ production: true }, { db: t.db });
    try {
      await createUser(production.db, 'prod-user');
      const { response, cookie } = await login(production.app, 'prod-user');
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-tl_session=/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Path=/');
      expect(setCookie.length).toBeLessThan(4096);
      expect((await callAs(production.app, cookie, 'index/User/specialCheck')).body.status).toBe(200);
      // The same token under the non-prefixed name is not a session.
      const renamed = cookie.replace('__Host-tl_session', 'tl_session');
      expect((await callAs(production.app, renamed, 'index/User/specialCheck')).body.status).toBe(401);
    } finally {
      await production.dispose();
    }
  });
});
