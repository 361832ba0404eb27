import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, deviceCookieFrom, sessionCookieFrom, TEST_PASSWORD } from '../support/accounts';
import { LOGIN_BUDGETS } from '../../server/auth/routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

interface Attempt {
  account: string;
  password: string;
  address: string;
  cookie?: string;
}

async function attempt(app: FastifyInstance, { account, password, address, cookie }: Attempt) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { account, password },
  });
  return { status: response.statusCode, body: response.json() as { status: number; msg: string }, headers: response.headers };
}

async function ownerDevice(account: string, address: string): Promise<string> {
  const first = await attempt(t.app, { account, password: TEST_PASSWORD, address });
  expect(first.status).toBe(200);
  const setCookie = String(first.headers['set-cookie']);
  expect(setCookie).toMatch(/tl_device=[^;]+;[^,]*HttpOnly/);
  return deviceCookieFrom(first.headers['set-cookie']);
}

const wrong = (i: number) => `wrong guess number ${i}`;

describe('login throttle under a burst of parallel guesses (issue #18 item 10)', () => {
  it('checks at most the allowed passwords of 100 parallel guesses; the right one inside the burst is refused; the owner\'s device logs in meanwhile', async () => {
    await createUser(t.db, 'burst-target');
    const device = await ownerDevice('burst-target', '192.0.2.10');
    const attacker = '198.51.100.66';
    const guesses = Array.from({ length: 100 }, (_, i) =>
      attempt(t.app, { account: 'burst-target', password: i === 89 ? TEST_PASSWORD : wrong(i), address: attacker }),
    );
    const owner = attempt(t.app, { account: 'burst-target', password: TEST_PASSWORD, address: '192.0.2.10', cookie: device });
    const results = await Promise.all(guesses);

    // Every 401 is a password that was checked; every other answer was refused before hashing.
    // (The first wait past the budget is a minute, longer than this test may run.)
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_BUDGETS.accountFromAddress);
    expect(results.filter((r) => r.status === 429).length).toBe(100 - checked);
    expect(results[89]!.status).toBe(429);
    expect(results[89]!.body.msg).toMatch(/^尝试次数过多，请\d+(秒|分钟)后再试$/);
    expect(results.some((r) => r.status === 200)).toBe(false);

    const ownerResult = await owner;
    expect(ownerResult.status).toBe(200);
  });

  it('lets the same account in from another address while one address is throttled', async () => {
    await createUser(t.db, 'two-places');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(t.app, { account: 'two-places', password: wrong(i), address: '203.0.113.5' })),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LOGIN_BUDGETS.accountFromAddress);
    expect((await attempt(t.app, { account: 'two-places', password: TEST_PASSWORD, address: '203.0.113.5' })).status).toBe(429);
    expect((await attempt(t.app, { account: 'two-places', password: TEST_PASSWORD, address: '203.0.113.6' })).status).toBe(200);
  });

  it('caps checks per account from many addresses at once, yet the owner\'s device still logs in', async () => {
    await createUser(t.db, 'spread-target');
    const device = await ownerDevice('spread-target', '192.0.2.20');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        attempt(t.app, { account: 'spread-target', password: wrong(i), address: `10.${Math.floor(i / 250)}.${i % 250}.9` }),
      ),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LOGIN_BUDGETS.account);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    // A fresh address without the device cookie meets the account ceiling …
    expect((await attempt(t.app, { account: 'spread-target', password: TEST_PASSWORD, address: '192.0.2.99' })).status).toBe(429);
    // … the device that logged in before does not.
    const owner = await attempt(t.app, { account: 'spread-target', password: TEST_PASSWORD, address: '192.0.2.21', cookie: device });
    expect(owner.status).toBe(200);
  });

  it('grows the delay after each failure past the budget (1, 2, 4 minutes …) instead of a fixed lock', async () => {
    await createUser(t.db, 'slow-down');
    const address = '203.0.113.40';
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress; i++) {
      expect((await attempt(t.app, { account: 'slow-down', password: wrong(i), address })).status).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await attempt(t.app, { account: 'slow-down', password: TEST_PASSWORD, address });
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      // Let the wait pass (moved in the database rather than slept), then guess wrong once more.
      await t.db.query(`UPDATE login_throttle SET next_check_at = now() - interval '1 second' WHERE key = $1`, [`login:account-address:slow-down|${address}`]);
      expect((await attempt(t.app, { account: 'slow-down', password: wrong(100 + round), address })).status).toBe(401);
    }
    // Each wait counts down from its start: a slow machine may already have spent a few of its seconds.
    [60, 120, 240].forEach((full, round) => {
      expect(waits[round]).toBeLessThanOrEqual(full);
      expect(waits[round]).toBeGreaterThan(full - 10);
    });
    expect((await attempt(t.app, { account: 'slow-down', password: TEST_PASSWORD, address })).body.msg).toBe('尝试次数过多，请8分钟后再试');
  });

  it('ignores a device cookie that is forged or belongs to another account', async () => {
    await createUser(t.db, 'cookie-owner');
    await createUser(t.db, 'cookie-victim');
    const device = await ownerDevice('cookie-owner', '192.0.2.30');
    const address = '203.0.113.77';
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress; i++) {
      expect((await attempt(t.app, { account: 'cookie-victim', password: wrong(i), address })).status).toBe(401);
    }
    // Another account's device cookie gives the victim's attacker no fresh budget.
    expect((await attempt(t.app, { account: 'cookie-victim', password: wrong(9), address, cookie: device })).status).toBe(429);
    const [, userId, deviceId] = /tl_device=(\d+)\.([^.]+)\./.exec(device)!;
    const forged = `tl_device=${Number(userId) + 1}.${deviceId}.${'A'.repeat(43)}`;
    expect((await attempt(t.app, { account: 'cookie-victim', password: wrong(10), address, cookie: forged })).status).toBe(429);
  });

  it('a successful login starts the address budget again and keeps the session working', async () => {
    await createUser(t.db, 'typo-user');
    const address = '203.0.113.90';
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress - 1; i++) {
      expect((await attempt(t.app, { account: 'typo-user', password: wrong(i), address })).status).toBe(401);
    }
    const ok = await attempt(t.app, { account: 'typo-user', password: TEST_PASSWORD, address });
    expect(ok.status).toBe(200);
    expect((await callAs(t.app, sessionCookieFrom(ok.headers['set-cookie']), 'index/User/specialCheck')).body.status).toBe(200);
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress; i++) {
      expect((await attempt(t.app, { account: 'typo-user', password: wrong(i), address })).status).toBe(401);
    }
  });
});

describe('password change throttle', () => {
  it('checks at most the budget of parallel wrong current passwords', async () => {
    await createUser(t.db, 'changer-burst');
    const login = await attempt(t.app, { account: 'changer-burst', password: TEST_PASSWORD, address: '192.0.2.50' });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: { 'content-type': 'application/json', cookie },
          payload: { currentPassword: wrong(i), newPassword: 'a brand new passphrase' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(5);
    expect(results.some((r) => r.statusCode === 200)).toBe(false);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(25);
  });
});

describe('registration (issue #18 item 12: 409 tells an account exists, so it is throttled per address)', () => {
  it('refuses the 11th registration attempt in an hour from one address, taken accounts included, but not another address', async () => {
    await createUser(t.db, 'already-here');
    const register = (account: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: { account, password: 'a long enough secret' },
      });
    const probes = await Promise.all(Array.from({ length: 10 }, () => register('already-here', '198.51.100.200')));
    expect(probes.every((r) => r.statusCode === 409 && r.json().msg === '该账号已被注册')).toBe(true);
    const eleventh = await register('already-here', '198.51.100.200');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().msg).toBe('尝试次数过多，请稍后再试');
    expect((await register('already-here', '198.51.100.201')).statusCode).toBe(409);
  });
});
