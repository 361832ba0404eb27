import { COLORETTO_SYSTEM } from '../../src/shared/colour/coloretto';
import { COLOUR_FAMILIES, familyOf } from '../../src/shared/colour/families';
import { HARMONY_SCHEMES, harmony, type HarmonyScheme } from '../../src/shared/colour/harmony';
import { formatHex, hexToRgb } from '../../src/shared/colour/hex';
import { rgbToLab, type Lab } from '../../src/shared/colour/lab';
import type { HarmonyResult, LibraryColour } from '../../src/shared/colour/model';
import { classifyColourTerm, ColourTermError } from '../../src/shared/colour/query';
import { STATUS } from '../../src/shared/contract';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import { searchItemsByColour } from './item-search';
import { loadLibrary, toLibraryColour, type ColourLibrary } from './library';
import { resolveColourTerm } from './resolve';

export const LIBRARY_MESSAGES = {
  unknownCode: (code: string) => `色号“${code}”不存在`,
} as const;

const SYSTEM_NAMES: Record<string, string> = { [COLORETTO_SYSTEM]: 'Coloretto', 'pantone-tcx': 'PANTONE TCX', 'pantone-tpg': 'PANTONE TPG' };
export const systemName = (system: string) => SYSTEM_NAMES[system] ?? system.toUpperCase();

/** The system harmonies snap to by default: an imported Pantone list when there is one, else Coloretto. */
function defaultSnapSystem(library: ColourLibrary): string {
  return [...library.systems.keys()].find((system) => system.startsWith('pantone')) ?? COLORETTO_SYSTEM;
}

function snap(library: ColourLibrary, lab: Lab, locale: 'zh' | 'en', system: string | undefined): LibraryColour {
  const [match] = library.nearest(lab, 1, library.hasSystem(system) ? system : undefined);
  if (!match) throw new ApiError(STATUS.serverError, '色彩库为空', 500);
  return toLibraryColour(match.entry, locale, match.deltaE);
}

/** Every harmony scheme of a base colour, each colour snapped to its nearest library colour (with ΔE00). */
export function harmonies(library: ColourLibrary, hex: string, locale: 'zh' | 'en', system?: string): HarmonyResult[] {
  const base = hexToRgb(hex);
  return HARMONY_SCHEMES.map((scheme) => ({
    key: scheme.key,
    name: locale === 'en' ? scheme.en : scheme.zh,
    colours: harmony(base, scheme.key).map((colour) => ({
      color_rgbhex: colour,
      match: snap(library, rgbToLab(hexToRgb(colour)), locale, system),
    })),
  }));
}

const schemeInfo = (key: HarmonyScheme, locale: 'zh' | 'en') => {
  const scheme = HARMONY_SCHEMES.find((s) => s.key === key)!;
  return { key, name: locale === 'en' ? scheme.en : scheme.zh };
};

