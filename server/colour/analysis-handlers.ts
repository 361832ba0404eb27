import { parseKeywords } from '../../src/shared/catalogue/list-rules';
import { CARD_MESSAGES } from '../../src/shared/colour/card';
import { hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab } from '../../src/shared/colour/lab';
import type { PictureColours } from '../../src/shared/colour/model';
import { MOODS, paletteMoods } from '../../src/shared/colour/mood';
import { MAX_COLOUR_TERMS } from '../../src/shared/colour/query';
import { STATUS } from '../../src/shared/contract';
import { ApiError, NO_DATA, type CallContext, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import { selectItemsByIds } from '../catalogue/item-query';
import { cardsFor } from '../catalogue/items';
import { lockedItemError, mediaAccess, openItemIds, requireOpen, viewerOf } from '../access/item-access';
import type { ColourRatio } from '../../src/shared/catalogue/types';
import { describeColours, pictureColours } from './ingest';
import { colourInsight, colourSeries } from './insight';
import { COLOUR_PAGE_SIZE, searchItemsByColour } from './item-search';
import { loadLibrary, type ColourLibrary } from './library';
import { LIBRARY_MESSAGES } from './library-handlers';
import { resolveColourTerm } from './resolve';
import { wordsIn } from '../catalogue/keywords';
import { moodGroups, seasonPalettes, seasonsOf, trendCentre } from './trend';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function pictureResult(colours: ColourRatio[], library: ColourLibrary, locale: 'zh' | 'en'): PictureColours {
  const moods = paletteMoods(colours.map((c) => ({ lab: rgbToLab(hexToRgb(c.color_rgbhex)), ratio: c.ratio })))
    .slice(0, 3)
    .map(({ key, score }) => {
      const mood = MOODS.find((m) => m.key === key)!;
      return { key, name: locale === 'en' ? mood.en : mood.zh, score: Math.round(score * 100) / 100 };
    });
  return { list: describeColours(colours, library, locale), moods };
}

/** A file name from what the user downloads: no path or reserved characters. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);

async function itemsForPalette(ctx: CallContext, library: ColourLibrary, hexes: string[], channel: number, page: number) {
  const query = hexes.slice(0, MAX_COLOUR_TERMS).map((hex) => resolveColourTerm(hex, library, ctx.locale));
  return searchItemsByColour(ctx, query, { channel, page });
}

export function registerAnalysisHandlers(registry: Registry) {
  registry.register('index/Color/getPicColor', async ({ media_id }, ctx) => {
    // A picture's colours are item data: a picture only VIP items use is theirs (item-access).
    if ((await mediaAccess(ctx.db, async () => viewerOf(ctx.caller), media_id)).display === 'denied') throw lockedItemError(ctx.caller);
    const colours = await pictureColours(ctx.db, ctx.media, media_id);
    if (!colours || colours.length === 0) return NO_DATA;
    return pictureResult(colours, await loadLibrary(ctx.db), ctx.locale);
  });

  registry.register('index/Color/getPicColorFormEs', async ({ id }, ctx) => {
    const [item] = await ctx.db.query<{ colours: ColourRatio[]; vip_only: boolean; channel_id: number }>(
      'SELECT colours, vip_only, channel_id FROM items WHERE id = $1',
      [id],
    );
    if (!item || item.colours.length === 0) return NO_DATA;
    // A locked item's colours are VIP content (spec §6).
    requireOpen(ctx.caller, item);
    return pictureResult(item.colours, await loadLibrary(ctx.db), ctx.locale);
  });

  registry.register('index/Color/getAnalyzeByColor', async ({ key_words, channel, p }, ctx) => {
    const library = await loadLibrary(ctx.db);
    // Spec §5/§9: a colour search uses at most the first 3 colours.
    const terms = parseKeywords(key_words).slice(0, MAX_COLOUR_TERMS);
    if (terms.length === 0) throw new ApiError(STATUS.badRequest, '请输入颜色名称、色号或 #色值', 400);
    const query = terms.map((term) => resolveColourTerm(term, library, ctx.locale));
    // An empty result still says which colours were searched (the page shows them).
    return searchItemsByColour(ctx, query, { channel, page: p });
  });

  registry.register('index/Color/getAnalyzeByPantone', async ({ code, channel, p }, ctx) => {
    const library = await loadLibrary(ctx.db);
    const codes = code.split(/[,，]/).map((c) => c.trim()).filter(Boolean).slice(0, MAX_COLOUR_TERMS);
    const query = codes.map((text) => {
      const entry = library.byCode(text);
      if (!entry) throw new ApiError(STATUS.badRequest, LIBRARY_MESSAGES.unknownCode(text), 400);
      return { resolved: { text, color_rgbhex: entry.hex, code: entry.code, name: ctx.locale === 'en' ? entry.name_en : entry.name_zh }, lab: entry.lab };
    });
    return searchItemsByColour(ctx, query, { channel, page: p });
  });

  registry.register('oct/ListDataKw/subjectColorGamutAnalyze', async ({ channel, days }, ctx) => {
    const result = await colourInsight(ctx.db, await loadLibrary(ctx.db), { channel, windowIndex: days, nowSeconds: nowSeconds(), locale: ctx.locale });
    return result.families.length === 0 && result.seasons.length === 0 ? NO_DATA : result;
  });

  registry.register('oct/ListDataKw/getSubjectAnalyzeByColor', async ({ channel, color, days }, ctx) => {
    const library = await loadLibrary(ctx.db);
    const series = await colourSeries(ctx.db, resolveColourTerm(color, library, ctx.locale), { channel, windowIndex: days, nowSeconds: nowSeconds() });
    // Being listed under a colour tells an item's colour: only items the caller may open are.
    const rows = await selectItemsByIds(ctx.db, await openItemIds(ctx.db, viewerOf(ctx.caller), series.itemIds));
    const { itemIds: _ids, ...rest } = series;
    return { ...rest, items: await cardsFor(ctx, rows) };
  });

  registry.register('index/Color/getColorMood', async ({ channel }, ctx) => ({
    moods: await moodGroups(ctx, await loadLibrary(ctx.db), channel),
  }));

  registry.register('index/Color/getColorTrend', async ({ channel, season }, ctx) => trendCentre(ctx, await loadLibrary(ctx.db), channel, season));

  registry.register('index/Color/getColorTrendDetail', async ({ channel, p, pall, season: wanted }, ctx) => {
    const library = await loadLibrary(ctx.db);
    const seasons = await seasonsOf(ctx, channel);
    const season = wanted && seasons.includes(wanted) ? wanted : (seasons[0] ?? null);
    const seasonName = season && (await wordsIn(ctx.db, ctx.locale, [season]))[season]!;
    const { palettes } = await seasonPalettes(ctx, library, channel, season, seasonName);
    const palette = pall === undefined ? null : (palettes[pall] ?? null);
    if (pall !== undefined && !palette) return NO_DATA;
    const source = palette ?? palettes[0];
    if (!source) return NO_DATA;
    const found = await itemsForPalette(ctx, library, source.colours.map((c) => c.color_rgbhex), channel, p);
    return {
      channel,
      season,
      season_name: seasonName,
      palettes,
      palette,
      list: found.list,
      count: found.count,
      page_size: COLOUR_PAGE_SIZE,
    };
  });

  registry.register('index/Color/getColorCardRight', async ({ kind, name }, { caller }) => {
    const user = signedInUser(caller);
    if (!user.isVip) throw new ApiError(STATUS.noPermission, CARD_MESSAGES.needVip, 403);
    // is_auth: authority over at least one channel (same rule as user info's is_auth).
    if (user.channels.length === 0) throw new ApiError(STATUS.noPermission, CARD_MESSAGES.noPermission, 403);
    const base = safeFileName(name);
    return { allowed: true, file: kind === 'palette' ? `${base}_palette.jpg` : `${base}.jpg`, message: CARD_MESSAGES.downloading(base) };
  });
}
