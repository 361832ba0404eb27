import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { candidateBins, MATCH_DELTA_E, matchScore } from '../../src/shared/colour/item-index';
import type { Lab } from '../../src/shared/colour/lab';
import type { ColourItemsResult, ColourMatchItem, ResolvedColour } from '../../src/shared/colour/model';
import type { CallContext } from '../api/registry';
import { selectItemsByIds } from '../catalogue/item-query';
import { toListItem } from '../catalogue/items';
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

interface ColourHit {
  score: number;
  hex: string;
  ratio: number;
  deltaE: number;
}

interface BinRow {
  bin: number;
  item_id: number;
  hex: string;
  ratio: number;
  lab_l: number;
  lab_a: number;
  lab_b: number;
}

/**
 * Best hit per item for one searched colour. Cells are read nearest first and reading stops once
 * enough items have a score no worse than the next cell's distance (score ≥ ΔE ≥ cell distance).
 */
async function hitsForColour(db: Queryable, lab: Lab, channel: number | undefined, wanted: number): Promise<{ hits: Map<number, ColourHit>; exact: boolean }> {
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
    if (channel !== undefined) args.push(channel);
    const rows = await db.query<BinRow>(
      `SELECT q.bin, c.item_id, c.hex, c.ratio, c.lab_l, c.lab_a, c.lab_b
         FROM unnest($1::integer[]) AS q(bin)
         CROSS JOIN LATERAL (
           SELECT item_id, hex, ratio, lab_l, lab_a, lab_b FROM item_colours
            WHERE lab_bin = q.bin ${channel !== undefined ? 'AND channel_id = $3' : ''}
            ORDER BY ratio DESC LIMIT $2) c`,
      args,
    );
    const perBin = new Map<number, number>();
    for (const row of rows) {
      perBin.set(row.bin, (perBin.get(row.bin) ?? 0) + 1);
      const deltaE = deltaE2000(lab, { L: row.lab_l, a: row.lab_a, b: row.lab_b });
      if (deltaE > MATCH_DELTA_E) continue;
      const score = matchScore(deltaE, row.ratio);
      const known = hits.get(row.item_id);
      if (!known || score < known.score) hits.set(row.item_id, { score, hex: row.hex, ratio: row.ratio, deltaE });
    }
    if ([...perBin.values()].some((n) => n >= ROWS_PER_BIN)) exact = false;
  }
  return { hits, exact };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

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
  for (const { lab } of query) perColour.push(await hitsForColour(ctx.db, lab, options.channel, wanted));
  // Where an item ranks tells its colours: items the caller may not open are left out entirely.
  const ids = await openItemIds(ctx.db, viewerOf(ctx.caller), [...new Set(perColour.flatMap((colour) => [...colour.hits.keys()]))]);
  const ranked = ids
    .map((id) => {
      const matches = perColour.map((colour) => colour.hits.get(id));
      const score = matches.reduce((sum, hit) => sum + (hit?.score ?? MISSING_COLOUR_SCORE), 0) / matches.length;
      return { id, matches: matches.filter((hit): hit is ColourHit => hit !== undefined), score };
    })
    .sort((x, y) => x.score - y.score || y.id - x.id)
    .slice(0, MAX_RESULTS);
  const pageOfIds = ranked.slice((options.page - 1) * pageSize, options.page * pageSize);
  const rows = pageOfIds.length === 0 ? [] : await selectItemsByIds(ctx.db, pageOfIds.map((r) => r.id));
  const byId = new Map(pageOfIds.map((r) => [r.id, r]));
  const list: ColourMatchItem[] = rows.map((row) => {
    const item = toListItem(row, ctx.locale, viewerOf(ctx.caller));
    const found = byId.get(row.id)!;
    return {
      ...item,
      match: found.matches.map((hit) => ({ color_rgbhex: hit.hex, ratio: hit.ratio, delta_e: round1(hit.deltaE) })),
      score: round1(found.score),
    };
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
