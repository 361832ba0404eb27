import { STATUS } from '../../src/shared/contract';
import {
  FABRIC_MESSAGES,
  type FabricCard,
  type FabricColour,
  type FabricFacets,
  type FabricMerchantCard,
  type FacetCount,
} from '../../src/shared/contract/calls/fabric';
import type { ParamsOut, Calls } from '../../src/shared/contract';
import { FABRIC_CATEGORIES, FABRIC_PAGE_SIZE, WEIGHT_RANGES, type FabricCategory } from '../../src/shared/fabric';
import { rgbToLab, hexToRgb } from '../../src/shared/colour';
import { SYNC_MESSAGES } from '../../src/shared/sync/protocol';
import { ApiError, type Registry } from '../api/registry';
import { enquiryOverLimit } from '../auth/rate-limit';
import { signedInUser } from '../auth/session-user';
import { FABRIC_COLOURS, hitsForColour, matchesOf, rankByColours, round1, type RankedByColour } from '../colour/item-search';
import { loadLibrary } from '../colour/library';
import type { Queryable } from '../db/db';
import { facetColumns, whereOf } from '../db/facets';
import { applyDirect } from '../sync/direct';

export { ENQUIRIES_PER_MEMBER_PER_HOUR as CONTACTS_PER_MEMBER_PER_HOUR } from '../auth/rate-limit';
/** Library colours listed per fabric colour, and the largest ΔE00 still called a match. */
const MATCHES_PER_COLOUR = 3;
const MATCH_LIMIT = 10;

type Locale = 'zh' | 'en';
const name = (locale: Locale, table: string) => (locale === 'en' ? `${table}.name_en` : `${table}.name_zh`);
const ms = (column: string) => `round(extract(epoch FROM ${column}) * 1000)::bigint`;

/** The columns of a FabricCard, from `fabrics f JOIN fabric_merchants m`. */
const cardColumns = (locale: Locale) => `f.id, f.code, ${name(locale, 'f')} AS name, f.category, f.construction, f.weave, f.composition,
  f.weight_gsm, f.width_cm, f.price_band, f.swatches[1] AS cover, f.colours, f.merchant_id, ${name(locale, 'm')} AS merchant_name,
  ${ms('f.published_at')} AS published_at`;
const FROM = 'fabrics f JOIN fabric_merchants m ON m.id = f.merchant_id AND m.certified';

const merchantColumns = (locale: Locale) => `m.id, ${name(locale, 'm')} AS name, ${locale === 'en' ? 'm.city_en' : 'm.city_zh'} AS city,
  m.logo, m.founded, m.certified, (SELECT count(*)::int FROM fabrics x WHERE x.merchant_id = m.id) AS fabric_count`;

type FindParams = ParamsOut<Calls['oct/Fabric/findFabric']>;
type FacetName = keyof FabricFacets;

/**
 * The WHERE conditions of a find-fabric request, one per facet, so each facet's counts can leave
 * its own condition out (several values of one facet widen the result; facets narrow each other).
 */
