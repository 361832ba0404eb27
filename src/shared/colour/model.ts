import type { ListItem } from '../catalogue/types';
import type { ColourFamily } from './families';
import type { HarmonyScheme } from './harmony';
import type { MoodKey } from './mood';
import type { PaletteFolderState, PaletteState } from '../sync/protocol';

/** Result shapes of the colour calls (spec §3 colour item and palette). */

/** A colour of the library (Coloretto or an imported system such as Pantone TCX). */
export interface LibraryColour {
  id: number;
  system: string;
  code: string;
  /** name_zh or name_en, by the caller's locale. */
  name: string;
  name_zh: string;
  name_en: string;
  color_rgbhex: string;
  family: ColourFamily;
  /** CIEDE2000 from the colour it was matched against; only on matches. */
  delta_e?: number;
}

/** A colour of a picture or item (spec §3 colour item): its nearest library colour gives code and names. */
export interface ItemColour {
  color_rgbhex: string;
  /** Whole percent; an item's colours total 100. */
  ratio: number;
  code: string;
  name: string;
  name_zh: string;
  name_en: string;
  /** CIEDE2000 between the colour and its library colour. */
  delta_e: number;
}

/** A searched colour after resolving what was typed. */
export interface ResolvedColour {
  text: string;
  color_rgbhex: string;
  code: string | null;
  name: string | null;
}

export interface ColourSearchResult {
  query: { kind: 'hex' | 'code' | 'name'; text: string; color_rgbhex: string | null };
  list: LibraryColour[];
  count: number;
}

export interface LibrarySystem {
  key: string;
  name: string;
  count: number;
}

export interface LibraryPage {
  list: LibraryColour[];
  count: number;
  page_size: number;
  systems: LibrarySystem[];
  families: { key: ColourFamily; name: string; hex: string }[];
}

export interface NearestResult {
  list: { color_rgbhex: string; matches: LibraryColour[] }[];
}

export interface SimilarResult {
  /** The library colour when a code was given. */
  colour: LibraryColour | null;
  color_rgbhex: string;
  list: LibraryColour[];
}

export interface HarmonyColour {
  /** The colour the HSV rotation produced. */
  color_rgbhex: string;
  /** Its nearest library colour, with delta_e. */
  match: LibraryColour;
}

export interface HarmonyResult {
  key: HarmonyScheme;
  name: string;
  colours: HarmonyColour[];
}

export interface CombineResult {
  base: ResolvedColour;
  schemes: HarmonyResult[];
}

export interface SchemeLibraryResult {
  base: ResolvedColour;
  scheme: { key: HarmonyScheme; name: string };
  system: string;
  list: LibraryColour[];
}

export interface ColourDetail {
  colour: LibraryColour;
  similar: LibraryColour[];
  schemes: HarmonyResult[];
  items: ListItem[];
}

export interface PictureColours {
  list: ItemColour[];
  moods: { key: MoodKey; name: string; score: number }[];
}

/** A list item found by colour, with the item colours that matched. */
export interface ColourMatchItem extends ListItem {
  match: { color_rgbhex: string; ratio: number; delta_e: number }[];
  score: number;
}

export interface ColourItemsResult {
  list: ColourMatchItem[];
  /** Matching items found; a lower bound when count_exact is false. */
  count: number;
  search_count: number;
  count_exact: boolean;
  page_size: number;
  query: ResolvedColour[];
}

export interface PaletteCard {
  title: string;
  colours: ItemColour[];
  item: { id: number; title: string; cover_thumb: string } | null;
  score: number;
}

export interface MoodGroup {
  key: MoodKey;
  name: string;
  palettes: PaletteCard[];
}

export interface ColourMoodResult {
  moods: MoodGroup[];
}

export interface TimeWindow {
  days: number;
  /** First and last day, YYYY/MM/DD (China time); the window ends yesterday. */
  from: string;
  to: string;
}

export interface FamilyShare {
  key: ColourFamily;
  name: string;
  hex: string;
  /** Percent of all colour area in the window, one decimal. */
  share: number;
  /** Percentage points against the window before. */
  change: number;
}

export interface InsightResult {
  channel: number;
  window: TimeWindow;
  total_items: number;
  families: FamilyShare[];
  daily: { date: string; items: number; shares: Partial<Record<ColourFamily, number>> }[];
  /** Per season tag: `season` as stored, `name` in the caller's language. */
  seasons: { season: string; name: string; items: number; shares: Partial<Record<ColourFamily, number>> }[];
  top: { colour: LibraryColour; share: number }[];
}

export interface ColourTrendSeries {
  colour: ResolvedColour;
  window: TimeWindow;
  daily: { date: string; items: number; share: number }[];
  items: ListItem[];
}

export interface KeyColour {
  colour: LibraryColour;
  /** Percent of the season's colour area near this colour. */
  share: number;
  items: number;
}

export interface TrendCentre {
  channel: number;
  /** Seasons as stored ("2026春夏"): the values `season` takes. */
  seasons: string[];
  season: string | null;
  /** Each of `seasons` by its name in the caller's language. */
  season_names: Record<string, string>;
  key_colours: KeyColour[];
  palettes: PaletteCard[];
  images: ListItem[];
}

export interface TrendDetail {
  channel: number;
  season: string | null;
  /** `season` in the caller's language. */
  season_name: string | null;
  palettes: PaletteCard[];
  /** The palette page `pall` selects, or null for all of the season's images. */
  palette: PaletteCard | null;
  list: ColourMatchItem[];
  count: number;
  page_size: number;
}

export interface ColourCardRight {
  allowed: true;
  file: string;
  message: string;
}

/** A palette folder of the user centre, with how many palettes it holds. */
export interface ColourFolder extends PaletteFolderState {
  count: number;
}

export interface PalettePage {
  list: PaletteState[];
  count: number;
  page_size: number;
}
