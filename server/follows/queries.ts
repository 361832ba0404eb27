import { mediaUrl } from '../../src/shared/catalogue/types';
import { FOLLOW_PID, type FollowWord } from '../../src/shared/contract/calls/follows';
import type { Queryable } from '../db/db';

export type FollowKind = 'brand' | 'blogger';

/** Where a follow's target lives and which item column points at it. */
export const FOLLOW_TARGETS = {
  brand: { table: 'brands', name_zh: 't.name_zh', name_en: 't.name_en', image: 't.logo', itemKey: 'brand_id' },
  blogger: { table: 'bloggers', name_zh: 't.nickname', name_en: 't.name', image: 't.avatar', itemKey: 'blogger_id' },
} as const;

interface FollowRow {
  id: number;
  target_id: number;
  name_zh: string;
  name_en: string;
  image: string | null;
  up_new_num: number;
  created_at: Date;
}

const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

/**
 * A member's follows of one kind in their order (dragSort, then oldest first), reshaped as the
 * spec's follow item (pid, type, tag_id, cover, name, up_new_num = items published since the
 * follow). `targetIds` narrows to those targets; `limit`/`offset` page.
 */
export async function followWords(
  db: Queryable,
  userId: number,
  kind: FollowKind,
  locale: 'zh' | 'en',
  { targetIds, limit = null, offset = 0 }: { targetIds?: number[]; limit?: number | null; offset?: number } = {},
): Promise<FollowWord[]> {
  const target = FOLLOW_TARGETS[kind];
  const rows = await db.query<FollowRow>(
    `SELECT f.id, f.target_id, ${target.name_zh} AS name_zh, ${target.name_en} AS name_en, ${target.image} AS image,
            f.created_at,
            (SELECT count(*)::int FROM items i
              WHERE i.${target.itemKey} = f.target_id AND i.publish_time > extract(epoch FROM f.created_at)) AS up_new_num
       FROM follows f JOIN ${target.table} t ON t.id = f.target_id
      WHERE f.user_id = $1 AND f.target_kind = $2 AND ($3::int[] IS NULL OR f.target_id = ANY($3::int[]))
      ORDER BY f.sort, f.id LIMIT $4 OFFSET $5`,
    [userId, kind, targetIds ?? null, limit, offset],
  );
  return rows.map((row) => ({
    id: row.id,
    pid: FOLLOW_PID[kind],
    type: kind,
    data_type: kind,
    tag_id: row.target_id,
    name: locale === 'en' ? row.name_en : row.name_zh,
    name_en: row.name_en,
    cover: row.image ? mediaUrl(row.image, 'thumb') : null,
    up_new_num: row.up_new_num,
    follow_time: seconds(row.created_at),
  }));
}

export async function followCount(db: Queryable, userId: number, kind: FollowKind): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM follows WHERE user_id = $1 AND target_kind = $2', [userId, kind]);
  return row?.count ?? 0;
}
