import { INS_ANA_COLUMNS, type InsAnaColumn, type InsAnaDimension, type InsAnaRow } from '../../src/shared/contract/calls/ins';
import { uperTypeName } from '../../src/shared/contract/ins-proxy';
import type { Registry } from '../api/registry';

const DIMENSION_NAMES: Record<InsAnaDimension, [string, string]> = {
  itype: ['博主类型', 'Blogger type'],
  area: ['地区', 'Area'],
  style: ['风格', 'Style'],
  fashion: ['单品', 'Garment'],
};
const COLUMN_NAMES: Record<InsAnaColumn, [string, string]> = {
  upers: ['博主数', 'Bloggers'],
  posts: ['帖子数', 'Posts'],
  likes: ['总获赞', 'Likes'],
  comments: ['总评论', 'Comments'],
  avg_likes: ['帖均获赞', 'Likes per post'],
};

/** One row per post and dimension value: the key, its name, the post's blogger and figures. */
function rowsSql(dimension: InsAnaDimension, locale: 'zh' | 'en'): string {
  const name = locale === 'en' ? 'name_en' : 'name_zh';
  switch (dimension) {
    case 'itype':
      return `SELECT b.itype AS key, '' AS name, g.uper_id, g.likes, g.comments FROM ins_blogs g JOIN bloggers b ON b.id = g.uper_id`;
    case 'area':
      return `SELECT av.id AS key, av.${name} AS name, g.uper_id, g.likes, g.comments
                FROM ins_blogs g JOIN bloggers b ON b.id = g.uper_id JOIN attribute_values av ON av.id = b.area_value_id`;
    case 'style':
    case 'fashion':
      return `SELECT t.id AS key, t.${name} AS name, g.uper_id, g.likes, g.comments
                FROM ins_blogs g CROSS JOIN LATERAL unnest(g.tag_ids) AS tag(id) JOIN ins_tags t ON t.id = tag.id AND t.kind = '${dimension}'`;
  }
}

/** ListDataKw/getInsAnaAttrList and getInsAnaList (spec §7 Instagram analysis). */
export function registerInsAnalysisHandlers(registry: Registry) {
  registry.register('oct/ListDataKw/getInsAnaAttrList', async (_params, { locale }) => {
    const pick = ([zh, en]: [string, string]) => (locale === 'en' ? en : zh);
    return {
      dimensions: (Object.keys(DIMENSION_NAMES) as InsAnaDimension[]).map((key) => ({ key, name: pick(DIMENSION_NAMES[key]) })),
      column_list: INS_ANA_COLUMNS.map((key) => ({ key, name: pick(COLUMN_NAMES[key]) })),
    };
  });
  registry.register('oct/ListDataKw/getInsAnaList', async ({ dimension, column_list }, { db, locale }) => {
    const rows = await db.query<{ key: number; name: string; upers: number; posts: number; likes: number; comments: number; avg_likes: number }>(
      `SELECT key, name, count(DISTINCT uper_id)::int AS upers, count(*)::int AS posts, sum(likes)::float8 AS likes,
              sum(comments)::float8 AS comments, round(avg(likes))::float8 AS avg_likes
         FROM (${rowsSql(dimension, locale)}) r GROUP BY key, name ORDER BY count(*) DESC, key`,
    );
    const list: InsAnaRow[] = rows.map((row) => ({
      key: row.key,
      name: dimension === 'itype' ? uperTypeName(row.key, locale) || String(row.key) : row.name,
      values: Object.fromEntries(column_list.map((column) => [column, row[column]])),
    }));
    return { dimension, column_list, list };
  });
}
