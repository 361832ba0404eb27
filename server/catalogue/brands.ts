import { PAGE_SIZE } from '../../src/shared/catalogue/list-rules';
import type { BrandCard } from '../../src/shared/catalogue/types';
import { mediaUrl } from '../../src/shared/catalogue/types';
import { ApiError, NO_DATA } from '../api/registry';
import type { Registrar } from './cache';
import { STATUS } from '../../src/shared/contract';
import { selectItems } from './item-query';
import { cardsFor } from './items';
import { openItemsCondition, viewerOf } from '../access/item-access';
import { pagedList } from './results';

/** Brand columns with the area name; goes with `brands b LEFT JOIN attribute_values av ON av.id = b.area_value_id`. */
export const BRAND_COLUMNS = `b.id, b.name_en, b.name_zh, b.letter, b.logo, b.hot, b.area_value_id,
  av.name_zh AS area_zh, av.name_en AS area_en`;

export interface BrandRow {
  id: number;
  name_en: string;
  name_zh: string;
  letter: string;
  logo: string | null;
  hot: number;
  area_value_id: number | null;
  area_zh: string | null;
  area_en: string | null;
}

export function brandCard(row: BrandRow, locale: 'zh' | 'en'): BrandCard {
  return {
    id: row.id,
    name: locale === 'en' ? row.name_en : row.name_zh || row.name_en,
    name_zh: row.name_zh,
    name_en: row.name_en,
    letter: row.letter,
    logo: row.logo ? mediaUrl(row.logo, 'thumb') : null,
    area: (locale === 'en' ? row.area_en : row.area_zh) ?? null,
    hot: row.hot,
  };
}

const BRANDS_PER_PAGE = 60;
const BRAND_FROM = 'brands b LEFT JOIN attribute_values av ON av.id = b.area_value_id';

interface BrandInfoRow extends BrandRow {
  intro_zh: string;
  intro_en: string;
  company: string;
  founded: number | null;
}

const notFound = () => new ApiError(STATUS.notFound, '品牌不存在', 404);

