import { openItemsCondition, type Viewer } from '../access/item-access';
import { TIME_WINDOW_DAYS } from '../../src/shared/catalogue/attrs';
import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { COLOUR_FAMILIES, familyOf, type ColourFamily } from '../../src/shared/colour/families';
import { candidateBins, MATCH_DELTA_E } from '../../src/shared/colour/item-index';
import type { Lab } from '../../src/shared/colour/lab';
import type { ColourTrendSeries, FamilyShare, InsightResult, KeyColour, ResolvedColour, TimeWindow } from '../../src/shared/colour/model';
import { formatPublishDate } from '../catalogue/items';
import type { Queryable } from '../db/db';
import { toLibraryColour, type ColourLibrary } from './library';
import { wordsIn } from '../catalogue/keywords';

const DAY = 86_400;
/** China time (UTC+8): days and windows start at local midnight. */
const UTC_OFFSET = 8 * 3600;

/** The window of spec §9: 1, 7, 15 or 30 whole days, ending yesterday. */
export function timeWindow(index: number, nowSeconds: number): { from: number; to: number; window: TimeWindow } {
  const days = TIME_WINDOW_DAYS[index as 0 | 1 | 2 | 3] ?? 30;
  const today = Math.floor((nowSeconds + UTC_OFFSET) / DAY) * DAY - UTC_OFFSET;
  const from = today - days * DAY;
  return { from, to: today, window: { days, from: formatPublishDate(from), to: formatPublishDate(today - DAY) } };
}

const dayIndex = (seconds: number) => Math.floor((seconds + UTC_OFFSET) / DAY);
const dayLabel = (index: number) => formatPublishDate(index * DAY - UTC_OFFSET);

/** Colour area per Lab cell (ratios summed over items) with the cell's mean colour. */
interface CellArea {
  key: string;
  lab_bin: number;
  area: number;
  items: number;
  l: number;
  a: number;
  b: number;
}

const labOf = (cell: CellArea): Lab => ({ L: cell.l, a: cell.a, b: cell.b });
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent of the total area per family (one decimal); families without area are left out. */
function familyShares(cells: readonly CellArea[]): Partial<Record<ColourFamily, number>> {
  const total = cells.reduce((sum, cell) => sum + cell.area, 0);
  const shares: Partial<Record<ColourFamily, number>> = {};
  if (total === 0) return shares;
  for (const cell of cells) {
    const family = familyOf(labOf(cell));
    shares[family] = (shares[family] ?? 0) + (cell.area / total) * 100;
  }
  for (const key of Object.keys(shares) as ColourFamily[]) shares[key] = round1(shares[key]!);
  return shares;
}

const groupBy = (cells: CellArea[]) => {
  const groups = new Map<string, CellArea[]>();
  for (const cell of cells) groups.set(cell.key, [...(groups.get(cell.key) ?? []), cell]);
  return groups;
};

const CELL_AGGREGATES = `lab_bin, sum(ratio)::float8 AS area, count(DISTINCT item_id)::int AS items,
  avg(lab_l)::float8 AS l, avg(lab_a)::float8 AS a, avg(lab_b)::float8 AS b`;

/** Library colours carrying the most colour area, merged by the nearest library colour of each cell. */
function topColours(cells: readonly CellArea[], library: ColourLibrary, locale: 'zh' | 'en', limit: number): KeyColour[] {
  const total = cells.reduce((sum, cell) => sum + cell.area, 0);
  const byCode = new Map<string, { entry: Parameters<typeof toLibraryColour>[0]; area: number; items: number }>();
  for (const cell of cells) {
    const [match] = library.nearest(labOf(cell), 1);
    if (!match) continue;
    const known = byCode.get(match.entry.code) ?? { entry: match.entry, area: 0, items: 0 };
    known.area += cell.area;
    known.items += cell.items;
    byCode.set(match.entry.code, known);
  }
  return [...byCode.values()]
    .sort((x, y) => y.area - x.area)
    .slice(0, limit)
    .map((top) => ({ colour: toLibraryColour(top.entry, locale), share: total ? round1((top.area / total) * 100) : 0, items: top.items }));
}

/**
 * Colour insight (spec §2 ntype 8): how the colour families of a channel moved over the chosen
 * window (daily shares and change against the window before), per season tag and per channel.
 */
