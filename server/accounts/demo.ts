import type { Config } from '../config';
import type { Db } from '../db/db';
import { hashPassword } from '../auth/password';
import { extendVip, insertUser } from './users';

export const DEMO_PASSWORD = 'trendloom-demo';
const DEMO_VIP_DAYS = 365;
const DEMO_VIP_CHANNELS = [20850, 20840, 20860];

/**
 * Demo accounts (README): demo-member (no VIP), demo-vip (VIP over the three main channels)
 * and demo-designer (type 1). Only for demo databases: call it where the demo catalogue is
 * seeded, never on a production database. Existing accounts are left alone.
 */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: string[] = [];
  for (const [username, type] of [
    ['demo-member', 0],
    ['demo-vip', 0],
    ['demo-designer', 1],
  ] as const) {
    const id = await insertUser(db, { username, passwordHash, type });
    if (id === null) continue;
    created.push(username);
    if (username === 'demo-vip') {
      await db.transaction((tx) => extendVip(tx, id, new Date(Date.now() + DEMO_VIP_DAYS * 86_400_000), DEMO_VIP_CHANNELS));
    }
  }
  created.push(...(await seedDemoDesignTeam(db, passwordHash)));
  return created;
}

/** The design team around demo-designer: bound designers and one still free to bind. */
const DEMO_DESIGN_TEAM = [
  { username: 'demo-designer-lin', nickname: '林设计', bound: true },
  { username: 'demo-designer-zhou', nickname: '周设计', bound: true },
  { username: 'demo-designer-chen', nickname: '陈设计', bound: false },
] as const;

/**
 * demo-designer owns the company 潮织设计工作室 (UserCenter/getCommpany) with two bound designers
 * and a third one free to bind from the account management page. Leaves existing rows alone.
 */
async function seedDemoDesignTeam(db: Db, passwordHash: string): Promise<string[]> {
  const created: string[] = [];
  const [owner] = await db.query<{ id: number }>(`SELECT id FROM users WHERE lower(username) = 'demo-designer' AND type = 1`);
  if (!owner) return created;
  const [company] = await db.query<{ id: number }>(
    `INSERT INTO design_companies (name, owner_user_id, seats) VALUES ('潮织设计工作室', $1, 5)
     ON CONFLICT (owner_user_id) DO NOTHING RETURNING id`,
    [owner.id],
  );
  for (const member of DEMO_DESIGN_TEAM) {
    const id = await insertUser(db, { username: member.username, passwordHash, type: 1 });
    if (id === null) continue;
    created.push(member.username);
    await db.query('UPDATE users SET nickname = $2 WHERE id = $1', [id, member.nickname]);
    if (company && member.bound) {
      await db.query('INSERT INTO design_team_members (company_id, user_id, status) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING', [company.id, id]);
    }
  }
  return created;
}

/**
 * Demo accounts come with the demo catalogue: only when it was just seeded, and in production
 * only when DEMO_MODE=enabled says this production build is a demo.
 */
export async function seedDemoAccountsWithCatalogue(
  db: Db,
  { catalogueSeeded, config, env = process.env }: { catalogueSeeded: boolean; config: Config; env?: NodeJS.ProcessEnv },
): Promise<string[]> {
  if (!catalogueSeeded || (config.production && env.DEMO_MODE !== 'enabled')) return [];
  return seedDemoAccounts(db);
}
