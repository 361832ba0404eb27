import type { Calls, ParamsOut } from '../../src/shared/contract';
import type { Recommendation, RecommendPage, RecommendReason } from '../../src/shared/contract/calls/recommend';
import { RECOMMEND_MAX, RECOMMEND_PAGE_SIZE, type ReasonKind } from '../../src/shared/recommend';
import { viewerOf } from '../access/item-access';
import type { Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import { cardLanguage, ITEM_COLUMNS, ITEM_FROM, toListItem, type ItemRow } from '../catalogue/items';
import type { Queryable } from '../db/db';

type Locale = 'zh' | 'en';

/**
 * How much each kind of signal counts (the member's recent ones; older ones fade by 3 % a step):
 * a favourite most, then a followed brand, a palette colour, a viewed item.
 */
export const SIGNAL_WEIGHTS = { favourite: 1, brand: 0.35, palette: 0.3, view: 0.4 } as const;
/** Recent signals of each kind taken into account. */
const RECENT = { favourites: 50, views: 50, brands: 20, palettes: 10 } as const;
const ITEMS_PER_BRAND = 30;
/**
 * The view prior of a member's page: each candidate's summed neighbour score is multiplied by
 * ln(2 + views)^VIEW_PRIOR — the same as the neighbour score's view share (log views over the
 * channel's most viewed) to this power, up to a constant per page. Among the items of a taste the
 * most viewed are the likeliest next favourites; the neighbour score leans that way only gently
 * (0.25 + 0.75 · share), which orders a taste's head too loosely when thousands of items share a
 * style. Kept mild: on the bench's synthetic members (who favour their styles' most viewed items by
 * construction) NDCG rises with the power (1.85× the baseline with none, 2.08× at 32, 200 000 items),
 * but at 8 and above popularity among the candidates swamps the member's taste in the demo catalogue
 * (tests/e2e/recommend.spec.ts). At 2: 2.34× recall, 2.27× NDCG at 1 M items (docs/benchmarks.md).
 */
const VIEW_PRIOR = 2;
const ITEMS_PER_PALETTE_COLOUR = 20;

export interface Scored {
  id: number;
  score: number;
  kind: ReasonKind;
  /** The favourite or viewed item, the brand, or the palette the item came from. */
  because: string | null;
  /** The palette colour (palette reasons). */
  colour: string | null;
}

/**
 * The member's personal candidates in a channel, best first, at most RECOMMEND_MAX: neighbours of
 * their favourites and viewed items, new items of followed brands, and items whose dominant colour
 * falls in a palette colour's Lab bin — minus what they already favourited. One statement, read
 * live: a favourite synced a moment ago already counts.
 */
export async function personalCandidates(db: Queryable, userId: number, channel: number): Promise<Scored[]> {
  return db.query<Scored>(
    `WITH fav AS (
       SELECT item_id, row_number() OVER (ORDER BY max(created_at) DESC, item_id) - 1 AS age
         FROM favourites WHERE user_id = $1 GROUP BY item_id ORDER BY max(created_at) DESC, item_id LIMIT ${RECENT.favourites}
     ), viewed AS (
       SELECT item_id, row_number() OVER (ORDER BY viewed_at DESC, item_id) - 1 AS age
         FROM (SELECT item_id, max(viewed_at) AS viewed_at FROM view_history WHERE user_id = $1 GROUP BY item_id ORDER BY 2 DESC LIMIT ${RECENT.views}) v
     ), seeds AS (
       SELECT item_id, ${SIGNAL_WEIGHTS.favourite} * power(0.97, age) AS w, 'favourite' AS kind FROM fav
       UNION ALL
       SELECT item_id, ${SIGNAL_WEIGHTS.view} * power(0.97, age), 'view' FROM viewed WHERE item_id NOT IN (SELECT item_id FROM fav)
     ), brands AS (
       SELECT target_id, row_number() OVER (ORDER BY created_at DESC) - 1 AS age FROM follows
        WHERE user_id = $1 AND target_kind = 'brand' ORDER BY created_at DESC LIMIT ${RECENT.brands}
     ), palette_colours AS (
       SELECT p.id, colour_normalise_hex(c ->> 'color_rgbhex') AS hex, p.age
         FROM (SELECT id, colours, row_number() OVER (ORDER BY updated_at DESC) - 1 AS age FROM colour_palettes
                WHERE user_id = $1 ORDER BY updated_at DESC LIMIT ${RECENT.palettes}) p
         CROSS JOIN LATERAL jsonb_array_elements(p.colours) AS c
        WHERE c ->> 'color_rgbhex' ~* '^#?[0-9a-f]{6}$'
     ), signals AS (
       SELECT n.neighbour_id AS id, s.w * n.score AS s, s.kind, s.item_id::text AS because, NULL::text AS colour
         FROM seeds s JOIN item_neighbours n ON n.item_id = s.item_id
       UNION ALL
       SELECT i.id, ${SIGNAL_WEIGHTS.brand} * power(0.97, b.age), 'brand', b.target_id::text, NULL
         FROM brands b CROSS JOIN LATERAL (SELECT id FROM items WHERE brand_id = b.target_id AND channel_id = $2
                                           ORDER BY publish_time DESC LIMIT ${ITEMS_PER_BRAND}) i
       UNION ALL
       SELECT x.item_id, ${SIGNAL_WEIGHTS.palette} * power(0.97, pc.age) * x.ratio / 100, 'palette', pc.id, pc.hex
         FROM palette_colours pc CROSS JOIN LATERAL (
           SELECT item_id, ratio FROM item_colours
            WHERE lab_bin = colour_lab_bin(colour_hex_to_lab(pc.hex)) AND channel_id = $2
            ORDER BY ratio DESC LIMIT ${ITEMS_PER_PALETTE_COLOUR}) x
     ), summed AS (
       SELECT id, sum(s) AS score, (array_agg(kind ORDER BY s DESC, because))[1] AS kind,
              (array_agg(because ORDER BY s DESC, because))[1] AS because, (array_agg(colour ORDER BY s DESC, because))[1] AS colour
         FROM signals GROUP BY id
     )
     SELECT s.id, (s.score * power(ln(2 + i.pv), ${VIEW_PRIOR}))::float8 AS score, s.kind, s.because, s.colour
       FROM summed s JOIN items i ON i.id = s.id
      WHERE i.channel_id = $2 AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = $1 AND f.item_id = s.id)
      ORDER BY 2 DESC, s.id LIMIT ${RECOMMEND_MAX}`,
    [userId, channel],
  );
}

/** The channel's most viewed items the member has not favourited, skipping `skip` and the given ids. */
export async function popularInChannel(db: Queryable, userId: number, channel: number, skip: number, limit: number, exclude: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT i.id FROM items i
      WHERE i.channel_id = $2 AND i.id <> ALL($3::int[])
        AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = $1 AND f.item_id = i.id)
      ORDER BY i.pv DESC, i.id OFFSET $4 LIMIT $5`,
    [userId, channel, exclude, skip, limit],
  );
  return rows.map((row) => row.id);
}

interface CardRow extends ItemRow {
  attr_ids: number[];
}

/** One page of the member's recommendations in a channel (personal first, then popular to fill). */
export async function recommendPage(db: Queryable, userId: number, channel: number, page: number, locale: Locale, viewer: ReturnType<typeof viewerOf>): Promise<RecommendPage> {
  const personal = await personalCandidates(db, userId, channel);
  const start = (page - 1) * RECOMMEND_PAGE_SIZE;
  const picked: Scored[] = personal.slice(start, start + RECOMMEND_PAGE_SIZE);
  if (picked.length < RECOMMEND_PAGE_SIZE) {
    const skip = Math.max(0, start - personal.length);
    const fill = await popularInChannel(db, userId, channel, skip, RECOMMEND_PAGE_SIZE - picked.length, personal.map((row) => row.id));
    for (const id of fill) picked.push({ id, score: 0, kind: 'popular', because: null, colour: null });
  }
  const seedIds = picked.filter((row) => row.kind === 'favourite' || row.kind === 'view').map((row) => Number(row.because));
  const brandIds = picked.filter((row) => row.kind === 'brand').map((row) => Number(row.because));
  const paletteIds = picked.filter((row) => row.kind === 'palette').map((row) => row.because!);
  // Independent reads, side by side (PostgreSQL answers them on separate pool connections).
  const [counts, cards, brands, palettes] = await Promise.all([
    db.query<{ n: number }>(
      `SELECT least(${RECOMMEND_MAX}, coalesce((SELECT sum(n) FROM item_counts WHERE channel_id = $2), 0)
                - (SELECT count(DISTINCT f.item_id) FROM favourites f JOIN items i ON i.id = f.item_id WHERE f.user_id = $1 AND i.channel_id = $2))::int AS n`,
      [userId, channel],
    ),
    db.query<CardRow>(`SELECT ${ITEM_COLUMNS}, i.attr_ids FROM ${ITEM_FROM} WHERE i.id = ANY($1::int[])`, [[...picked.map((row) => row.id), ...seedIds]]),
    brandIds.length
      ? db.query<{ id: number; name: string }>(`SELECT id, ${locale === 'en' ? 'name_en' : 'name_zh'} AS name FROM brands WHERE id = ANY($1::int[])`, [brandIds])
      : [],
    paletteIds.length ? db.query<{ id: string; title: string }>('SELECT id, title FROM colour_palettes WHERE user_id = $1 AND id = ANY($2::text[])', [userId, paletteIds]) : [],
  ]);
  const count = Math.max(personal.length, counts[0]?.n ?? 0);
  if (picked.length === 0) return { list: [], count, page_size: RECOMMEND_PAGE_SIZE, personalised: personal.length > 0 };
  const cardOf = new Map(cards.map((row) => [row.id, row]));
  const styleNames = new Map(
    (
      await db.query<{ id: number; name: string }>(
        `SELECT v.id, ${locale === 'en' ? 'v.name_en' : 'v.name_zh'} AS name FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id
          WHERE a.key = 'style' AND v.id = ANY($1::int[]) ORDER BY v.sort, v.id`,
        [[...new Set(cards.flatMap((row) => row.attr_ids))]],
      )
    ).map((row) => [row.id, row.name]),
  );
  const stylesOf = (row: CardRow | undefined) => (row ? row.attr_ids.filter((id) => styleNames.has(id)) : []);
  const brandNames = new Map(brands.map((row) => [row.id, row.name]));
  const paletteTitles = new Map(palettes.map((row) => [row.id, row.title]));

  const reasonOf = (row: Scored, card: CardRow): RecommendReason => {
    if (row.kind === 'favourite' || row.kind === 'view') {
      const seed = cardOf.get(Number(row.because));
      const seedStyles = new Set(stylesOf(seed));
      return {
        kind: row.kind,
        item_id: Number(row.because),
        title: seed ? (locale === 'en' ? seed.title_en : seed.title_zh) : '',
        shared: stylesOf(card)
          .filter((id) => seedStyles.has(id))
          .map((id) => styleNames.get(id)!),
      };
    }
    if (row.kind === 'brand') return { kind: 'brand', brand_id: Number(row.because), name: brandNames.get(Number(row.because)) ?? '' };
    if (row.kind === 'palette') return { kind: 'palette', palette_id: row.because!, title: paletteTitles.get(row.because!) ?? '', colour: row.colour ?? '' };
    return { kind: 'popular' };
  };
  const language = await cardLanguage(db, locale, cards);
  const list: Recommendation[] = [];
  for (const row of picked) {
    const card = cardOf.get(row.id);
    if (!card) continue;
    list.push({ item: toListItem(card, language, viewer), styles: stylesOf(card).map((id) => styleNames.get(id)!), reason: reasonOf(row, card) });
  }
  return { list, count, page_size: RECOMMEND_PAGE_SIZE, personalised: personal.length > 0 };
}

type ListParams = ParamsOut<Calls['oct/Recommend/getList']>;

export function registerRecommendHandlers(registry: Registry) {
  registry.register('oct/Recommend/getList', async ({ channel, p }: ListParams, { db, caller, locale }) => {
    const user = signedInUser(caller);
    return recommendPage(db, user.id, channel, p, locale, viewerOf(caller));
  });
}
