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
