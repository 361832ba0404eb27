import type { Queryable } from '../db/db';
import type { InsBlogCard, InsTag, InsUperCard, TagKind } from '../../src/shared/contract/ins-proxy';

/** Shared SQL of the blogger content service: cards of bloggers and posts. */

export type Locale = 'zh' | 'en';
export const mediaUrl = (id: string | null | undefined) => (id ? `/media/${id}` : null);

/**
 * Columns of a blogger card; `$1` is the caller's user id (0 for a guest) so `focus` is the
 * caller's follow record id, 0 when not followed.
 */
export const uperColumns = (locale: Locale, userParam = '$1') => `
  b.id, b.name, b.nickname, b.avatar, b.itype, coalesce(av.${locale === 'en' ? 'name_en' : 'name_zh'}, '') AS area,
  b.area_value_id AS area_id, b.sex, b.fans, b.fans_up, b.likes::float8 AS likes, b.comments::float8 AS comments, b.posts,
  b.add_time::float8 AS add_time, b.upd_time::float8 AS upd_time, b.bio,
  coalesce((SELECT f.id FROM follows f WHERE f.user_id = ${userParam} AND f.target_kind = 'blogger' AND f.target_id = b.id), 0) AS focus,
  ARRAY(SELECT g.pictures[1] FROM ins_blogs g WHERE g.uper_id = b.id ORDER BY g.publish_time DESC, g.id DESC LIMIT 3) AS covers`;
export const uperFrom = `bloggers b LEFT JOIN attribute_values av ON av.id = b.area_value_id`;

export interface UperRow extends Omit<InsUperCard, 'avatar' | 'covers'> {
  avatar: string | null;
  covers: string[];
}
export const toUper = (row: UperRow): InsUperCard => ({ ...row, avatar: mediaUrl(row.avatar), covers: row.covers.map((id) => mediaUrl(id)!) });

export const blogColumns = `
  g.id, g.uper_id, b.nickname AS uper_name, b.avatar AS uper_avatar, g.content, g.pictures[1] AS cover,
  m.width, m.height, cardinality(g.pictures) AS pictures, g.publish_time::float8 AS publish_time, g.likes, g.comments`;
export const blogFrom = `ins_blogs g JOIN bloggers b ON b.id = g.uper_id JOIN media m ON m.id = g.pictures[1]`;

export const toBlog = (row: InsBlogCard): InsBlogCard => ({ ...row, cover: mediaUrl(row.cover)!, uper_avatar: mediaUrl(row.uper_avatar) });

export async function loadTags(db: Queryable, ids: readonly number[], locale: Locale): Promise<InsTag[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number; kind: TagKind; name: string }>(
    `SELECT id, kind, ${locale === 'en' ? 'name_en' : 'name_zh'} AS name FROM ins_tags WHERE id = ANY($1::int[]) ORDER BY sort, id`,
    [ids],
  );
  return rows;
}

export async function countRows(db: Queryable, sql: string, args: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, args);
  return row?.n ?? 0;
}

/** Builds `WHERE` clauses with numbered parameters. */
export class Where {
  readonly clauses: string[] = [];
  constructor(readonly args: unknown[]) {}
  add(clause: (param: string) => string, value: unknown): void {
    this.args.push(value);
    this.clauses.push(clause(`$${this.args.length}`));
  }
  raw(clause: string): void {
    this.clauses.push(clause);
  }
  param(value: unknown): string {
    this.args.push(value);
    return `$${this.args.length}`;
  }
  toString(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}
