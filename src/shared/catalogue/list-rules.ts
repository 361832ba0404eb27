import type { SortType } from './types';

/**
 * List and search rules shared by the list pages and the server (spec §2, §5, §9). Every number
 * here is one of the spec's business constants; nothing else in the code repeats them.
 */

export const PAGE_SIZE = 40;
/** Search and colour lists show 80 per page. */
export const WIDE_PAGE_SIZE = 80;
/** Up to 3 attribute tags per list item. */
export const MAX_ITEM_TAGS = 3;

export const CHANNELS = { women: 20850, men: 20840, kids: 20860 } as const;
export const MAIN_CHANNELS: readonly number[] = [CHANNELS.women, CHANNELS.men, CHANNELS.kids];
export const DEFAULT_SEARCH_CHANNEL = CHANNELS.women;
/** Search pseudo-column. */
export const SEARCH_COLUMN = -142222;
/** Default column id: no column. */
export const DEFAULT_COLUMN = 0;
export const BRAND_COLUMN = 6;
/** Channel whose pattern sub-routes show the pattern notice. */
export const PATTERN_CHANNEL = 159151;
/** Channels whose pattern pages list type 3 (pictures). */
export const PATTERN_PICTURE_CHANNELS: readonly number[] = [143215, 143216, 143217];

/** The sports channel lists with a default filter: attribute 32938 with these values. */
export const SPORTS_DEFAULT_FILTER = { channel: 158170, attributeId: 32938, values: [32939, 32940, 109697] } as const;

/** Column 146863 / sub-column 35881 on the women's channel list without publish times. */
const TIMELESS = { channel: CHANNELS.women, column: 146863, subcolumn: 35881 } as const;

/**
 * Content type codes the rules name (spec §3): 3 pictures, 4 picture sets (what guests get on
 * search), 13 reports, 401 picture library (pattern and inspiration), 402 single looks (guests'
 * type on brand, market, vmd, street-photo and show pages).
 */
export const CONTENT_TYPES = { pictures: 3, guestSearch: 4, report: 13, pictureLibrary: 401, guestPreview: 402 } as const;

/** Column setting bits (spec §9). */
export const SETTING_BITS = { pictureType: 1, hotSort: 2, patternPictureType: 16 } as const;

/** The named list routes whose guests see content type 402 (spec §6). */
export const GUEST_PREVIEW_ROUTES: readonly string[] = ['brand', 'style_brand', 'style_market', 'vmd', 'street_photo', 'show'];
/** Pattern routes: the notice shows on `pattern`, and on the sub-routes when the channel is 159151. */
export const PATTERN_ROUTE = 'pattern';
export const PATTERN_SUB_ROUTES: readonly string[] = ['pattern_big_name_pattern', 'pattern_pattern_material', 'pattern_pattern_craft'];
export const PATTERN_NOTICE = '本栏目资料素材仅提供教育、学习与创作灵感的作用';

/** The list arguments of spec §2, in URL order. */
export const LIST_ARGS = ['channel', 'column', 'type', 'p', 'subcolumn', 'sort_type', 'attrs', 'key_words', 'haspic', 'tv', 'dataSource'] as const;
export type ListArg = (typeof LIST_ARGS)[number];

/** The list call drops any argument whose value is the string 0 (spec §5). */
export function dropZeroArgs<T extends Record<string, unknown>>(args: T): Partial<T> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== '0' && value !== undefined)) as Partial<T>;
}

/** Comma-separated sub-columns: the last one wins (spec §2). */
export function lastSubcolumn(value: string | number | undefined): number | undefined {
  const last = String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  const id = last === undefined ? NaN : Number(last);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Separator between search keywords. */
export const WORD_SEPARATOR = ' ';

/**
 * key_words → words: trimmed, split on the word separator (full-width spaces count), each word
 * URL-decoded (spec §5). A word that is not valid percent-encoding is kept as typed ("100%棉").
 */
export function parseKeywords(keyWords: string | undefined): string[] {
  const words = (keyWords ?? '')
    .replace(/\u3000/g, WORD_SEPARATOR)
    .trim()
    .split(WORD_SEPARATOR)
    .filter((word) => word !== '')
    .map((word) => {
      try {
        return decodeURIComponent(word).trim();
      } catch {
        return word;
      }
    })
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/** words → key_words: each word URL-encoded, so a word holding the separator or % survives. */
export function encodeKeywords(words: readonly string[]): string {
  return words.map((word) => encodeURIComponent(word.trim())).filter(Boolean).join(WORD_SEPARATOR);
}

/** Default sort (spec §9): hot for image search or when setting bit 2 is set, otherwise new. */
export function defaultSort(options: { imageSearch?: boolean; setting?: number }): SortType {
  return options.imageSearch || hasBit(options.setting, SETTING_BITS.hotSort) ? 'hot' : 'new';
}

export function hasBit(setting: number | undefined, bit: number): boolean {
  return ((setting ?? 0) & bit) !== 0;
}

/**
 * The content type a list shows when the URL names none: pattern and inspiration pages use 401,
 * or 3 with setting bit 16; setting bit 1 and the pattern picture channels use 3.
 */
export function defaultListType(route: string | undefined, channel: number | undefined, setting: number | undefined): number | undefined {
  const patternLike = route === PATTERN_ROUTE || route === 'inspiration' || PATTERN_SUB_ROUTES.includes(route ?? '');
  if (patternLike) {
    if (hasBit(setting, SETTING_BITS.patternPictureType)) return CONTENT_TYPES.pictures;
    if (channel !== undefined && PATTERN_PICTURE_CHANNELS.includes(channel)) return CONTENT_TYPES.pictures;
    return CONTENT_TYPES.pictureLibrary;
  }
  if (hasBit(setting, SETTING_BITS.pictureType)) return CONTENT_TYPES.pictures;
  return undefined;
}

/**
 * Guests see another content type on some pages (spec §6): 402 on the brand, market, vmd,
 * street-photo and show routes; 4 on search for column -142222. Undefined: no switch.
 */
export function guestListType(route: string | undefined, column: number | undefined): number | undefined {
  if (column === SEARCH_COLUMN) return CONTENT_TYPES.guestSearch;
  if (route !== undefined && GUEST_PREVIEW_ROUTES.includes(route)) return CONTENT_TYPES.guestPreview;
  return undefined;
}

export function pageSizeFor(options: { search: boolean; colour: boolean }): number {
  return options.search || options.colour ? WIDE_PAGE_SIZE : PAGE_SIZE;
}

/** Column 146863 with sub-column 35881 on channel 20850 hides the publish time (spec §9). */
export function hidesPublishTime(channel: number | undefined, column: number | undefined, subcolumn: number | null | undefined): boolean {
  return channel === TIMELESS.channel && column === TIMELESS.column && subcolumn === TIMELESS.subcolumn;
}

/**
 * The pattern notice shows on the pattern route, or on the pattern sub-routes when the channel is
 * 159151, and never while the page status is -1 (spec §2).
 */
export function showsPatternNotice(route: string, channel: number | undefined, pageStatus: number | 'loading' | 'offline'): boolean {
  if (pageStatus === -1) return false;
  return route === PATTERN_ROUTE || (PATTERN_SUB_ROUTES.includes(route) && channel === PATTERN_CHANNEL);
}

/** /listHome/:pageName takes letters and underscore only; /specialTopic/:pageName also digits. */
export const LIST_HOME_PAGE_NAME = /^[A-Za-z_]+$/;
export const SPECIAL_TOPIC_PAGE_NAME = /^[A-Za-z0-9_]+$/;
