import type { Queryable } from '../db/db';
import type { AccountKind } from '../../src/shared/validation/account';
import { GUEST_INFO, type UserInfo } from '../../src/shared/contract/calls/account';
import { MESSAGES } from '../../src/shared/contract';
// The three main channels every user info lists (women's, men's, kids').
import { MAIN_CHANNELS } from '../../src/shared/catalogue/list-rules';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
}

export async function findUserByAccount(db: Queryable, account: { kind: AccountKind; value: string }): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    account.kind === 'phone'
      ? 'SELECT id, username, password_hash FROM users WHERE phone = $1'
      : 'SELECT id, username, password_hash FROM users WHERE lower(username) = lower($1)',
    [account.value],
  );
  return row;
}

export interface NewUser {
  username: string;
  phone?: string | null;
  passwordHash: string;
  type?: 0 | 1;
}

/** Inserts a user; returns null if the username or phone is taken (no check-then-insert race). */
export async function insertUser(db: Queryable, user: NewUser): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (username, phone, password_hash, type) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [user.username, user.phone ?? null, user.passwordHash, user.type ?? 0],
  );
  return rows[0]?.id ?? null;
}

/**
 * Grants VIP and channel authority until `until` (extends, never shortens). Used by paid
 * orders and the demo seed; takes a transaction so the grant lands with its order.
 */
export async function extendVip(tx: Queryable, userId: number, until: Date, channels: number[]): Promise<void> {
  await tx.query(
    `UPDATE users SET vip_expires_at = GREATEST(coalesce(vip_expires_at, $2), $2) WHERE id = $1`,
    [userId, until],
  );
  for (const channel of channels) {
    await tx.query(
      `INSERT INTO user_channels (user_id, channel_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, channel_id) DO UPDATE SET expires_at = GREATEST(user_channels.expires_at, EXCLUDED.expires_at)`,
      [userId, channel, until],
    );
  }
}

interface InfoRow {
  id: number;
  username: string;
  type: number;
  guide_step: number;
  hide_by_pms_1517: boolean;
  is_vip: boolean;
  is_buy_vip: boolean;
  channels: number[];
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Spec §3 user info, built from the database at the time of the request. */
export async function loadUserInfo(db: Queryable, userId: number): Promise<UserInfo> {
  const [row] = await db.query<InfoRow>(
    `SELECT u.id, u.username, u.type, u.guide_step, u.hide_by_pms_1517,
            coalesce(u.vip_expires_at > now(), false) AS is_vip,
            EXISTS (SELECT 1 FROM vip_grants g WHERE g.user_id = u.id) AS is_buy_vip,
            ARRAY(SELECT c.channel_id FROM user_channels c
                  WHERE c.user_id = u.id AND c.expires_at > now() ORDER BY c.channel_id) AS channels
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return GUEST_INFO;
  const channelAuth: Record<string, 0 | 1> = {};
  const tips: Record<string, string> = {};
  for (const channel of new Set([...MAIN_CHANNELS, ...row.channels])) {
    const granted = row.channels.includes(channel);
    channelAuth[String(channel)] = flag(granted);
    if (!granted) tips[`${channel}_0_noauth`] = MESSAGES.noBrowsePermission;
  }
  return {
    isLogin: 1,
    username: row.username,
    customer_id: row.id,
    guideStep: row.guide_step,
    channel_auth_type: channelAuth,
    auth_tips: tips,
    is_vip: flag(row.is_vip),
    is_auth: flag(row.channels.length > 0),
    is_buy_vip: flag(row.is_buy_vip),
    type: row.type === 1 ? 1 : 0,
    hide_by_pms_1517: flag(row.hide_by_pms_1517),
  };
}
