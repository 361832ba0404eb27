import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs } from '../support/accounts';
import { CONSULTS_PER_ADDRESS_PER_HOUR } from '../../server/consult/handlers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const consult = (params: Record<string, unknown>, address = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/data',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: { module: 'oct', controller: 'General', func: 'addConsult', params },
  });

describe('General/addConsult', () => {
  it('stores a request with whitespace trimmed (spaces, tabs, full-width spaces, letters "s" kept)', async () => {
    const response = await consult(
      { type: 'vip_trial', mobile: ' \t13800138000\u3000', address: '  上海市 s ', intention: ' styles and prints\n' },
      '10.1.0.1',
    );
    expect(response.json()).toEqual({ status: 200, data: { received: true }, msg: 'success' });
    const [row] = await t.db.query(`SELECT type, mobile, address, intention, user_id FROM consult_requests ORDER BY id DESC LIMIT 1`);
    expect(row).toEqual({ type: 'vip_trial', mobile: '13800138000', address: '上海市 s', intention: 'styles and prints', user_id: null });
  });

  it('region and intention are optional', async () => {
    expect((await consult({ mobile: '13912345678' }, '10.1.0.2')).json().status).toBe(200);
  });

  it.each([
    [{ mobile: '' }, '请输入手机号！'],
    [{ mobile: '   \u3000 ' }, '请输入手机号！'],
    [{ mobile: '1380013800' }, '请输入正确的手机号！'],
    [{ mobile: '23800138000' }, '请输入正确的手机号！'],
    [{ mobile: '1380013800s' }, '请输入正确的手机号！'],
    [{ mobile: '138 0013 8000' }, '请输入正确的手机号！'],
  ])('%j → %s', async (params, message) => {
    const response = await consult(params, '10.1.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(message);
  });

  it('drops fields it does not declare (legacy page context) and stores only its own', async () => {
    expect((await consult({ mobile: '13800138000', status: 'approved', channel: 20850 }, '10.1.0.4')).statusCode).toBe(200);
    const [row] = await t.db.query<Record<string, unknown>>(`SELECT * FROM consult_requests ORDER BY id DESC LIMIT 1`);
    expect(row).toMatchObject({ mobile: '13800138000', type: 'vip_trial' });
    expect(row).not.toHaveProperty('status');
  });

  it(`answers 429 after ${CONSULTS_PER_ADDRESS_PER_HOUR} requests an hour from one address`, async () => {
    for (let i = 0; i < CONSULTS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await consult({ mobile: '13800138000' }, '10.9.9.9')).statusCode).toBe(200);
    }
    const blocked = await consult({ mobile: '13800138000' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('提交过于频繁，请稍后再试');
    expect((await consult({ mobile: '13800138000' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('guests may call it', async () => {
    expect((await callAs(t.app, '', 'oct/General/addConsult', { mobile: '15000000000' })).body.status).toBe(200);
  });
});