export async function colourInsight(
  db: Queryable,
  library: ColourLibrary,
  options: { channel: number; windowIndex: number; nowSeconds: number; locale: 'zh' | 'en' },
): Promise<InsightResult> {
  const { channel, locale } = options;
  const { from, to, window } = timeWindow(options.windowIndex, options.nowSeconds);
  const previousFrom = from - window.days * DAY;
  const [daily, previous, seasons, dayItems] = await Promise.all([
    db.query<CellArea>(
      `SELECT (floor((publish_time + ${UTC_OFFSET}) / ${DAY}))::int::text AS key, ${CELL_AGGREGATES}
         FROM item_colours WHERE channel_id = $1 AND publish_time >= $2 AND publish_time < $3
        GROUP BY 1, lab_bin`,
      [channel, from, to],
    ),
    db.query<CellArea>(
      `SELECT '' AS key, ${CELL_AGGREGATES} FROM item_colours
        WHERE channel_id = $1 AND publish_time >= $2 AND publish_time < $3 GROUP BY lab_bin`,
      [channel, previousFrom, from],
    ),
    db.query<CellArea>(
      `SELECT coalesce(i.tag_base -> 'season' ->> 0, '') AS key, ${CELL_AGGREGATES}
         FROM item_colours ic JOIN items i ON i.id = ic.item_id
        WHERE ic.channel_id = $1 AND i.tag_base -> 'season' ->> 0 IS NOT NULL
        GROUP BY 1, lab_bin`,
      [channel],
    ),
    db.query<{ day: number; items: number }>(
      `SELECT floor((publish_time + ${UTC_OFFSET}) / ${DAY})::int AS day, count(*)::int AS items
         FROM items WHERE channel_id = $1 AND publish_time >= $2 AND publish_time < $3 AND colours <> '[]'::jsonb GROUP BY 1`,
      [channel, from, to],
    ),
  ]);
  const current = [...groupBy(daily).values()].flat();
  const now = familyShares(current);
  const before = familyShares(previous);
  const families: FamilyShare[] = COLOUR_FAMILIES.filter((f) => now[f.key] !== undefined)
    .map((f) => ({
      key: f.key,
      name: locale === 'en' ? f.en : f.zh,
      hex: f.hex,
      share: now[f.key]!,
      change: round1(now[f.key]! - (before[f.key] ?? 0)),
    }))
    .sort((x, y) => y.share - x.share);
  const itemsByDay = new Map(dayItems.map((row) => [row.day, row.items]));
  const byDay = groupBy(daily);
  const firstDay = dayIndex(from);
  const dailySeries = Array.from({ length: window.days }, (_, i) => {
    const day = firstDay + i;
    return { date: dayLabel(day), items: itemsByDay.get(day) ?? 0, shares: familyShares(byDay.get(String(day)) ?? []) };
  });
  const seasonCells = groupBy(seasons);
  const names = await wordsIn(db, locale, [...seasonCells.keys()]);
  const seasonSeries = [...seasonCells]
    .map(([season, cells]) => ({ season, name: names[season]!, items: Math.max(...cells.map((c) => c.items)), shares: familyShares(cells) }))
    .sort((x, y) => y.season.localeCompare(x.season));
  return {
    channel,
    window,
    total_items: [...itemsByDay.values()].reduce((sum, n) => sum + n, 0),
    families,
    daily: dailySeries,
    seasons: seasonSeries,
    top: topColours(current, library, locale, 12).map(({ colour, share }) => ({ colour, share })),
  };
}

interface MatchRow {
  item_id: number;
  publish_time: number;
  ratio: number;
  lab_l: number;
  lab_a: number;
  lab_b: number;
}

/** One colour through the window: per day, how many items carry it and how much of the day's colour area it covers. */
export async function colourSeries(
  db: Queryable,
  query: { resolved: ResolvedColour; lab: Lab },
  options: { channel: number; windowIndex: number; nowSeconds: number },
): Promise<Omit<ColourTrendSeries, 'items'> & { itemIds: number[] }> {
  const { from, to, window } = timeWindow(options.windowIndex, options.nowSeconds);
  const bins = candidateBins(query.lab).map((b) => b.bin);
  const [rows, totals] = await Promise.all([
    db.query<MatchRow>(
      `SELECT item_id, publish_time, ratio, lab_l, lab_a, lab_b FROM item_colours
        WHERE channel_id = $1 AND publish_time >= $2 AND publish_time < $3 AND lab_bin = ANY($4::integer[])`,
      [options.channel, from, to, bins],
    ),
    db.query<{ day: number; area: number }>(
      `SELECT floor((publish_time + ${UTC_OFFSET}) / ${DAY})::int AS day, sum(ratio)::float8 AS area
         FROM item_colours WHERE channel_id = $1 AND publish_time >= $2 AND publish_time < $3 GROUP BY 1`,
      [options.channel, from, to],
    ),
  ]);
  const perDay = new Map<number, { items: Set<number>; area: number }>();
  const best = new Map<number, number>();
  for (const row of rows) {
    const deltaE = deltaE2000(query.lab, { L: row.lab_l, a: row.lab_a, b: row.lab_b });
    if (deltaE > MATCH_DELTA_E) continue;
    const day = dayIndex(row.publish_time);
    const entry = perDay.get(day) ?? { items: new Set<number>(), area: 0 };
    entry.items.add(row.item_id);
    entry.area += row.ratio;
    perDay.set(day, entry);
    best.set(row.item_id, Math.min(best.get(row.item_id) ?? Infinity, deltaE - row.ratio / 20));
  }
  const areaByDay = new Map(totals.map((t) => [t.day, t.area]));
  const firstDay = dayIndex(from);
  const daily = Array.from({ length: window.days }, (_, i) => {
    const day = firstDay + i;
    const found = perDay.get(day);
    const area = areaByDay.get(day) ?? 0;
    return { date: dayLabel(day), items: found?.items.size ?? 0, share: found && area ? round1((found.area / area) * 100) : 0 };
  });
  const itemIds = [...best].sort((x, y) => x[1] - y[1]).slice(0, 12).map(([id]) => id);
  return { colour: query.resolved, window, daily, itemIds };
}

/** Key colours of the items (e.g. one season of a channel) a viewer may open, by colour area. */
export async function keyColours(
  db: Queryable,
  library: ColourLibrary,
  options: { channel: number; season: string | null; locale: 'zh' | 'en'; limit: number; viewer: Viewer | null },
): Promise<KeyColour[]> {
  const cells = await db.query<CellArea>(
    `SELECT '' AS key, ${CELL_AGGREGATES}
       FROM item_colours ic JOIN items i ON i.id = ic.item_id
      WHERE ic.channel_id = $1 AND ($2::text IS NULL OR i.tag_base -> 'season' ->> 0 = $2) AND ${openItemsCondition(options.viewer)}
      GROUP BY lab_bin`,
    [options.channel, options.season],
  );
  return topColours(cells, library, options.locale, options.limit);
}
