import type { Registry } from '../api/registry';
import { ApiError } from '../api/registry';
import { MESSAGES, STATUS } from '../../src/shared/contract';
import { GUEST_INFO, type MyProfile } from '../../src/shared/contract/calls/account';
import type { Queryable } from '../db/db';
import { signedInUser } from '../auth/session-user';
import { formatDate } from '../orders/format';
import { loadUserInfo } from './users';

const maskPhone = (phone: string | null) => (phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');

async function loadProfile(db: Queryable, userId: number): Promise<MyProfile> {
  const [row] = await db.query<{
    username: string;
    phone: string | null;
    nickname: string;
    company: string;
    job_title: string;
    type: number;
    vip_expires_at: Date | null;
    is_vip: boolean;
    created_at: Date;
  }>(
    `SELECT username, phone, nickname, company, job_title, type, vip_expires_at,
            coalesce(vip_expires_at > now(), false) AS is_vip, created_at
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) throw new ApiError(STATUS.notLoggedIn, MESSAGES.notLoggedIn, 401);
  return {
    username: row.username,
    phone: maskPhone(row.phone),
    nickname: row.nickname,
    company: row.company,
    job_title: row.job_title,
    type: row.type === 1 ? 1 : 0,
    vip_end_date: row.vip_expires_at ? formatDate(new Date(row.vip_expires_at)) : '',
    is_vip: row.is_vip ? 1 : 0,
    created_date: formatDate(new Date(row.created_at)),
  };
}

export function registerAccountHandlers(registry: Registry) {
  // The route-change check: the access rule already answered 401/1845 for anyone else.
  registry.register('index/User/specialCheck', async () => ({ isLogin: 1 }));

  registry.register('index/User/reGetInfo', async (_params, { db, caller }) => {
    // Public so a guest gets guest info, but a displaced device must still hear 1845.
    if (caller.displaced) throw new ApiError(STATUS.displaced, MESSAGES.displaced, 401);
    return caller.user ? loadUserInfo(db, caller.user.id) : GUEST_INFO;
  });

  registry.register('oct/General/serviceInfo', async (_params, { config }) => ({ phone: config.servicePhone }));

  registry.register('oct/UserCenter/getMyInfo', async (_params, { db, caller }) => loadProfile(db, signedInUser(caller).id));

  registry.register('oct/UserCenter/updateMyInfo', async (params, { db, caller }) => {
    const user = signedInUser(caller);
    await db.query('UPDATE users SET nickname = $2, company = $3, job_title = $4 WHERE id = $1', [
      user.id,
      params.nickname,
      params.company,
      params.job_title,
    ]);
    return loadProfile(db, user.id);
  });
}
