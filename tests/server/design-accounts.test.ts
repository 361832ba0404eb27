import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { DESIGN_MESSAGES, DESIGNER_ONLY_MESSAGE, type DesignCompany, type DesignMember } from '../../src/shared/contract/calls/design';

let t: TestApp;
const ids: Record<string, number> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, type] of [
    ['owner-a', 1],
    ['owner-b', 1],
    ['des-1', 1],
    ['des-2', 1],
    ['des-3', 1],
    ['lone-designer', 1],
    ['plain-member', 0],
  ] as const) {
    ids[name] = await createUser(t.db, name, { type });
    cookies[name] = (await login(t.app, name)).cookie;
  }
  await t.db.query(`INSERT INTO design_companies (name, owner_user_id, seats) VALUES ('A 设计', $1, 10), ('B 设计', $2, 10)`, [ids['owner-a'], ids['owner-b']]);
});
afterAll(() => t.dispose());

const as = (who: string, name: string, params: Record<string, unknown> = {}) => callAs(t.app, cookies[who]!, name, params);
const bind = (who: string, target: string, status: 0 | 1) => as(who, 'oct/UserCenter/setBindDesignStatus', { id: ids[target], status });
const boundRows = async (target: string) =>
  t.db.query<{ company_id: number }>('SELECT company_id FROM design_team_members WHERE user_id = $1 AND status = 1', [ids[target]]);

