import type { ColourRatio } from '../../src/shared/catalogue/types';
import { COLORETTO_SYSTEM } from '../../src/shared/colour/coloretto';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import type { MoodGroup, PaletteCard, TrendCentre } from '../../src/shared/colour/model';
import { MOODS, moodMembership, paletteMoods, type MoodKey } from '../../src/shared/colour/mood';
import { percentRatios } from '../../src/shared/colour/ratios';
import type { CallContext } from '../api/registry';
import { selectItemsByIds } from '../catalogue/item-query';
import { cardsFor } from '../catalogue/items';
import { mediaUrl } from '../../src/shared/catalogue/types';
import { openItemsCondition, viewerOf } from '../access/item-access';
import { describeColours } from './ingest';
import { keyColours } from './insight';
import { wordsIn } from '../catalogue/keywords';
import type { ColourLibrary } from './library';

/** Items whose palettes are scored for moods: the most recent ones with colours. */
const MOOD_CANDIDATES = 800;
const PALETTES_PER_MOOD = 8;
/** A palette counts for a mood from this ratio-weighted membership on. */
const MOOD_THRESHOLD = 0.35;

interface PaletteRow {
  id: number;
  title_zh: string;
  title_en: string;
  cover: string;
  colours: ColourRatio[];
  vip_only: boolean;
}

const moodName = (key: MoodKey, locale: 'zh' | 'en') => {
  const mood = MOODS.find((m) => m.key === key)!;
  return locale === 'en' ? mood.en : mood.zh;
};

/** Five library colours inside a mood's region, spread from dark to light: the mood's reference palette. */
function referencePalette(library: ColourLibrary, key: MoodKey, locale: 'zh' | 'en'): PaletteCard {
  const mood = MOODS.find((m) => m.key === key)!;
  const inside = library.entries
    .filter((entry) => entry.system === COLORETTO_SYSTEM && moodMembership(entry.lab, mood) === 1)
    .sort((x, y) => x.lab.L - y.lab.L || x.sort - y.sort);
  const picks = inside.length <= 5 ? inside : [0.1, 0.3, 0.5, 0.7, 0.9].map((q) => inside[Math.floor(q * (inside.length - 1))]!);
  const ratios = percentRatios(picks.map(() => 1));
  return {
    title: `${moodName(key, locale)} · Coloretto`,
    colours: describeColours(
      picks.map((entry, i) => ({ color_rgbhex: entry.hex, ratio: ratios[i]!, lab: entry.lab })),
      library,
      locale,
      COLORETTO_SYSTEM,
    ),
    item: null,
    score: 1,
  };
}

function itemPalette(row: PaletteRow, library: ColourLibrary, ctx: CallContext, score: number): PaletteCard {
  return {
    title: ctx.locale === 'en' ? row.title_en : row.title_zh,
    colours: describeColours(row.colours, library, ctx.locale),
    item: { id: row.id, title: ctx.locale === 'en' ? row.title_en : row.title_zh, cover_thumb: mediaUrl(row.cover, 'thumb') },
    score: Math.round(score * 100) / 100,
  };
}

/** Palettes of items a caller may see colours of: only items they may open (item-access, spec §6). */
async function palettesOf(ctx: CallContext, where: string, args: unknown[], limit: number): Promise<PaletteRow[]> {
  return ctx.db.query<PaletteRow>(
    `SELECT id, title_zh, title_en, cover, colours, vip_only FROM items
      WHERE colours <> '[]'::jsonb AND ${openItemsCondition(viewerOf(ctx.caller), 'items')} ${where}
      ORDER BY publish_time DESC, id DESC LIMIT ${limit}`,
    args,
  );
}

const scoreMoods = (row: PaletteRow) =>
  paletteMoods(row.colours.map((c) => ({ lab: rgbToLab(hexToRgb(c.color_rgbhex)), ratio: c.ratio })));

