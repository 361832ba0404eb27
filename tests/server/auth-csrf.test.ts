import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, login } from '../support/accounts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, 'csrf-victim');
  ({ cookie } = await login(t.app, 'csrf-victim'));
});
afterAll(() => t.dispose());

const consult = JSON.stringify({ module: 'oct', controller: 'General', func: 'addConsult', params: { mobile: '13800138000' } });

/** Every state-changing route, in each content type a cross-site form or fetch can send. */
const STATE_CHANGING = [
  { url: '/api/data', body: consult },
  { url: '/api/auth/login', body: JSON.stringify({ account: 'csrf-victim', password: 'x' }) },
  { url: '/api/auth/register', body: JSON.stringify({ account: 'newbie', password: 'long enough secret' }) },
  { url: '/api/auth/logout', body: '{}' },
  { url: '/api/auth/password', body: JSON.stringify({ currentPassword: 'a', newPassword: 'long enough secret' }) },
  { url: '/api/payments/sandbox/pay', body: JSON.stringify({ order_no: 'TL20260101000000ABCDEF12' }) },
];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json'];

describe('CSRF: cross-site state changes are refused', () => {
  it.each(STATE_CHANGING.flatMap((route) => CONTENT_TYPES.map((type) => ({ ...route, type }))))(
    'refuses $type to $url from another site',
    async ({ url, body, type }) => {
      for (const headers of [
        { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:5999' },
        { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ]) {
        const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type, cookie, ...headers }, payload: body });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({ status: 403, data: null, msg: '跨站请求已拒绝' });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    },
  );

  it('changed nothing: no consult stored, the session still valid', async () => {
    expect(await t.db.query('SELECT id FROM consult_requests')).toEqual([]);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } });
    expect(check.json().status).toBe(200);
  });

  it('accepts the same requests from our own pages', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/data',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', cookie },
      payload: consult,
    });
    expect(sameOrigin.json()).toMatchObject({ status: 200, data: { received: true } });
  });

  it('lets the payment notification through (it is signature-checked instead)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://openapi.alipay.com' },
      payload: 'out_trade_no=TL20260101000000ABCDEF12&sign=AAAA',
    });
    // Reached the route: refused for its bad signature, not for CSRF.
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('fail');
  });

  it('leaves safe methods alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { 'sec-fetch-site': 'cross-site', cookie } });
    expect(response.statusCode).toBe(200);
  });
});
