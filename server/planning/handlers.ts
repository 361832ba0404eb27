import { STATUS } from '../../src/shared/contract';
import { PLAN_MESSAGES } from '../../src/shared/contract/calls/planning';
import { boardTotals, newBoard, PLAN_LIMITS, type PlanBoard, type PlanSummary, type RangePlan } from '../../src/shared/planning/board';
import { ApiError, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import type { Queryable } from '../db/db';

interface PlanRow {
  id: number;
  name: string;
  channel: number;
  version: number;
  board: PlanBoard;
  item_count: number;
  quantity: string | number;
  amount_fen: string | number;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY_COLUMNS = 'id, name, channel, version, item_count, quantity, amount_fen, created_at, updated_at';
const PLAN_COLUMNS = `${SUMMARY_COLUMNS}, board`;
const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

const summaryOf = (row: PlanRow): PlanSummary => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  version: row.version,
  updated_time: seconds(row.updated_at),
  item_count: row.item_count,
  quantity: Number(row.quantity),
  amount_fen: Number(row.amount_fen),
});

const planOf = (row: PlanRow): RangePlan => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  version: row.version,
  board: typeof row.board === 'string' ? (JSON.parse(row.board) as PlanBoard) : row.board,
  updated_time: seconds(row.updated_at),
  created_time: seconds(row.created_at),
});

const totalsOf = (board: PlanBoard) => {
  const { grand } = boardTotals(board);
  return [board.items.length, grand.quantity, grand.amountFen] as const;
};

/** The same answer for a plan that does not exist and for another member's plan: nothing leaks. */
const notFound = () => new ApiError(STATUS.notFound, PLAN_MESSAGES.notFound, 404);

async function ownPlan(db: Queryable, userId: number, id: number): Promise<PlanRow> {
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM range_plans WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw notFound();
  return row;
}

/** Every call acts on the signed-in member's own plans: each statement is scoped by user_id. */
export function registerPlanningHandlers(registry: Registry): void {
  registry
    .register('oct/Planning/listPlans', async (_params, { db, caller }) => {
      const user = signedInUser(caller);
      const rows = await db.query<PlanRow>(`SELECT ${SUMMARY_COLUMNS} FROM range_plans WHERE user_id = $1 ORDER BY updated_at DESC, id DESC`, [user.id]);
      return { list: rows.map(summaryOf) };
    })
    .register('oct/Planning/getPlan', async ({ id }, { db, caller }) => ({ plan: planOf(await ownPlan(db, signedInUser(caller).id, id)) }))
    .register('oct/Planning/createPlan', async ({ name, channel }, { db, caller, locale }) => {
      const user = signedInUser(caller);
      const row = await db.transaction(async (tx) => {
        // The member's row serialises their concurrent creates, so the limit holds on PostgreSQL too.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM range_plans WHERE user_id = $1', [user.id])) as [{ count: number }];
        if (count >= PLAN_LIMITS.plansPerMember) throw new ApiError(STATUS.badRequest, PLAN_MESSAGES.tooMany, 400);
        const [created] = await tx.query<PlanRow>(
          `INSERT INTO range_plans (user_id, name, channel, board) VALUES ($1, $2, $3, $4::jsonb) RETURNING ${PLAN_COLUMNS}`,
          [user.id, name, channel, JSON.stringify(newBoard(locale))],
        );
        return created!;
      });
      return { plan: planOf(row) };
    })
    .register('oct/Planning/renamePlan', async ({ id, name }, { db, caller }) => {
      const [row] = await db.query<PlanRow>(
        `UPDATE range_plans SET name = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING ${SUMMARY_COLUMNS}`,
        [id, signedInUser(caller).id, name],
      );
      if (!row) throw notFound();
      return { plan: summaryOf(row) };
    })
    .register('oct/Planning/savePlan', async ({ id, version, board }, { db, caller }) => {
      const user = signedInUser(caller);
      // One statement decides: the row changes only while it is still at the version the save
      // was based on, so of two concurrent saves of one version exactly one wins.
      const [row] = await db.query<PlanRow>(
        `UPDATE range_plans SET board = $4::jsonb, version = version + 1, item_count = $5, quantity = $6, amount_fen = $7, updated_at = now()
          WHERE id = $1 AND user_id = $2 AND version = $3 RETURNING ${PLAN_COLUMNS}`,
        [id, user.id, version, JSON.stringify(board), ...totalsOf(board)],
      );
      if (row) return { plan: planOf(row) };
      await ownPlan(db, user.id, id); // not this member's plan (or gone): 404
      throw new ApiError(STATUS.conflict, PLAN_MESSAGES.stale, 409);
    })
    .register('oct/Planning/deletePlan', async ({ id }, { db, caller }) => {
      const [row] = await db.query<{ id: number }>('DELETE FROM range_plans WHERE id = $1 AND user_id = $2 RETURNING id', [id, signedInUser(caller).id]);
      if (!row) throw notFound();
      return { id: row.id };
    });
}