/** Colour mood (spec §2 ntype 1): palettes grouped by mood word, each led by its reference palette. */
export async function moodGroups(ctx: CallContext, library: ColourLibrary, channel: number | undefined): Promise<MoodGroup[]> {
  const rows = await palettesOf(ctx, channel === undefined ? '' : 'AND channel_id = $1', channel === undefined ? [] : [channel], MOOD_CANDIDATES);
  const byMood = new Map<MoodKey, { row: PaletteRow; score: number }[]>();
  for (const row of rows) {
    const [top] = scoreMoods(row);
    if (!top || top.score < MOOD_THRESHOLD) continue;
    byMood.set(top.key, [...(byMood.get(top.key) ?? []), { row, score: top.score }]);
  }
  return MOODS.map((mood) => ({
    key: mood.key,
    name: ctx.locale === 'en' ? mood.en : mood.zh,
    palettes: [
      referencePalette(library, mood.key, ctx.locale),
      ...(byMood.get(mood.key) ?? [])
        .sort((x, y) => y.score - x.score)
        .slice(0, PALETTES_PER_MOOD)
        .map(({ row, score }) => itemPalette(row, library, ctx, score)),
    ],
  }));
}

export async function seasonsOf(ctx: CallContext, channel: number): Promise<string[]> {
  const rows = await ctx.db.query<{ season: string }>(
    `SELECT DISTINCT tag_base -> 'season' ->> 0 AS season FROM items
      WHERE channel_id = $1 AND tag_base -> 'season' ->> 0 IS NOT NULL ORDER BY 1 DESC LIMIT 12`,
    [channel],
  );
  return rows.map((row) => row.season);
}

/**
 * The season's palettes: first its key colours as one palette, then the item palette that fits
 * each mood best (one per mood), so the trend centre shows the season's range.
 */
export async function seasonPalettes(ctx: CallContext, library: ColourLibrary, channel: number, season: string | null, seasonName: string | null) {
  const keys = await keyColours(ctx.db, library, { channel, season, locale: ctx.locale, limit: 8, viewer: viewerOf(ctx.caller) });
  const keyRatios = keys.length ? percentRatios(keys.slice(0, 5).map((k) => Math.max(k.share, 0.01))) : [];
  const keyPalette: PaletteCard[] = keys.length
    ? [
        {
          title: ctx.locale === 'en' ? `${seasonName ?? ''} key colours`.trim() : `${seasonName ?? ''}关键色`,
          colours: describeColours(
            keys.slice(0, 5).map((k, i) => ({ color_rgbhex: k.colour.color_rgbhex, ratio: keyRatios[i]! })),
            library,
            ctx.locale,
          ),
          item: null,
          score: 1,
        },
      ]
    : [];
  const args: unknown[] = [channel];
  if (season) args.push(season);
  const rows = await palettesOf(ctx, `AND channel_id = $1 ${season ? "AND tag_base -> 'season' ->> 0 = $2" : ''}`, args, MOOD_CANDIDATES);
  const bestPerMood = new Map<MoodKey, { row: PaletteRow; score: number }>();
  for (const row of rows) {
    const [top] = scoreMoods(row);
    if (!top || top.score < MOOD_THRESHOLD) continue;
    const known = bestPerMood.get(top.key);
    if (!known || top.score > known.score) bestPerMood.set(top.key, { row, score: top.score });
  }
  const moodPalettes = MOODS.flatMap((mood) => {
    const best = bestPerMood.get(mood.key);
    return best ? [{ ...itemPalette(best.row, library, ctx, best.score), title: `${moodName(mood.key, ctx.locale)} · ${ctx.locale === 'en' ? best.row.title_en : best.row.title_zh}` }] : [];
  });
  return { keys, palettes: [...keyPalette, ...moodPalettes] };
}

/** Colour trend centre (/colorTrend/center, /colorTrendIpad): key colours, palettes and images of a season. */
export async function trendCentre(ctx: CallContext, library: ColourLibrary, channel: number, wanted: string | undefined): Promise<TrendCentre> {
  const seasons = await seasonsOf(ctx, channel);
  const season = wanted && seasons.includes(wanted) ? wanted : (seasons[0] ?? null);
  const names = await wordsIn(ctx.db, ctx.locale, seasons);
  const { keys, palettes } = await seasonPalettes(ctx, library, channel, season, season && names[season]!);
  const imageIds = await ctx.db.query<{ id: number }>(
    `SELECT id FROM items WHERE channel_id = $1 AND colours <> '[]'::jsonb ${season ? "AND tag_base -> 'season' ->> 0 = $2" : ''}
      ORDER BY pv DESC, id DESC LIMIT 24`,
    season ? [channel, season] : [channel],
  );
  const rows = await selectItemsByIds(ctx.db, imageIds.map((r) => r.id));
  return {
    channel,
    seasons,
    season,
    season_names: names,
    key_colours: keys,
    palettes,
    images: await cardsFor(ctx, rows),
  };
}
