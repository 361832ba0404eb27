import type { Registry } from '../api/registry';
import { ApiError, NO_DATA } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import {
  DESIGN_MESSAGES,
  DESIGNER_ONLY_MESSAGE,
  type DesignCompany,
  type DesignMember,
  type DesignerLookup,
} from '../../src/shared/contract/calls/design';
import { signedInUser, type Caller, type SessionUser } from '../auth/session-user';
import type { Queryable } from '../db/db';
import { formatDate } from '../orders/format';

/** Design-side calls are for type-1 accounts only (spec §6, §8). */
function requireDesigner(caller: Caller): SessionUser {
  const user = signedInUser(caller);
  if (user.type !== 1) throw new ApiError(STATUS.forbidden, DESIGNER_ONLY_MESSAGE, 403);
  return user;
}

interface CompanyRow {
  id: number;
  name: string;
  seats: number;
  owner_user_id: number;
  owner: string;
  used: number;
}

/** The company the user owns, or is bound to now; null when neither. */
async function companyOf(db: Queryable, userId: number, lock = false): Promise<CompanyRow | null> {
  const [row] = await db.query<Omit<CompanyRow, 'used' | 'owner'>>(
    `SELECT c.id, c.name, c.seats, c.owner_user_id FROM design_companies c
      WHERE c.owner_user_id = $1
         OR c.id = (SELECT m.company_id FROM design_team_members m WHERE m.user_id = $1 AND m.status = 1)
      ORDER BY (c.owner_user_id = $1) DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (!row) return null;
  const [extra] = await db.query<{ used: number; owner: string }>(
    `SELECT (SELECT count(*)::int FROM design_team_members WHERE company_id = $1 AND status = 1) AS used,
            (SELECT username FROM users WHERE id = $2) AS owner`,
    [row.id, row.owner_user_id],
  );
  return { ...row, used: extra?.used ?? 0, owner: extra?.owner ?? '' };
}

const companyView = (row: CompanyRow, userId: number): DesignCompany => ({
  id: row.id,
  name: row.name,
  seats: row.seats,
  used: row.used,
  role: row.owner_user_id === userId ? 'owner' : 'member',
  owner: row.owner,
});

interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  status: number;
  updated_at: Date;
}

const memberView = (row: MemberRow): DesignMember => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  status: row.status === 1 ? 1 : 0,
  updated_date: formatDate(new Date(row.updated_at)),
});

/** The owner's company (locked for a change when asked); anyone else is refused. */
async function ownedCompany(db: Queryable, userId: number, lock = false): Promise<CompanyRow> {
  const company = await companyOf(db, userId, lock);
  if (!company) throw new ApiError(STATUS.notFound, DESIGN_MESSAGES.noCompany, 404);
  if (company.owner_user_id !== userId) throw new ApiError(STATUS.forbidden, DESIGN_MESSAGES.ownerOnly, 403);
  return company;
}

/**
 * Design companies and their teams. Every statement is scoped to the caller's own company: a
 * member id of another company is simply "not bound here", whatever it is elsewhere.
 */
export function registerDesignHandlers(registry: Registry) {
  registry.register('oct/UserCenter/getCommpany', async (_params, { db, caller }) => {
    const user = requireDesigner(caller);
    const company = await companyOf(db, user.id);
    return { company: company ? companyView(company, user.id) : null };
  });

  registry.register('oct/UserCenter/getDesignTeam', async (_params, { db, caller }) => {
    const user = requireDesigner(caller);
    const company = await companyOf(db, user.id);
    if (!company) return NO_DATA;
    // Members see the bound team; the owner also sees who was unbound (to bind them again).
    const rows = await db.query<MemberRow>(
      `SELECT u.id, u.username, u.nickname, m.status, m.updated_at
         FROM design_team_members m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = $1 AND (m.status = 1 OR $2)
        ORDER BY m.status DESC, m.updated_at DESC, u.id`,
      [company.id, company.owner_user_id === user.id],
    );
    return { list: rows.map(memberView), count: rows.length };
  });

  registry.register('oct/UserCenter/getDesign', async ({ account }, { db, caller }) => {
    const user = requireDesigner(caller);
    const company = await ownedCompany(db, user.id);
    const [target] = await db.query<{ id: number; username: string; nickname: string; type: number }>(
      `SELECT id, username, nickname, type FROM users WHERE lower(username) = lower($1) OR phone = $1 ORDER BY id LIMIT 1`,
      [account],
    );
    if (!target) throw new ApiError(STATUS.notFound, DESIGN_MESSAGES.notFound, 404);
    if (target.type !== 1) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.notDesigner, 409);
    if (target.id === user.id) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.self, 409);
    const [bound] = await db.query<{ company_id: number }>(
      `SELECT company_id FROM design_team_members WHERE user_id = $1 AND status = 1
       UNION ALL SELECT id FROM design_companies WHERE owner_user_id = $1`,
      [target.id],
    );
    const state: DesignerLookup['state'] = !bound ? 'free' : bound.company_id === company.id ? 'bound_here' : 'bound_elsewhere';
    return { designer: { id: target.id, username: target.username, nickname: target.nickname, state } };
  });

  registry.register('oct/UserCenter/setBindDesignStatus', async ({ id, status }, { db, caller }) => {
    const user = requireDesigner(caller);
    return db.transaction(async (tx) => {
      // Lock order: the owner's company, then the designer. Binds of one designer by two
      // companies serialise on the designer's row, so the second sees the first's bind.
      const company = await ownedCompany(tx, user.id, true);
      if (id === user.id) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.self, 409);
      const [target] = await tx.query<{ id: number; type: number }>('SELECT id, type FROM users WHERE id = $1 FOR UPDATE', [id]);
      if (status === 1) {
        if (!target) throw new ApiError(STATUS.notFound, DESIGN_MESSAGES.notFound, 404);
        if (target.type !== 1) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.notDesigner, 409);
        const [bound] = await tx.query<{ company_id: number }>(
          `SELECT company_id FROM design_team_members WHERE user_id = $1 AND status = 1
           UNION ALL SELECT id FROM design_companies WHERE owner_user_id = $1`,
          [id],
        );
        if (bound) throw new ApiError(STATUS.conflict, bound.company_id === company.id ? DESIGN_MESSAGES.boundHere : DESIGN_MESSAGES.boundElsewhere, 409);
        if (company.used >= company.seats) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.seatsFull, 409);
        await tx.query(
          `INSERT INTO design_team_members (company_id, user_id, status) VALUES ($1, $2, 1)
           ON CONFLICT (company_id, user_id) DO UPDATE SET status = 1, updated_at = now()`,
          [company.id, id],
        );
      } else {
        const changed = await tx.query(
          `UPDATE design_team_members SET status = 0, updated_at = now() WHERE company_id = $1 AND user_id = $2 AND status = 1 RETURNING user_id`,
          [company.id, id],
        );
        if (changed.length === 0) throw new ApiError(STATUS.conflict, DESIGN_MESSAGES.notBound, 409);
      }
      const [member] = await tx.query<MemberRow>(
        `SELECT u.id, u.username, u.nickname, m.status, m.updated_at
           FROM design_team_members m JOIN users u ON u.id = m.user_id WHERE m.company_id = $1 AND m.user_id = $2`,
        [company.id, id],
      );
      const fresh = (await companyOf(tx, user.id))!;
      return { member: memberView(member!), company: companyView(fresh, user.id) };
    });
  });
}
