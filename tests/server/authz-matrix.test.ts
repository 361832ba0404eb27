import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallDef } from '../../src/shared/contract';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { loadFixture } from './catalogue-fixture';
import { AUTHZ_MATRIX, EXPECTED_FOR_ACCESS, ROLES, type Outcome, type Role } from './authz-matrix';

let t: TestApp;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db);
  const users: [Exclude<Role, 'guest' | 'displaced'>, Parameters<typeof createUser>[2]][] = [
    ['member', {}],
    ['vip', { vipDays: 30, channels: [20850, 20840, 20860] }],
    ['vipExpired', { vipDays: -1, channels: [20850, 20840, 20860] }],
    ['designer', { type: 1 }],
    ['wrongChannel', { vipDays: 30, channels: [20840] }],
  ];
  for (const [role, options] of users) {
    await createUser(t.db, `matrix-${role}`, options);
    cookies[role] = (await login(t.app, `matrix-${role}`)).cookie;
  }
  cookies.guest = '';
  await createUser(t.db, 'matrix-displaced', { vipDays: 30 });
  cookies.displaced = (await login(t.app, 'matrix-displaced')).cookie;
  await login(t.app, 'matrix-displaced');
});
afterAll(() => t.dispose());

function outcomeOf(status: number): Outcome {
  if (status === 401) return 'login';
  if (status === 9527) return 'denied';
  if (status === 1845) return 'displaced';
  return 'ok';
}

/** Objects marked VIP (`is_vip: true`) that reach a caller without VIP must be locked. */
function unlockedVipObjects(value: unknown, path = 'data'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => unlockedVipObjects(entry, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const here = record.is_vip === true && record.locked !== true ? [path] : [];
  return [...here, ...Object.entries(record).flatMap(([key, entry]) => unlockedVipObjects(entry, `${path}.${key}`))];
}

const NOT_VIP: Role[] = ['guest', 'member', 'vipExpired', 'designer', 'displaced'];

describe('authorization matrix over every registered /api/data call', () => {
  it('has a row for every registered call and no row for a call that does not exist', () => {
    const names = t.app.registry.names();
    const missing = names.filter((name) => !(name in AUTHZ_MATRIX));
    const suggestions = missing.map((name) => {
      const def = (calls as Record<string, CallDef>)[name]!;
      return `  '${name}': { params: { /* valid sample params */ }, expect: ${EXPECTED_FOR_ACCESS[def.access]} },  // declared access: ${def.access}`;
    });
    expect(
      missing,
      `Missing rows in tests/server/authz-matrix.ts — add to AUTHZ_MATRIX (and check the outcomes are what you intend):\n${suggestions.join('\n')}\n`,
    ).toEqual([]);
    const stale = Object.keys(AUTHZ_MATRIX).filter((name) => !names.includes(name));
    expect(stale, `Rows in tests/server/authz-matrix.ts for calls that are not registered: remove ${stale.join(', ')}`).toEqual([]);
  });

  // Every registered call × every role, one after the other: past the default 60 s on a busy machine.
  it('answers every call as the table says, for every role, and never hands VIP payloads to non-VIP callers', async () => {
    const mismatches: string[] = [];
    for (const name of t.app.registry.names()) {
      const row = AUTHZ_MATRIX[name];
      if (!row) continue; // reported by the test above
      for (const role of ROLES) {
        const { body } = await callAs(t.app, cookies[role], name, row.params);
        if (body.status === 400 && body.msg.startsWith('请求参数错误')) {
          mismatches.push(`${name} as ${role}: the row's params are invalid (${body.msg}); fix params in tests/server/authz-matrix.ts`);
          continue;
        }
        const actual = outcomeOf(body.status);
        if (actual !== row.expect[role]) {
          mismatches.push(`${name} as ${role}: expected ${row.expect[role]}, got ${actual} (status ${body.status} ${body.msg})`);
        }
        if (NOT_VIP.includes(role)) {
          for (const path of unlockedVipObjects(body.data)) mismatches.push(`${name} as ${role}: VIP payload not locked at ${path}`);
        }
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 300_000);
});