export function registerLibraryHandlers(registry: Registry) {
  registry.register('index/Color/getPantoneColor', async ({ keyword, system, limit }, { db, locale }) => {
    const library = await loadLibrary(db);
    let term;
    try {
      term = classifyColourTerm(keyword);
    } catch (error) {
      if (error instanceof ColourTermError) throw new ApiError(STATUS.badRequest, error.message, 400);
      throw error;
    }
    const inSystem = library.hasSystem(system) ? system : undefined;
    if (term.kind === 'hex') {
      const lab = rgbToLab(hexToRgb(term.hex));
      const list = library.nearest(lab, limit, inSystem).map((m) => toLibraryColour(m.entry, locale, m.deltaE));
      return { query: { kind: 'hex', text: term.text, color_rgbhex: term.hex }, list, count: list.length };
    }
    const found =
      term.kind === 'code'
        ? library.byCodePrefix(term.text, Number.MAX_SAFE_INTEGER)
        : library.byName(term.text, Number.MAX_SAFE_INTEGER);
    const matches = found.filter((entry) => !inSystem || entry.system === inSystem);
    // An exact code goes first, before the codes it is a prefix of.
    const exact = term.kind === 'code' ? library.byCode(term.text) : undefined;
    const ordered = exact ? [exact, ...matches.filter((entry) => entry !== exact)] : matches;
    if (ordered.length === 0) return NO_DATA;
    return {
      query: { kind: term.kind, text: term.text, color_rgbhex: exact?.hex ?? null },
      list: ordered.slice(0, limit).map((entry) => toLibraryColour(entry, locale)),
      count: ordered.length,
    };
  });

  registry.register('index/Color/getPantoneColorNew', async ({ p, page_size, system, family }, { db, locale }) => {
    const library = await loadLibrary(db);
    const shown = library.hasSystem(system) ? system : COLORETTO_SYSTEM;
    const entries = library.entries
      .filter((entry) => entry.system === shown && (!family || familyOf(entry.lab) === family))
      .sort((x, y) => x.sort - y.sort);
    const list = entries.slice((p - 1) * page_size, p * page_size).map((entry) => toLibraryColour(entry, locale));
    if (list.length === 0) return NO_DATA;
    return {
      list,
      count: entries.length,
      page_size,
      systems: [...library.systems].map(([key, count]) => ({ key, name: systemName(key), count })),
      families: COLOUR_FAMILIES.map((f) => ({ key: f.key, name: locale === 'en' ? f.en : f.zh, hex: f.hex })),
    };
  });

  registry.register('index/Color/pantoneSearchNumAdd', async ({ code }, { db }) => {
    const library = await loadLibrary(db);
    const entry = library.byCode(code);
    if (!entry) throw new ApiError(STATUS.notFound, LIBRARY_MESSAGES.unknownCode(code), 404);
    // search_count is left out of the library's change stamp on purpose: counting never reloads it.
    const [row] = await db.query<{ search_count: number }>(
      'UPDATE colour_library SET search_count = search_count + 1 WHERE id = $1 RETURNING search_count',
      [entry.id],
    );
    return { code: entry.code, search_count: row!.search_count };
  });

  registry.register('index/Color/getNearestColor', async ({ colors, system, limit }, { db, locale }) => {
    const library = await loadLibrary(db);
    const inSystem = library.hasSystem(system) ? system : undefined;
    return {
      list: colors.map((input) => ({
        color_rgbhex: formatHex(hexToRgb(input)),
        matches: library.nearest(rgbToLab(hexToRgb(input)), limit, inSystem).map((m) => toLibraryColour(m.entry, locale, m.deltaE)),
      })),
    };
  });

  registry.register('index/Color/getSimilarColor', async ({ color, system, limit }, { db, locale }) => {
    const library = await loadLibrary(db);
    const { resolved, lab, entry } = resolveColourTerm(color, library, locale);
    const inSystem = library.hasSystem(system) ? system : undefined;
    const list = library
      .nearest(lab, limit + 1, inSystem)
      .filter((m) => m.entry !== entry)
      .slice(0, limit)
      .map((m) => toLibraryColour(m.entry, locale, m.deltaE));
    return { colour: entry ? toLibraryColour(entry, locale) : null, color_rgbhex: resolved.color_rgbhex, list };
  });

  registry.register('index/Color/getColorSee', async ({ code }, ctx) => {
    const library = await loadLibrary(ctx.db);
    const entry = library.byCode(code);
    if (!entry) throw new ApiError(STATUS.notFound, LIBRARY_MESSAGES.unknownCode(code), 404);
    const similar = library
      .nearest(entry.lab, 9)
      .filter((m) => m.entry !== entry)
      .map((m) => toLibraryColour(m.entry, ctx.locale, m.deltaE));
    const resolved = { text: entry.code, color_rgbhex: entry.hex, code: entry.code, name: entry.name_zh };
    const items = await searchItemsByColour(ctx, [{ resolved, lab: entry.lab }], { page: 1, pageSize: 12 });
    return {
      colour: toLibraryColour(entry, ctx.locale),
      similar,
      schemes: harmonies(library, entry.hex, ctx.locale, entry.system),
      items: items.list,
    };
  });

  registry.register('index/Color/recommendCombineByHsv', async ({ color, system }, { db, locale }) => {
    const library = await loadLibrary(db);
    const { resolved } = resolveColourTerm(color, library, locale);
    return { base: resolved, schemes: harmonies(library, resolved.color_rgbhex, locale, system) };
  });

  registry.register('index/Color/recommendPantoneByHsv', async ({ color, scheme, system }, { db, locale }) => {
    const library = await loadLibrary(db);
    const { resolved } = resolveColourTerm(color, library, locale);
    const snapTo = library.hasSystem(system) ? system : defaultSnapSystem(library);
    const list = harmony(hexToRgb(resolved.color_rgbhex), scheme).map((hex) => snap(library, rgbToLab(hexToRgb(hex)), locale, snapTo));
    return { base: resolved, scheme: schemeInfo(scheme, locale), system: snapTo, list };
  });
}
