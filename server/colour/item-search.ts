import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { candidateBins, MATCH_DELTA_E, matchScore } from '../../src/shared/colour/item-index';
import type { Lab } from '../../src/shared/colour/lab';
import type { ColourItemsResult, ColourMatchItem, ResolvedColour } from '../../src/shared/colour/model';
import type { CallContext } from '../api/registry';
import { selectItemsByIds } from '../catalogue/item-query';
import { cardsFor } from '../catalogue/items';
import { openItemIds, viewerOf } from '../access/item-access';
import type { Queryable } from '../db/db';

/** Spec §9: colour lists show 80 per page. */
export const COLOUR_PAGE_SIZE = 80;
/** Rows read per Lab cell, most dominant first: a cell of near-black can hold a large share of the catalogue. */
const ROWS_PER_BIN = 120;
/** Cells fetched by the first round trip, nearest first; each further round fetches twice as many. */
const FIRST_ROUND_BINS = 24;
/** What a searched colour an item lacks adds to its score: above any real match. */
const MISSING_COLOUR_SCORE = matchScore(MATCH_DELTA_E, 0) + 5;
/** Ranked results kept; deeper pages than this are not offered. */
const MAX_RESULTS = 2_000;

export interface ColourHit {
  score: number;
  hex: string;
  ratio: number;
  deltaE: number;
}

interface BinRow {
  bin: number;
  owner_id: number;
  hex: string;
  ratio: number;
  lab_l: number;
  lab_a: number;
  lab_b: number;
}

/**
 * A table of stored colours in quantised Lab cells (lab_bin, ratio, hex, lab_*), and the column
 * naming what each colour belongs to: item_colours for the catalogue, fabric_colours for fabrics.
 */
export interface ColourIndex {
  table: 'item_colours' | 'fabric_colours';
  owner: 'item_id' | 'fabric_id';
  /** Only the catalogue's colours know their channel. */
  channel?: number;
}

export const ITEM_COLOURS = (channel?: number): ColourIndex => ({ table: 'item_colours', owner: 'item_id', channel });
export const FABRIC_COLOURS: ColourIndex = { table: 'fabric_colours', owner: 'fabric_id' };

/**
 * Best hit per owner (item or fabric) for one searched colour. Cells are read nearest first and
 * reading stops once enough owners have a score no worse than the next cell's distance (score ≥ ΔE ≥ cell distance).
 */
export async function hitsForColour(db: Queryable, index: ColourIndex, lab: Lab, wanted: number): Promise<{ hits: Map<number, ColourHit>; exact: boolean }> {
  const bins = candidateBins(lab);
  const hits = new Map<number, ColourHit>();
  let exact = true;
  for (let start = 0, size = FIRST_ROUND_BINS; start < bins.length; start += size, size *= 2) {
    const round = bins.slice(start, start + size);
    if (hits.size >= wanted) {
      const scores = [...hits.values()].map((hit) => hit.score).sort((x, y) => x - y);
      if (scores[wanted - 1]! <= round[0]!.distance) {
        exact = false;
        break;
      }
    }
    const args: unknown[] = [round.map((b) => b.bin), ROWS_PER_BIN];
    if (index.channel !== undefined) args.push(index.channel);
    const rows = await db.query<BinRow>(
      `SELECT q.bin, c.owner_id, c.hex, c.ratio, c.lab_l, c.lab_a, c.lab_b
         FROM unnest($1::integer[]) AS q(bin)
         CROSS JOIN LATERAL (
           SELECT ${index.owner} AS owner_id, hex, ratio, lab_l, lab_a, lab_b FROM ${index.table}
            WHERE lab_bin = q.bin ${index.channel !== undefined ? 'AND channel_id = $3' : ''}
            ORDER BY ratio DESC LIMIT $2) c`,
      args,
    );
    const perBin = new Map<number, number>();
    for (const row of rows) {
      perBin.set(row.bin, (perBin.get(row.bin) ?? 0) + 1);
      const deltaE = deltaE2000(lab, { L: row.lab_l, a: row.lab_a, b: row.lab_b });
      if (deltaE > MATCH_DELTA_E) continue;
      const score = matchScore(deltaE, row.ratio);
      const known = hits.get(row.owner_id);
      if (!known || score < known.score) hits.set(row.owner_id, { score, hex: row.hex, ratio: row.ratio, deltaE });
    }
    if ([...perBin.values()].some((n) => n >= ROWS_PER_BIN)) exact = false;
  }
  return { hits, exact };
}

export interface RankedByColour {
  id: number;
  matches: ColourHit[];
  score: number;
}

/**
 * Owners ranked by the mean of their best match scores over the searched colours; a searched
 * colour an owner lacks counts as worse than any match, so owners with all colours come first.
 */
export function rankByColours(perColour: { hits: Map<number, ColourHit> }[], ids: readonly number[]): RankedByColour[] {
  return ids
    .map((id) => {
      const matches = perColour.map((colour) => colour.hits.get(id));
      const score = matches.reduce((sum, hit) => sum + (hit?.score ?? MISSING_COLOUR_SCORE), 0) / matches.length;
      return { id, matches: matches.filter((hit): hit is ColourHit => hit !== undefined), score };
    })
    .sort((x, y) => x.score - y.score || y.id - x.id)
    .slice(0, MAX_RESULTS);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The colours searched for, matched per owner, as answers show them. */
export const matchesOf = (ranked: RankedByColour) =>
  ranked.matches.map((hit) => ({ color_rgbhex: hit.hex, ratio: hit.ratio, delta_e: round1(hit.deltaE) }));


/**
 * Items whose stored colours match the searched colours (at most 3), ranked by the mean of their
 * best match scores (CIEDE2000 plus a penalty for colours covering little of the picture); a
 * searched colour an item lacks counts as worse than any match, so items with all colours come first.
 */
export async function searchItemsByColour(
  ctx: CallContext,
  query: { resolved: ResolvedColour; lab: Lab }[],
  options: { channel?: number; page: number; pageSize?: number },
): Promise<ColourItemsResult> {
  const pageSize = options.pageSize ?? COLOUR_PAGE_SIZE;
  // With several colours the best items need good matches for each, so each colour looks further.
  const wanted = Math.min(MAX_RESULTS, options.page * pageSize) * (query.length > 1 ? 5 : 1);
  const perColour: { hits: Map<number, ColourHit>; exact: boolean }[] = [];
  for (const { lab } of query) perColour.push(await hitsForColour(ctx.db, ITEM_COLOURS(options.channel), lab, wanted));
  // Where an item ranks tells its colours: items the caller may not open are left out entirely.
  const ids = await openItemIds(ctx.db, viewerOf(ctx.caller), [...new Set(perColour.flatMap((colour) => [...colour.hits.keys()]))]);
  const ranked = rankByColours(perColour, ids);
  const pageOfIds = ranked.slice((options.page - 1) * pageSize, options.page * pageSize);
  const rows = pageOfIds.length === 0 ? [] : await selectItemsByIds(ctx.db, pageOfIds.map((r) => r.id));
  const byId = new Map(pageOfIds.map((r) => [r.id, r]));
  const cards = await cardsFor(ctx, rows);
  const list: ColourMatchItem[] = cards.map((item) => {
    const found = byId.get(item.id)!;
    return { ...item, match: matchesOf(found), score: round1(found.score) };
  });
  return {
    list,
    count: ranked.length,
    search_count: ranked.length,
    count_exact: perColour.every((colour) => colour.exact) && ranked.length < MAX_RESULTS,
    page_size: pageSize,
    query: query.map((q) => q.resolved),
  };
}