export function registerBrandHandlers(registry: Registrar) {
  registry.register('index/Brand/allBrand', async ({ letter, area, key_words, p }, { db, locale }) => {
    const page = p ?? 1;
    const pattern = key_words ? `%${key_words.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
    const where = `WHERE ($1::text IS NULL OR b.letter = $1) AND ($2::integer IS NULL OR b.area_value_id = $2)
                     AND ($3::text IS NULL OR lower(b.name_en) LIKE $3 OR b.name_zh LIKE $3)`;
    const args = [letter ?? null, area ?? null, pattern];
    const [rows, [total], letters] = await Promise.all([
      db.query<BrandRow>(
        `SELECT ${BRAND_COLUMNS} FROM ${BRAND_FROM} ${where} ORDER BY b.letter, lower(b.name_en), b.id LIMIT $4 OFFSET $5`,
        [...args, BRANDS_PER_PAGE, (page - 1) * BRANDS_PER_PAGE],
      ),
      db.query<{ count: number }>(`SELECT count(*)::integer AS count FROM brands b ${where}`, args),
      db.query<{ letter: string }>('SELECT DISTINCT letter FROM brands ORDER BY letter'),
    ]);
    if (rows.length === 0) return NO_DATA;
    return { list: rows.map((row) => brandCard(row, locale)), count: total?.count ?? 0, letters: letters.map((l) => l.letter) };
  });

  registry.register('index/Brand/brandAreaList', async (_params, { db, locale }) => {
    const rows = await db.query<{ id: number; name_zh: string; name_en: string; count: number }>(
      `SELECT av.id, av.name_zh, av.name_en, count(*)::integer AS count
         FROM brands b JOIN attribute_values av ON av.id = b.area_value_id
        GROUP BY av.id, av.name_zh, av.name_en, av.sort ORDER BY av.sort, av.id`,
    );
    return rows.length ? { list: rows.map((r) => ({ id: r.id, name: locale === 'en' ? r.name_en : r.name_zh, count: r.count })) } : NO_DATA;
  });

  registry.register('index/Brand/getAttrList', async (_params, { db, locale }) => {
    const [letters, areas] = await Promise.all([
      db.query<{ letter: string }>('SELECT DISTINCT letter FROM brands ORDER BY letter'),
      db.query<{ id: number; name_zh: string; name_en: string; count: number }>(
        `SELECT av.id, av.name_zh, av.name_en, count(*)::integer AS count
           FROM brands b JOIN attribute_values av ON av.id = b.area_value_id
          GROUP BY av.id, av.name_zh, av.name_en, av.sort ORDER BY av.sort, av.id`,
      ),
    ]);
    if (letters.length === 0) return NO_DATA;
    return {
      letters: letters.map((l) => l.letter),
      areas: areas.map((a) => ({ id: a.id, name: locale === 'en' ? a.name_en : a.name_zh, count: a.count })),
    };
  });

  registry.register('index/Brand/getBrandDetail', async ({ id }, ctx) => {
    const { db, locale } = ctx;
    const [row] = await db.query<BrandInfoRow>(
      `SELECT ${BRAND_COLUMNS}, b.intro_zh, b.intro_en, b.company, b.founded FROM ${BRAND_FROM} WHERE b.id = $1`,
      [id],
    );
    if (!row) throw notFound();
    const [columns, latest] = await Promise.all([
      db.query<{ id: number; channel_id: number; name_zh: string; name_en: string; url_str: string; count: number }>(
        `SELECT c.id, c.channel_id, c.name_zh, c.name_en, c.url_str, s.count
           FROM (SELECT column_id, count(*)::integer AS count FROM items WHERE brand_id = $1 GROUP BY column_id) s
           JOIN columns c ON c.id = s.column_id ORDER BY s.count DESC, c.id`,
        [id],
      ),
      selectItems(db, { brandId: id }, 'new', 12),
    ]);
    return {
      ...brandCard(row, locale),
      intro: locale === 'en' ? row.intro_en : row.intro_zh,
      company: row.company,
      founded: row.founded,
      columns: columns.map((c) => ({
        id: c.id,
        name: locale === 'en' ? c.name_en : c.name_zh,
        url: `/list/${c.url_str}?channel=${c.channel_id}&column=${c.id}`,
        count: c.count,
      })),
      latest: await cardsFor(ctx, latest),
    };
  });

  registry.register('index/Brand/recommendList', async ({ limit }, { db, locale }) => {
    const rows = await db.query<BrandRow>(`SELECT ${BRAND_COLUMNS} FROM ${BRAND_FROM} ORDER BY b.hot DESC, b.id LIMIT $1`, [limit]);
    return rows.length ? { list: rows.map((row) => brandCard(row, locale)) } : NO_DATA;
  });

  registry.register('index/Brand/recList', async ({ id, limit }, { db, locale }) => {
    const [brand] = await db.query<{ area_value_id: number | null }>('SELECT area_value_id FROM brands WHERE id = $1', [id]);
    if (!brand) throw notFound();
    const rows = await db.query<BrandRow>(
      `SELECT ${BRAND_COLUMNS} FROM ${BRAND_FROM}
        WHERE b.id <> $1 ORDER BY (b.area_value_id IS NOT DISTINCT FROM $2) DESC, b.hot DESC, b.id LIMIT $3`,
      [id, brand.area_value_id, limit],
    );
    return rows.length ? { list: rows.map((row) => brandCard(row, locale)) } : NO_DATA;
  });

  registry.register('index/Brand/companyDetail', async ({ id }, { db, locale }) => {
    const [row] = await db.query<BrandInfoRow>(
      `SELECT ${BRAND_COLUMNS}, b.intro_zh, b.intro_en, b.company, b.founded FROM ${BRAND_FROM} WHERE b.id = $1`,
      [id],
    );
    if (!row) throw notFound();
    const card = brandCard(row, locale);
    return {
      id: row.id,
      name: card.name,
      company: row.company,
      founded: row.founded,
      area: card.area,
      intro: locale === 'en' ? row.intro_en : row.intro_zh,
    };
  });

  registry.register('index/Brand/brandItems', async ({ id, column, p }, ctx) => {
    return pagedList(ctx, { brandId: id, column: column || undefined }, { sort: 'new', page: p ?? 1, pageSize: PAGE_SIZE });
  });
}

/** Brand analysis of the brand library (index/Brand/getBrandStyleSubsetAnalyze). */
export function registerBrandAnalysisHandlers(registry: Registrar) {
  registry.register('index/Brand/getBrandStyleSubsetAnalyze', async ({ id, limit }, ctx) => {
    const [brand] = await ctx.db.query<{ id: number; name_zh: string; name_en: string }>('SELECT id, name_zh, name_en FROM brands WHERE id = $1', [id]);
    if (!brand) throw notFound();
    // Only items the caller may open count: a locked item's tags are not on its card either.
    const open = openItemsCondition(viewerOf(ctx.caller));
    const [rows, [totals]] = await Promise.all([
      ctx.db.query<{ id: number; name_zh: string; name_en: string; count: number }>(
        `SELECT v.id, v.name_zh, v.name_en, count(*)::int AS count
           FROM items i CROSS JOIN LATERAL unnest(i.attr_ids) AS x(value_id)
           JOIN attribute_values v ON v.id = x.value_id JOIN attributes a ON a.id = v.attribute_id AND a.key = 'style'
          WHERE i.brand_id = $1 AND ${open}
          GROUP BY v.id, v.name_zh, v.name_en, v.sort ORDER BY count DESC, v.sort, v.id LIMIT $2`,
        [id, limit],
      ),
      ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM items i WHERE i.brand_id = $1 AND ${open}`, [id]),
    ]);
    const total = totals?.total ?? 0;
    if (rows.length === 0) return NO_DATA;
    const en = ctx.locale === 'en';
    return {
      brand: { id: brand.id, name: en ? brand.name_en : brand.name_zh || brand.name_en },
      total,
      list: rows.map((row) => ({ id: row.id, name: en ? row.name_en : row.name_zh, count: row.count, share: total ? Math.round((row.count / total) * 1000) / 10 : 0 })),
    };
  });
}
