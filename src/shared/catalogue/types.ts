/** Catalogue shapes as the client sees them (spec §3). */

export interface DataTypeEntry {
  type: number;
  haspic: number;
  child?: DataTypeEntry[];
}

export interface ColumnNode {
  id: number;
  url_str: string;
  name: string;
  url: string;
  image: string | null;
  columnHome: { home: boolean; url_str: string };
  data_type: DataTypeEntry[];
  template_view: { type: number };
  seo: { title: string };
  /** Column setting bits (spec §9): 1 picture type, 2 hot sort, 16 pattern picture type. */
  setting: number;
  child: ColumnNode[];
}

export interface NavMenu {
  list: ColumnNode[];
  mid_list: ColumnNode[];
}

export interface ColourRatio {
  color_rgbhex: string;
  code?: string;
  name?: string;
  ratio: number;
}

export interface TagPattern {
  pid: number;
  id: number;
  name: string;
}

export type TagBase = Partial<
  Record<
    'brand_more' | 'area' | 'season' | 'style' | 'fashion' | 'pattern' | 'craftwork' | 'starname' | 'blogger' | 'Artist' | 'Age group',
    string[]
  >
>;

export interface ListItem {
  id: number;
  channel: number;
  column: number;
  subcolumn: number | null;
  type: number;
  title: string;
  cover: string;
  cover_thumb: string;
  width: number | null;
  height: number | null;
  publish_time: number;
  publish_date: string;
  pv: number;
  tag_base: TagBase;
  tag_base_array: string[];
  tag_base_pattern: TagPattern[];
  temp_type: number;
  colours: ColourRatio[];
  is_vip: boolean;
  /** VIP item for a caller without VIP: the card shows a lock and carries no full-size image. */
  locked: boolean;
  brand: { id: number; name: string } | null;
}

export type SortType = 'new' | 'hot';

export interface ListResult {
  list: ListItem[];
  /** Items of the list for paging: exact, a lower bound, or (count_estimated) an estimate. */
  count: number;
  /** Items matching the keywords (equals count for lists without keywords). */
  search_count: number;
  count_exact: boolean;
  /** The count is the database's estimate ("about"), not a lower bound ("at least"). */
  count_estimated: boolean;
  page_size: number;
  /** What the server applied after defaults and caller rules: shown as the list's state. */
  applied: { type: number | null; sort_type: SortType; attrs: string; words: string[] };
}

/** One entry of the server's custom list routes: the client serves /list/{name} for each. */
export interface ListRoute {
  name: string;
  layout: string;
  channel: number | null;
  column: number | null;
  title: string;
}

export interface SearchColumn {
  id: number;
  channel: number;
  name: string;
  url_str: string;
}

export interface MenuForSearch {
  routes: ListRoute[];
  columns: SearchColumn[];
}

export type AttrKind = 'single' | 'multiple' | 'brand_letter' | 'colour' | 'ins_multiple' | 'ins_colour';

export interface AttrValue {
  /** Value id, or the letter for brand-letter attributes: what goes into attrs. */
  id: string;
  name: string;
  /** #hex for colour kinds. */
  value: string | null;
}

export interface AttrGroup {
  id: number;
  key: string;
  name: string;
  kind: AttrKind;
  values: AttrValue[];
}

export interface AttrListResult {
  groups: AttrGroup[];
  /** Price ranges (low_high) of price-bucket attributes, keyed by value id. */
  price_ranges: Record<string, string>;
  sort_types: SortType[];
}

export interface ColourSwatch {
  id: string;
  attribute_id: number;
  name: string;
  hex: string;
  /** rgb|hex|code|name (spec §3 colour attribute string). */
  attr_string: string;
}

export interface KeywordInfo {
  words: string[];
  /** Each word with its Chinese/English equivalents that the search also matched. */
  expansions: { word: string; synonyms: string[] }[];
  /** Matches per column (counted over at most count_cap matches). */
  columns: { id: number; name: string; count: number }[];
  related: string[];
}

export interface ZhEnWord {
  zh: string;
  en: string;
}

export interface HotKeyword {
  keyword: string;
  hits: number;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  link: string;
}

export interface HomeColumnBlock {
  id: number;
  name: string;
  url: string;
  items: ListItem[];
}

export interface HomeChannelBlock {
  id: number;
  name: string;
  url_str: string;
  columns: HomeColumnBlock[];
}

export interface DayCount {
  date: string;
  count: number;
}

export interface CountPerDay {
  days: DayCount[];
  total: number;
}

export interface PatternColumnData {
  blocks: { route: string; title: string; url: string; items: ListItem[] }[];
}

export interface RouteColumn {
  id: number;
  url_str: string;
  name: string;
  data_type: DataTypeEntry[];
}

export type BodyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'img'; image: string; caption?: string }
  | { kind: 'video'; video: string; poster: string | null };

export interface Picture {
  id: string;
  url: string;
  thumb: string;
  width: number | null;
  height: number | null;
}

export interface DetailItem extends ListItem {
  summary: string;
  body: BodyBlock[];
  pictures: Picture[];
  blogger: { id: number; name: string } | null;
}

export interface DetailResult {
  item: DetailItem;
  route_info: { column: RouteColumn; subcolumn: RouteColumn | null };
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface BrandCard {
  id: number;
  name: string;
  name_zh: string;
  name_en: string;
  letter: string;
  logo: string | null;
  area: string | null;
  hot: number;
}

export interface BrandDetail extends BrandCard {
  intro: string;
  company: string;
  founded: number | null;
  columns: { id: number; name: string; url: string; count: number }[];
  latest: ListItem[];
}

export interface CompanyDetail {
  id: number;
  name: string;
  company: string;
  founded: number | null;
  area: string | null;
  intro: string;
}

export interface BrandPage {
  list: BrandCard[];
  count: number;
  letters: string[];
}

export interface BrandAttrList {
  letters: string[];
  areas: { id: number; name: string; count: number }[];
}

/** URL of a stored image or one of its derivatives (thumb, webp). */
export const mediaUrl = (id: string, variant?: string) =>
  variant ? `/media/${id}/${variant}` : `/media/${id}`;