describe('design-side accounts', () => {
  it('answers 请使用设计师账号登录 to a non-designer on every call', async () => {
    for (const [name, params] of [
      ['oct/UserCenter/getCommpany', {}],
      ['oct/UserCenter/getDesignTeam', {}],
      ['oct/UserCenter/getDesign', { account: 'des-1' }],
      ['oct/UserCenter/setBindDesignStatus', { id: ids['des-1'], status: 1 }],
    ] as const) {
      const { http, body } = await as('plain-member', name, params);
      expect(http, name).toBe(403);
      expect(body, name).toEqual({ status: 403, data: null, msg: DESIGNER_ONLY_MESSAGE });
    }
    expect((await callAs(t.app, '', 'oct/UserCenter/getCommpany')).body.status).toBe(401);
  });

  it('a designer without a company has none, no team, and cannot bind', async () => {
    expect((await as('lone-designer', 'oct/UserCenter/getCommpany')).body.data).toEqual({ company: null });
    expect((await as('lone-designer', 'oct/UserCenter/getDesignTeam')).body.status).toBe(4000);
    expect((await as('lone-designer', 'oct/UserCenter/getDesign', { account: 'des-1' })).body.msg).toBe(DESIGN_MESSAGES.noCompany);
    expect((await bind('lone-designer', 'des-1', 1)).body.msg).toBe(DESIGN_MESSAGES.noCompany);
  });

  it('the owner looks a designer up, binds it once, and sees it in the team', async () => {
    const lookup = await as('owner-a', 'oct/UserCenter/getDesign', { account: 'DES-1' });
    expect(lookup.body.data).toEqual({ designer: { id: ids['des-1'], username: 'des-1', nickname: '', state: 'free' } });
    const bound = await bind('owner-a', 'des-1', 1);
    expect(bound.body.status).toBe(200);
    const { member, company } = bound.body.data as { member: DesignMember; company: DesignCompany };
    expect(member).toMatchObject({ id: ids['des-1'], username: 'des-1', status: 1 });
    expect(company).toMatchObject({ name: 'A 设计', seats: 10, used: 1, role: 'owner', owner: 'owner-a' });
    expect((await bind('owner-a', 'des-1', 1)).body).toMatchObject({ status: 409, msg: DESIGN_MESSAGES.boundHere });
    const team = (await as('owner-a', 'oct/UserCenter/getDesignTeam')).body.data as { list: DesignMember[] };
    expect(team.list.map((entry) => [entry.username, entry.status])).toEqual([['des-1', 1]]);
    expect((await as('owner-a', 'oct/UserCenter/getDesign', { account: 'des-1' })).body.data).toMatchObject({ designer: { state: 'bound_here' } });
  });

  it('a bound designer sees its company and team as a member, and may not bind anyone', async () => {
    const company = (await as('des-1', 'oct/UserCenter/getCommpany')).body.data as { company: DesignCompany };
    expect(company.company).toMatchObject({ name: 'A 设计', role: 'member' });
    expect(((await as('des-1', 'oct/UserCenter/getDesignTeam')).body.data as { count: number }).count).toBe(1);
    expect((await bind('des-1', 'des-2', 1)).body).toMatchObject({ status: 403, msg: DESIGN_MESSAGES.ownerOnly });
  });

  it('refuses binding a non-designer, oneself, another company’s owner or an unknown account', async () => {
    expect((await bind('owner-a', 'plain-member', 1)).body.msg).toBe(DESIGN_MESSAGES.notDesigner);
    expect((await bind('owner-a', 'owner-a', 1)).body.msg).toBe(DESIGN_MESSAGES.self);
    expect((await bind('owner-a', 'owner-b', 1)).body.msg).toBe(DESIGN_MESSAGES.boundElsewhere);
    expect((await as('owner-a', 'oct/UserCenter/setBindDesignStatus', { id: 987_654, status: 1 })).body.status).toBe(404);
    expect((await as('owner-a', 'oct/UserCenter/getDesign', { account: 'plain-member' })).body.msg).toBe(DESIGN_MESSAGES.notDesigner);
    expect((await as('owner-a', 'oct/UserCenter/getDesign', { account: 'nobody-here' })).body.msg).toBe(DESIGN_MESSAGES.notFound);
  });

  it('IDOR: another company can neither bind nor unbind a designer of this one, nor list it', async () => {
    expect((await as('owner-b', 'oct/UserCenter/getDesign', { account: 'des-1' })).body.data).toMatchObject({ designer: { state: 'bound_elsewhere' } });
    expect((await bind('owner-b', 'des-1', 1)).body).toMatchObject({ status: 409, msg: DESIGN_MESSAGES.boundElsewhere });
    expect((await bind('owner-b', 'des-1', 0)).body).toMatchObject({ status: 409, msg: DESIGN_MESSAGES.notBound });
    expect(await boundRows('des-1')).toHaveLength(1);
    const teamB = await as('owner-b', 'oct/UserCenter/getDesignTeam');
    expect((teamB.body.data as { list: DesignMember[] }).list).toEqual([]);
  });

  it('enforces the seat limit', async () => {
    await t.db.query(`UPDATE design_companies SET seats = 1 WHERE owner_user_id = $1`, [ids['owner-a']]);
    expect((await bind('owner-a', 'des-2', 1)).body).toMatchObject({ status: 409, msg: DESIGN_MESSAGES.seatsFull });
    await t.db.query(`UPDATE design_companies SET seats = 10 WHERE owner_user_id = $1`, [ids['owner-a']]);
  });

  it('unbinds once; the designer is then free for another company, and the owner still sees the history', async () => {
    const unbound = await bind('owner-a', 'des-1', 0);
    expect(unbound.body.data).toMatchObject({ member: { status: 0 }, company: { used: 0 } });
    expect((await bind('owner-a', 'des-1', 0)).body.msg).toBe(DESIGN_MESSAGES.notBound);
    expect((await as('des-1', 'oct/UserCenter/getCommpany')).body.data).toEqual({ company: null });
    const team = (await as('owner-a', 'oct/UserCenter/getDesignTeam')).body.data as { list: DesignMember[] };
    expect(team.list.map((entry) => [entry.username, entry.status])).toEqual([['des-1', 0]]);
    expect((await bind('owner-b', 'des-1', 1)).body.status).toBe(200);
    expect((await bind('owner-a', 'des-1', 1)).body.msg).toBe(DESIGN_MESSAGES.boundElsewhere);
  });

  it('binds a designer to exactly one company when two companies race for it, on this engine', async () => {
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => bind(i % 2 ? 'owner-a' : 'owner-b', 'des-3', 1)));
    expect(attempts.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    expect(attempts.filter((answer) => answer.body.status === 409)).toHaveLength(19);
    expect(await boundRows('des-3')).toHaveLength(1);
  });

  it('accepts the id and status as numeric strings', async () => {
    const { body } = await as('owner-a', 'oct/UserCenter/setBindDesignStatus', { id: String(ids['des-2']), status: '1' });
    expect(body.status).toBe(200);
  });
});
