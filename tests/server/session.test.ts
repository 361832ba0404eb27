import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callData, createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, deviceCookieFrom, login } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const status = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });

describe('one device at a time', () => {
  it('a second login displaces the first: every protected call of the old cookie answers 1845', async () => {
    await createUser(t.db, 'two-devices', { vipDays: 30 });
    const a = await login(t.app, 'two-devices');
    expect((await callAs(t.app, a.cookie, 'index/User/specialCheck')).body.status).toBe(200);
    const b = await login(t.app, 'two-devices');

    const displaced = { status: 1845, data: null, msg: '账号已在其它设备登录，请退出后重新登录！' };
    for (const [name, params] of [
      ['index/User/specialCheck', {}],
      ['index/User/reGetInfo', {}],
      ['oct/UserCenter/getMyInfo', {}],
      ['oct/Order/myOrders', {}],
      ['oct/Order/preview', { buyType: 'year' }],
      ['oct/Order/create', { buyType: 'year', idempotency_key: 'displaced-device-key-1' }],
    ] as const) {
      const { http, body } = await callAs(t.app, a.cookie, name, params);
      expect(body, name).toEqual(displaced);
      expect(http, name).toBe(401);
    }
    expect((await status(a.cookie)).json()).toEqual(displaced);
    const sandboxPay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      payload: { order_no: 'TL20260101000000ABCDEF12' },
    });
    expect(sandboxPay.json()).toEqual(displaced);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { 'content-type': 'application/json', cookie: a.cookie },
      payload: { currentPassword: 'x', newPassword: 'long enough secret' },
    });
    expect(password.json()).toEqual(displaced);
    expect(await t.db.query(`SELECT 1 FROM orders`)).toEqual([]);

    // B is unaffected.
    expect((await callAs(t.app, b.cookie, 'index/User/specialCheck')).body.status).toBe(200);
    expect((await callAs(t.app, b.cookie, 'index/User/reGetInfo')).body.data).toMatchObject({ isLogin: 1, username: 'two-devices', is_vip: 1 });
  });

  it('logging out on the displaced device clears its cookie; it is a guest afterwards, B stays in', async () => {
    await createUser(t.db, 'kicked-then-out');
    const a = await login(t.app, 'kicked-then-out');
    const b = await login(t.app, 'kicked-then-out');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: a.cookie } });
    expect((await status(b.cookie)).json().status).toBe(200);
  });

  it('50 concurrent logins leave exactly one valid session and no server error', async () => {
    const userId = await createUser(t.db, 'storm');
    // 50 devices that logged in before: each spends its own login budget (issue #18 item 10).
    const devices: string[] = [];
    for (let i = 0; i < 50; i++) devices.push(deviceCookieFrom((await login(t.app, 'storm')).response.headers['set-cookie']));
    const results = await Promise.all(devices.map((device) => login(t.app, 'storm', undefined, { cookie: device })));
    expect(results.filter((r) => r.response.statusCode >= 500)).toEqual([]);
    const issued = results.filter((r) => r.response.statusCode === 200).map((r) => r.cookie);
    expect(issued.length).toBe(50);
    const probes = await Promise.all(issued.map(async (cookie) => (await status(cookie)).json().status as number));
    expect(probes.filter((s) => s === 200)).toHaveLength(1);
    expect(probes.filter((s) => s === 1845)).toHaveLength(49);
    const [{ active }] = (await t.db.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    )) as [{ active: number }];
    expect(active).toBe(1);
  });
});

describe('entitlements are read on every request', () => {
  it('VIP expiry takes effect on the very next request', async () => {
    const id = await createUser(t.db, 'expiring', { vipDays: 30 });
    const { cookie } = await login(t.app, 'expiring');
    expect((await callAs(t.app, cookie, 'index/User/reGetInfo')).body.data).toMatchObject({
      is_vip: 1,
      is_auth: 1,
      channel_auth_type: { '20850': 1, '20840': 1, '20860': 1 },
    });
    const before = await t.app.resolveCaller(fakeRequest(cookie));
    expect(before.user).toMatchObject({ isVip: true, channels: [20840, 20850, 20860] });

    await t.db.query(`UPDATE users SET vip_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await t.db.query(`UPDATE user_channels SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [id]);
    const info = (await callAs(t.app, cookie, 'index/User/reGetInfo')).body.data;
    expect(info).toMatchObject({ is_vip: 0, is_auth: 0, channel_auth_type: { '20850': 0, '20840': 0, '20860': 0 } });
    expect(info).toMatchObject({ auth_tips: { '20850_0_noauth': '对不起！您没有浏览此内容的权限！' } });
    const after = await t.app.resolveCaller(fakeRequest(cookie));
    expect(after.user).toMatchObject({ isVip: false, channels: [] });
  });

  it('user info has exactly the spec §3 fields, for guests too', async () => {
    const keys = ['isLogin', 'username', 'customer_id', 'guideStep', 'channel_auth_type', 'auth_tips', 'is_vip', 'is_auth', 'is_buy_vip', 'type', 'hide_by_pms_1517'];
    const guest = await callAs(t.app, '', 'index/User/reGetInfo');
    expect(Object.keys(guest.body.data as object).sort()).toEqual([...keys].sort());
    expect(guest.body.data).toMatchObject({ isLogin: 0, is_vip: 0 });
    await createUser(t.db, 'designer-x', { type: 1 });
    const { cookie } = await login(t.app, 'designer-x');
    const designer = await callAs(t.app, cookie, 'index/User/reGetInfo');
    expect(Object.keys(designer.body.data as object).sort()).toEqual([...keys].sort());
    expect(designer.body.data).toMatchObject({ isLogin: 1, type: 1, username: 'designer-x', is_buy_vip: 0, hide_by_pms_1517: 0 });
  });
});

/** resolveCaller only reads cookies and the address from a request. */
function fakeRequest(cookie: string) {
  const [name, value] = cookie.split('=') as [string, string];
  return { cookies: { [name]: value }, ip: '127.0.0.1' } as unknown as Parameters<TestApp['app']['resolveCaller']>[0];
}

describe('session checks are never cacheable (issue #18 item 11)', () => {
  it('answers specialCheck, reGetInfo and getMyInfo with no-store and without the service worker\'s opt-in; other reads keep it', async () => {
    await createUser(t.db, 'no-cache-user', { vipDays: 30 });
    const { cookie } = await login(t.app, 'no-cache-user');
    for (const [module, controller, func] of [
      ['index', 'User', 'specialCheck'],
      ['index', 'User', 'reGetInfo'],
      ['oct', 'UserCenter', 'getMyInfo'],
    ]) {
      const answer = await callData(t.app, { module, controller, func, params: {} }, { cookie });
      expect(answer.body.status, func).toBe(200);
      expect(answer.headers['cache-control'], func).toBe('no-store');
      expect(answer.headers['x-trendloom-cacheable'], func).toBeUndefined();
    }
    const read = await callData(t.app, { module: 'oct', controller: 'General', func: 'serviceInfo', params: {} }, { cookie });
    expect(read.headers['x-trendloom-cacheable']).toBe('1');
  });
});
