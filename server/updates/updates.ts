import type { Queryable } from '../db/db';
import type { Viewer } from '../access/item-access';
import type { ChannelUpdate, UpdateGroup } from '../../src/shared/contract/calls/tasks';
import { cardLanguage, ITEM_COLUMNS, ITEM_FROM, toListItem, type ItemRow } from '../catalogue/items';

/** Without a last visit, "new" means the last 30 days (spec §9 default time window). */
export const DEFAULT_WINDOW_DAYS = 30;

/**
 * Start of the default window in seconds: midnight (China time) 30 days before today, so every
 * request of one day asks the same question (and the same answer may be cached).
 */
export function defaultWindowStart(now: number = Date.now()): number {
  const day = 86_400;
  const china = 8 * 3600;
  const seconds = Math.floor(now / 1000);
  return Math.floor((seconds + china) / day) * day - china - DEFAULT_WINDOW_DAYS * day;
}

interface ChannelRow {
  id: number;
  name_zh: string;
  name_en: string;
}

export async function loadChannels(db: Queryable, only?: number): Promise<ChannelRow[]> {
  return db.query<ChannelRow>(
    `SELECT id, name_zh, name_en FROM channels WHERE ($1::integer IS NULL AND is_main) OR id = $1 ORDER BY sort, id`,
    [only ?? null],
  );
}

export interface UpdateQuery {
  channel: ChannelRow;
  /** Seconds. */
  since: number;
  sinceLastVisit: boolean;
  group: 'column' | 'fabric';
  limit: number;
  locale: 'zh' | 'en';
  viewer: Viewer | null;
}

/** Items of the channel carrying a fabric attribute value (the fabric-merchant update). */
const FABRIC_FILTER = `i.attr_ids && ARRAY(SELECT v.id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.key = 'fabric')`;

/**
 * What is new in a channel after `since`: the count, the columns (or fabrics) it falls in, and
 * the newest cards — each card decided by item-access for the viewer (a locked item keeps its
 * title and thumbnail only).
 */
export async function channelUpdate(db: Queryable, q: UpdateQuery): Promise<ChannelUpdate> {
  const where = `i.channel_id = $1 AND i.publish_time > $2${q.group === 'fabric' ? ` AND ${FABRIC_FILTER}` : ''}`;
  const args = [q.channel.id, q.since];
  const groupSql =
    q.group === 'column'
      ? `SELECT c.id, c.name_zh, c.name_en, count(*)::int AS count FROM items i JOIN columns c ON c.id = i.column_id
          WHERE ${where} GROUP BY c.id, c.name_zh, c.name_en ORDER BY count DESC, c.id LIMIT 12`
      : `SELECT v.id, v.name_zh, v.name_en, count(*)::int AS count
           FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS a(value_id)
           JOIN attribute_values v ON v.id = a.value_id JOIN attributes t ON t.id = v.attribute_id AND t.key = 'fabric'
          WHERE ${where} GROUP BY v.id, v.name_zh, v.name_en ORDER BY count DESC, v.id LIMIT 12`;
  const [[total], groups, rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM items i WHERE ${where}`, args),
    db.query<{ id: number; name_zh: string; name_en: string; count: number }>(groupSql, args),
    db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where} ORDER BY i.publish_time DESC, i.id DESC LIMIT ${q.limit}`, args),
  ]);
  const named = (row: { name_zh: string; name_en: string }) => (q.locale === 'en' ? row.name_en : row.name_zh);
  const language = await cardLanguage(db, q.locale, rows);
  return {
    channel: q.channel.id,
    name: named(q.channel),
    since: q.since,
    since_last_visit: q.sinceLastVisit,
    count: total?.n ?? 0,
    groups: groups.map((g): UpdateGroup => ({ id: g.id, name: named(g), count: g.count })),
    list: rows.map((row) => toListItem(row, language, q.viewer)),
  };
}

/** When the member last looked at each channel's updates (seconds), by channel. */
export async function lastVisits(db: Queryable, userId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ channel_id: number; seen: number }>(
    `SELECT channel_id, floor(extract(epoch FROM seen_at))::bigint AS seen FROM channel_update_visits WHERE user_id = $1`,
    [userId],
  );
  return new Map(rows.map((row) => [row.channel_id, Number(row.seen)]));
}

export async function markSeen(db: Queryable, userId: number, channel: number): Promise<number> {
  const [row] = await db.query<{ seen: number }>(
    `INSERT INTO channel_update_visits (user_id, channel_id, seen_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, channel_id) DO UPDATE SET seen_at = GREATEST(channel_update_visits.seen_at, EXCLUDED.seen_at)
     RETURNING floor(extract(epoch FROM seen_at))::bigint AS seen`,
    [userId, channel],
  );
  return Number(row?.seen ?? 0);
}
