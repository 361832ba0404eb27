import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOC_PATH, exampleParams, renderApiDoc } from '../../server/api/api-doc';
import { calls, type CallDef } from '../../src/shared/contract';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';

/** docs/api.md is generated from the contract (npm run docs:api) and must not drift from it. */

let t: TestApp;
let vip = '';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, 'api-doc-vip', { vipDays: 30, channels: [20850, 20840, 20860] });
  vip = (await login(t.app, 'api-doc-vip')).cookie;
});
afterAll(() => t.dispose());

describe('docs/api.md', () => {
  it('is what the contract generates today (run npm run docs:api after changing a call)', async () => {
    const onDisk = await readFile(API_DOC_PATH, 'utf8');
    const generated = renderApiDoc();
    expect(onDisk === generated, 'docs/api.md is out of date: run `npm run docs:api` and commit it').toBe(true);
    for (const name of Object.keys(calls)) expect(generated, name).toContain(`### ${name}\n`);
  });

  it('gives every call an example request that the server takes', async () => {
    const refused: string[] = [];
    for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
      const params = exampleParams(def);
      if (params === null) {
        refused.push(`${name}: no example`);
        continue;
      }
      const { body } = await callAs(t.app, vip, name, params);
      if (body.msg.startsWith('请求参数错误')) refused.push(`${name}: ${body.msg}`);
    }
    expect(refused, refused.join('\n')).toEqual([]);
  });
});
