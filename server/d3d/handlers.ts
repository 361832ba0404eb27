import type { Calls, ParamsOut } from '../../src/shared/contract';
import type { Style3dCard, Style3dDetail } from '../../src/shared/contract/calls/d3d';
import { NO_DATA, type Registry } from '../api/registry';
import type { Queryable } from '../db/db';

type Locale = 'zh' | 'en';
type ListParams = ParamsOut<Calls['index/TppData/listStyle3d']>;

const cardColumns = (locale: Locale) => `g.id, g.channel_id AS channel, ${locale === 'en' ? 'g.name_en' : 'g.name_zh'} AS name, g.category, g.styles,
  g.fabric, g.color_rgbhex, ${locale === 'en' ? 'g.color_name_en' : 'g.color_name_zh'} AS color_name, g.cover, g.publish_time, g.pv`;
const ORDER: Record<ListParams['sort_type'], string> = { new: 'g.publish_time DESC, g.id', hot: 'g.pv DESC, g.id' };

/** TppData/listStyle3d: the garments of a channel (or all), filtered by category, style, fabric and keywords, a page at a time. */
async function listStyle3d(db: Queryable, params: ListParams, locale: Locale) {
  const args: unknown[] = [];
  const arg = (value: unknown) => `$${args.push(value)}`;
  const where: string[] = [];
  if (params.channel !== undefined) where.push(`g.channel_id = ${arg(params.channel)}`);
  if (params.category) where.push(`g.category = ${arg(params.category)}`);
  if (params.style) where.push(`${arg(params.style)} = ANY(g.styles)`);
  if (params.fabric) where.push(`g.fabric = ${arg(params.fabric)}`);
  // Keywords: every word must match a name or colour name (either language).
  for (const word of params.key_words.split(/\s+/).filter(Boolean)) {
    const like = arg(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(g.name_zh ILIKE ${like} OR g.name_en ILIKE ${like} OR g.color_name_zh ILIKE ${like} OR g.color_name_en ILIKE ${like})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [row] = await db.query<{ list: Style3dCard[] | null; count: number }>(
    `SELECT
       (SELECT jsonb_agg(to_jsonb(x)) FROM (SELECT ${cardColumns(locale)} FROM style3d_garments g ${whereSql} ORDER BY ${ORDER[params.sort_type]}
          LIMIT ${params.page_size} OFFSET ${(params.p - 1) * params.page_size}) x) AS list,
       (SELECT count(*)::int FROM style3d_garments g ${whereSql}) AS count`,
    args,
  );
  return { page_size: params.page_size, list: row!.list ?? [], count: row!.count };
}

export function registerD3dHandlers(registry: Registry) {
  registry.register('index/TppData/listStyle3d', async (params, { db, locale }) => listStyle3d(db, params, locale));

  registry.register('index/TppData/style3dDetail', async ({ id }, { db, locale }) => {
    const [garment] = await db.query<Omit<Style3dDetail, 'similar'>>(
      `SELECT ${cardColumns(locale)}, ${locale === 'en' ? 'g.intro_en' : 'g.intro_zh'} AS intro, g.model, g.turntable FROM style3d_garments g WHERE g.id = $1`,
      [id],
    );
    // An unknown or removed garment: no data (spec §7, status 4000).
    if (!garment) return NO_DATA;
    const similar = await db.query<Style3dCard>(
      `SELECT ${cardColumns(locale)} FROM style3d_garments g WHERE g.id <> $1 AND g.category = $2
        ORDER BY (g.channel_id = $3) DESC, g.pv DESC, g.id LIMIT 6`,
      [id, garment.category, garment.channel],
    );
    return { ...garment, similar };
  });
}
