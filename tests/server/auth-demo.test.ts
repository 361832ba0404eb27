import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, login } from '../support/accounts';
import { DEMO_PASSWORD, seedDemoAccountsWithCatalogue } from '../../server/accounts/demo';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('demo accounts', () => {
  it('come with a freshly seeded demo catalogue: member, VIP and designer, password trendloom-demo', async () => {
    t = await createTestApp();
    expect(await seedDemoAccountsWithCatalogue(t.db, { catalogueSeeded: true, config: t.config, env: {} })).toEqual([
      'demo-member',
      'demo-vip',
      'demo-designer',
      'demo-designer-lin',
      'demo-designer-zhou',
      'demo-designer-chen',
    ]);
    const info = async (name: string) => (await callAs(t!.app, (await login(t!.app, name, DEMO_PASSWORD)).cookie, 'index/User/reGetInfo')).body.data;
    expect(await info('demo-member')).toMatchObject({ isLogin: 1, is_vip: 0, type: 0 });
    expect(await info('demo-vip')).toMatchObject({ isLogin: 1, is_vip: 1, is_auth: 1, type: 0 });
    expect(await info('demo-designer')).toMatchObject({ isLogin: 1, is_vip: 0, type: 1 });
    // demo-designer owns a design company with two bound designers (issue #12).
    const designer = (await login(t!.app, 'demo-designer', DEMO_PASSWORD)).cookie;
    expect((await callAs(t!.app, designer, 'oct/UserCenter/getCommpany')).body.data).toMatchObject({ company: { name: '潮织设计工作室', used: 2, role: 'owner' } });
    // A second start leaves them alone.
    expect(await seedDemoAccountsWithCatalogue(t.db, { catalogueSeeded: true, config: t.config, env: {} })).toEqual([]);
    // Six argon2 hashes and logins: seconds alone, far more beside the browsers on two busy cores.
  }, 300_000); // a ceiling: seeding encodes AVIF/WebP copies, slow while the browsers run beside it

  it('are never created without the demo catalogue, nor in production without DEMO_MODE=enabled', async () => {
    t = await createTestApp();
    expect(await seedDemoAccountsWithCatalogue(t.db, { catalogueSeeded: false, config: t.config, env: {} })).toEqual([]);
    const production = { ...t.config, production: true };
    expect(await seedDemoAccountsWithCatalogue(t.db, { catalogueSeeded: true, config: production, env: {} })).toEqual([]);
    expect(await t.db.query('SELECT username FROM users')).toEqual([]);
    expect(await seedDemoAccountsWithCatalogue(t.db, { catalogueSeeded: true, config: production, env: { DEMO_MODE: 'enabled' } })).toHaveLength(6);
  });
});