function conditions(params: FindParams, args: unknown[]): Partial<Record<FacetName | 'other', string>> {
  const arg = (value: unknown) => `$${args.push(value)}`;
  const out: Partial<Record<FacetName | 'other', string>> = {};
  if (params.fibre.length) out.fibre = `f.fibres && ${arg(params.fibre)}::text[]`;
  const weight: string[] = [];
  for (const key of params.weight) {
    const range = WEIGHT_RANGES.find((r) => r.key === key)!;
    weight.push(range.max === null ? `f.weight_gsm >= ${range.min}` : `(f.weight_gsm >= ${range.min} AND f.weight_gsm < ${range.max})`);
  }
  const bounds: string[] = [];
  if (params.weight_min !== undefined) bounds.push(`f.weight_gsm >= ${arg(params.weight_min)}::int`);
  if (params.weight_max !== undefined) bounds.push(`f.weight_gsm <= ${arg(params.weight_max)}::int`);
  if (weight.length || bounds.length) out.weight = [weight.length ? `(${weight.join(' OR ')})` : '', ...bounds].filter(Boolean).join(' AND ');
  if (params.width.length) out.width = `f.width_cm = ANY(${arg(params.width)}::int[])`;
  if (params.construction.length) out.construction = `f.construction = ANY(${arg(params.construction)}::text[])`;
  if (params.weave.length) out.weave = `f.weave = ANY(${arg(params.weave)}::text[])`;
  if (params.price_band.length) out.price_band = `f.price_band = ANY(${arg(params.price_band)}::int[])`;
  if (params.certification.length) out.certification = `f.certifications && ${arg(params.certification)}::text[]`;
  if (params.category.length) out.category = `f.category = ANY(${arg(params.category)}::text[])`;
  const other: string[] = [];
  if (params.merchant_id !== undefined) other.push(`f.merchant_id = ${arg(params.merchant_id)}::int`);
  if (params.keyword) {
    const like = arg(`%${params.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    other.push(`(f.name_zh ILIKE ${like} OR f.name_en ILIKE ${like} OR f.code ILIKE ${like} OR m.name_zh ILIKE ${like} OR m.name_en ILIKE ${like})`);
  }
  if (other.length) out.other = other.join(' AND ');
  return out;
}

/** What each facet value is counted by (an array facet counts a fabric once per value it has). */
const FACET_VALUE: Record<FacetName, string> = {
  fibre: 'unnest(f.fibres)',
  weight: `CASE ${WEIGHT_RANGES.map((r) => (r.max === null ? `WHEN f.weight_gsm >= ${r.min} THEN '${r.key}'` : `WHEN f.weight_gsm < ${r.max} THEN '${r.key}'`)).join(' ')} END`,
  width: 'f.width_cm::text',
  construction: 'f.construction',
  weave: 'f.weave',
  price_band: 'f.price_band::text',
  certification: 'unnest(f.certifications)',
  category: 'f.category',
};
const FACETS = Object.keys(FACET_VALUE) as FacetName[];

/** Fabrics considered per searched colour: more than any merchant directory lists in one colour. */
const COLOUR_CANDIDATES = 2_000;

/**
 * Fabrics with a searched colour within ΔE00 12, ranked like items in search by colour
 * (fabric_colours, the same cell index and score): those with every searched colour first. The
 * find-fabric filters and facets then apply within them.
 */
async function fabricsByColour(db: Queryable, hexes: string[]): Promise<RankedByColour[]> {
  const perColour: Awaited<ReturnType<typeof hitsForColour>>[] = [];
  for (const hex of hexes) perColour.push(await hitsForColour(db, FABRIC_COLOURS, rgbToLab(hexToRgb(hex)), COLOUR_CANDIDATES));
  return rankByColours(perColour, [...new Set(perColour.flatMap((colour) => [...colour.hits.keys()]))]);
}

async function findFabrics(db: Queryable, params: FindParams, locale: Locale) {
  const args: unknown[] = [];
  const parts = conditions(params, args);
  const ranked = params.colour.length ? await fabricsByColour(db, params.colour) : null;
  let colourOrder = '';
  if (ranked) {
    const ids = `$${args.push(ranked.map((r) => r.id))}::int[]`;
    parts.other = [parts.other, `f.id = ANY(${ids})`].filter(Boolean).join(' AND ');
    colourOrder = `array_position(${ids}, f.id), `;
  }
  const order =
    params.sort === 'weight_asc' ? 'f.weight_gsm, f.id'
    : params.sort === 'weight_desc' ? 'f.weight_gsm DESC, f.id'
    : `${params.sort === 'new' ? '' : colourOrder}f.published_at DESC, f.id DESC`;
  const facetSql = facetColumns(FROM, parts, FACET_VALUE);
  const offset = (params.p - 1) * FABRIC_PAGE_SIZE;
  const [row] = await db.query<{ list: FabricCard[] | null; count: number } & Record<FacetName, FacetCount[]>>(
    `SELECT
       (SELECT jsonb_agg(to_jsonb(x)) FROM (SELECT ${cardColumns(locale)} FROM ${FROM} ${whereOf(parts)} ORDER BY ${order}
          LIMIT ${FABRIC_PAGE_SIZE} OFFSET ${offset}) x) AS list,
       (SELECT count(*)::int FROM ${FROM} ${whereOf(parts)}) AS count,
       ${facetSql}`,
    args,
  );
  const facets = Object.fromEntries(FACETS.map((facet) => [facet, row![facet]])) as unknown as FabricFacets;
  // Weight ranges in their natural order, not by count.
  facets.weight = WEIGHT_RANGES.map((r) => facets.weight.find((f) => f.value === r.key) ?? { value: r.key, count: 0 });
  facets.width.sort((a, b) => Number(a.value) - Number(b.value));
  facets.price_band.sort((a, b) => Number(a.value) - Number(b.value));
  const byId = new Map(ranked?.map((r) => [r.id, r]));
  const list = (row!.list ?? []).map((card) => {
    const found = byId.get(card.id);
    return found ? { ...card, match: matchesOf(found), score: round1(found.score) } : card;
  });
  return { list, count: row!.count, page_size: FABRIC_PAGE_SIZE, facets };
}

async function fabricCards(db: Queryable, locale: Locale, sql: string, args: unknown[]): Promise<FabricCard[]> {
  return db.query<FabricCard>(`SELECT ${cardColumns(locale)} FROM ${FROM} ${sql}`, args);
}

async function merchantCard(db: Queryable, locale: Locale, id: number): Promise<(FabricMerchantCard & { intro: string }) | undefined> {
  const [row] = await db.query<FabricMerchantCard & { intro: string }>(
    `SELECT ${merchantColumns(locale)}, ${locale === 'en' ? 'm.intro_en' : 'm.intro_zh'} AS intro FROM fabric_merchants m WHERE m.id = $1 AND m.certified`,
    [id],
  );
  return row;
}

async function colourMatches(db: Queryable, colours: FabricColour[], locale: Locale) {
  const library = await loadLibrary(db);
  return colours.map((colour) => ({
    ...colour,
    matches: library
      .nearest(rgbToLab(hexToRgb(colour.color_rgbhex)), MATCHES_PER_COLOUR)
      .filter((match) => match.deltaE <= MATCH_LIMIT)
      .map(({ entry, deltaE }) => ({
        code: entry.code,
        name: locale === 'en' ? entry.name_en : entry.name_zh,
        color_rgbhex: entry.hex,
        deltaE: Math.round(deltaE * 10) / 10,
      })),
  }));
}

const paged = <T>(list: T[], count: number) => ({ list, count, page_size: FABRIC_PAGE_SIZE });

/** One page of the member's collection (fabric_favourites) or footprint (fabric_views), latest first, with its time in ms. */
async function memberFabrics<Extra>(
  db: Queryable,
  userId: number,
  locale: Locale,
  p: number,
  table: 'fabric_favourites' | 'fabric_views',
  time: 'created_at' | 'viewed_at',
  as: string,
) {
  const list = await db.query<FabricCard & Extra>(
    `SELECT ${cardColumns(locale)}, ${ms(`x.${time}`)} AS ${as} FROM ${table} x JOIN ${FROM} ON f.id = x.fabric_id
      WHERE x.user_id = $1 ORDER BY x.${time} DESC, f.id DESC LIMIT ${FABRIC_PAGE_SIZE} OFFSET $2`,
    [userId, (p - 1) * FABRIC_PAGE_SIZE],
  );
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]);
  return paged(list, total!.n);
}

export function registerFabricHandlers(registry: Registry) {
  registry.register('oct/Fabric/home', async (_params, { db, locale }) => {
    const [row] = await db.query<{ categories: { key: FabricCategory; count: number; cover: string | null }[]; fabrics: number; merchants: number }>(
      `SELECT (SELECT coalesce(jsonb_agg(jsonb_build_object('key', category, 'count', n, 'cover', cover)), '[]') FROM (
                 SELECT f.category, count(*)::int AS n, (array_agg(f.swatches[1] ORDER BY f.published_at DESC))[1] AS cover
                   FROM ${FROM} GROUP BY f.category) c) AS categories,
              (SELECT count(*)::int FROM ${FROM}) AS fabrics,
              (SELECT count(*)::int FROM fabric_merchants m WHERE m.certified) AS merchants`,
    );
    const order = (key: string) => FABRIC_CATEGORIES.indexOf(key as FabricCategory);
    const newFabrics = await fabricCards(db, locale, 'ORDER BY f.published_at DESC, f.id DESC LIMIT 12', []);
    const merchants = await db.query<FabricMerchantCard>(
      `SELECT ${merchantColumns(locale)} FROM fabric_merchants m WHERE m.certified ORDER BY m.featured DESC, m.sort, m.id LIMIT 6`,
    );
    return {
      categories: row!.categories.sort((a, b) => order(a.key) - order(b.key)),
      newFabrics,
      merchants,
      counts: { fabrics: row!.fabrics, merchants: row!.merchants },
    };
  });

  registry.register('oct/Fabric/findFabric', async (params, { db, locale }) => {
    const result = await findFabrics(db, params, locale);
    return result;
  });

  registry.register('oct/Fabric/fabricDetail', async ({ id }, { db, locale }) => {
    const [fabric] = await db.query<FabricCard & { finishes: string[]; moq_m: number; certifications: string[]; swatches: string[] }>(
      `SELECT ${cardColumns(locale)}, f.finishes, f.moq_m, f.certifications, f.swatches FROM ${FROM} WHERE f.id = $1`,
      [id],
    );
    if (!fabric) throw new ApiError(STATUS.notFound, FABRIC_MESSAGES.fabricGone, 404);
    const [merchant, colour_matches, more] = await Promise.all([
      merchantCard(db, locale, fabric.merchant_id),
      colourMatches(db, fabric.colours, locale),
      fabricCards(db, locale, 'WHERE f.merchant_id = $1 AND f.id <> $2 ORDER BY f.published_at DESC, f.id DESC LIMIT 6', [fabric.merchant_id, id]),
    ]);
    const { intro: _intro, ...card } = merchant!;
    return { ...fabric, colour_matches, merchant: card, more };
  });

  registry.register('oct/Fabric/merchantList', async ({ p }, { db, locale }) => {
    const list = await db.query<FabricMerchantCard>(
      `SELECT ${merchantColumns(locale)} FROM fabric_merchants m WHERE m.certified ORDER BY m.featured DESC, m.sort, m.id LIMIT ${FABRIC_PAGE_SIZE} OFFSET $1`,
      [(p - 1) * FABRIC_PAGE_SIZE],
    );
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fabric_merchants WHERE certified');
    return paged(list, total!.n);
  });

  registry.register('oct/Fabric/merchantDetail', async ({ id, p }, { db, locale }) => {
    const merchant = await merchantCard(db, locale, id);
    if (!merchant) throw new ApiError(STATUS.notFound, FABRIC_MESSAGES.merchantGone, 404);
    const [categories] = await db.query<{ list: FabricCategory[] }>(
      `SELECT coalesce(array_agg(DISTINCT category), '{}') AS list FROM fabrics WHERE merchant_id = $1`,
      [id],
    );
    const list = await fabricCards(db, locale, `WHERE f.merchant_id = $1 ORDER BY f.published_at DESC, f.id DESC LIMIT ${FABRIC_PAGE_SIZE} OFFSET $2`, [
      id,
      (p - 1) * FABRIC_PAGE_SIZE,
    ]);
    return { merchant: { ...merchant, categories: categories!.list }, fabrics: paged(list, merchant.fabric_count) };
  });

  registry.register('oct/Fabric/collection', async ({ p }, { db, caller, locale }) =>
    memberFabrics<{ fav_time: number }>(db, signedInUser(caller).id, locale, p, 'fabric_favourites', 'created_at', 'fav_time'),
  );

  registry.register('oct/Fabric/footprint', async ({ p }, { db, caller, locale }) =>
    memberFabrics<{ viewed_at: number }>(db, signedInUser(caller).id, locale, p, 'fabric_views', 'viewed_at', 'viewed_at'),
  );

  registry.register('oct/Fabric/setFavourite', async ({ id, on, op_id }, { db, caller }) => {
    const user = signedInUser(caller);
    const { results } = await applyDirect(db, user.id, [{ kind: 'fabricFavourite.set', fabricId: id, on: on === 1 }], op_id);
    const failed = results.find((result) => result.outcome === 'failed');
    if (failed) throw new ApiError(STATUS.notFound, failed.message ?? SYNC_MESSAGES.invalidOp, 404);
    const [row] = await db.query<{ fav_time: number }>(
      'SELECT extract(epoch FROM created_at)::bigint AS fav_time FROM fabric_favourites WHERE user_id = $1 AND fabric_id = $2',
      [user.id, id],
    );
    return { id, isFav: row ? 1 : 0, fav_time: row ? Number(row.fav_time) : 0 };
  });

  registry.register('oct/Fabric/contactMerchant', async (form, { db, caller }) => {
    const user = signedInUser(caller);
    const merchant = await merchantCard(db, 'zh', form.merchant_id);
    if (!merchant) throw new ApiError(STATUS.notFound, FABRIC_MESSAGES.merchantGone, 404);
    if (form.fabric_id !== null) {
      const [fabric] = await db.query('SELECT 1 FROM fabrics WHERE id = $1 AND merchant_id = $2', [form.fabric_id, form.merchant_id]);
      if (!fabric) throw new ApiError(STATUS.notFound, FABRIC_MESSAGES.fabricGone, 404);
    }
    if (await enquiryOverLimit(db, 'fabric-contact', user.id, caller.address)) throw new ApiError(STATUS.tooMany, FABRIC_MESSAGES.tooMany, 429);
    await db.query('INSERT INTO fabric_contacts (user_id, fabric_id, merchant_id, name, mobile, message) VALUES ($1, $2, $3, $4, $5, $6)', [
      user.id,
      form.fabric_id,
      form.merchant_id,
      form.name,
      form.mobile,
      form.message,
    ]);
    return { received: true as const };
  });
}


