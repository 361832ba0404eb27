import { CHANNELS, CONTENT, FIXED, LIST_ROUTES, layoutOf, type ChannelSpec, type ColumnSpec, type Content } from './reference/channels';
import { COLOUR_LIBRARY } from './reference/colour-library';
import {
  AGE_GROUPS,
  AREAS,
  ARTISTS,
  COLOUR_FAMILIES,
  CRAFTWORK,
  FABRICS,
  FASHION,
  GLOSSARY,
  PATTERNS,
  SPORT_ATTRIBUTE_ID,
  SPORTS,
  STARS,
  STYLES,
  type Term,
} from './reference/vocabulary';

export type AttributeKind = 'single' | 'multiple' | 'brand_letter' | 'colour' | 'ins_multiple' | 'ins_colour';

export interface AttributeRow {
  id: number;
  key: string;
  name_zh: string;
  name_en: string;
  kind: AttributeKind;
  sort: number;
}

export interface AttributeValueRow {
  id: number;
  attribute_id: number;
  name_zh: string;
  name_en: string;
  value: string | null;
  sort: number;
}

/** Attribute ids by key (value ids are attribute id × 1000 + position, sports excepted). */
export const ATTRIBUTE_IDS = {
  season: 1,
  area: 2,
  style: 3,
  fashion: 4,
  pattern: 5,
  craftwork: 6,
  fabric: 7,
  brand_letter: 8,
  color: 9,
  starname: 10,
  age_group: 11,
  artist: 12,
  ins_fashion: 13,
  ins_color: 14,
  sport: SPORT_ATTRIBUTE_ID,
} as const;
export type AttributeKey = keyof typeof ATTRIBUTE_IDS;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Attributes, their values, and lookups from a value's zh name to its id and English name. */
export class Attributes {
  readonly attributes: AttributeRow[] = [];
  readonly values: AttributeValueRow[] = [];
  private readonly ids = new Map<string, number>();

  constructor(seasons: readonly Term[]) {
    const define = (key: AttributeKey, zh: string, en: string, kind: AttributeKind, terms: readonly (Term & { id?: number; value?: string })[]) => {
      const id = ATTRIBUTE_IDS[key];
      this.attributes.push({ id, key, name_zh: zh, name_en: en, kind, sort: this.attributes.length });
      terms.forEach((term, i) => {
        const valueId = term.id ?? id * 1000 + i + 1;
        this.values.push({ id: valueId, attribute_id: id, name_zh: term.zh, name_en: term.en, value: term.value ?? null, sort: i });
        this.ids.set(`${key}:${term.zh}`, valueId);
      });
    };
    const colours = COLOUR_FAMILIES.map((family) => ({ ...family, value: family.hex }));
    define('season', '季节', 'Season', 'single', seasons);
    define('area', '地区', 'Region', 'single', AREAS);
    define('style', '风格', 'Style', 'multiple', STYLES);
    define('fashion', '单品', 'Category', 'multiple', FASHION);
    define('pattern', '图案', 'Pattern', 'multiple', PATTERNS);
    define('craftwork', '工艺', 'Craft', 'multiple', CRAFTWORK);
    define('fabric', '面料', 'Fabric', 'multiple', FABRICS);
    define('brand_letter', '品牌首字母', 'Brand initial', 'brand_letter', LETTERS.map((l) => ({ zh: l, en: l, value: l })));
    define('color', '颜色', 'Colour', 'colour', colours);
    define('starname', '明星', 'Celebrity', 'multiple', STARS);
    define('age_group', '年龄段', 'Age group', 'single', AGE_GROUPS);
    define('artist', '艺术家', 'Artist', 'multiple', ARTISTS);
    define('ins_fashion', 'Ins单品', 'Instagram category', 'ins_multiple', FASHION);
    define('ins_color', 'Ins颜色', 'Instagram colour', 'ins_colour', colours);
    define('sport', '运动类型', 'Sport', 'multiple', SPORTS);
  }

  /** Id of the value named zh of attribute key; throws on a name the seed never defined. */
  id(key: AttributeKey, zh: string): number {
    const id = this.ids.get(`${key}:${zh}`);
    if (id === undefined) throw new Error(`Seed bug: no ${key} value named ${zh}`);
    return id;
  }
}

/** zh↔en dictionary rows: every attribute value, the glossary and the colour names (first zh wins). */
export function dictionary(seasons: readonly Term[]): Term[] {
  const all: Term[] = [
    ...seasons,
    ...AREAS,
    ...STYLES,
    ...FASHION,
    ...PATTERNS,
    ...CRAFTWORK,
    ...FABRICS,
    ...COLOUR_FAMILIES,
    ...AGE_GROUPS,
    ...STARS,
    ...ARTISTS,
    ...SPORTS,
    ...GLOSSARY,
    ...COLOUR_LIBRARY,
  ];
  const byZh = new Map<string, Term>();
  for (const { zh, en } of all) if (!byZh.has(zh)) byZh.set(zh, { zh, en });
  return [...byZh.values()];
}

export interface ColumnSeed {
  id: number;
  channel: ChannelSpec;
  parent_id: number | null;
  spec: ColumnSpec;
  content: Content;
  sort: number;
  children: ColumnSeed[];
}

/** Column ids the spec does not fix come from here, skipping the fixed ones. */
const FIRST_FREE_COLUMN_ID = 35001;

/** All column trees; ids are fixed by the spec or allocated in a stable order. */
export function buildColumns(): ColumnSeed[] {
  const fixed = new Set<number>();
  const collect = (specs: readonly ColumnSpec[]) => {
    for (const spec of specs) {
      if (spec.id !== undefined) fixed.add(spec.id);
      collect(spec.children ?? []);
    }
  };
  CHANNELS.forEach((channel) => collect(channel.columns));
  let next = FIRST_FREE_COLUMN_ID;
  const allocate = (spec: ColumnSpec) => {
    if (spec.id !== undefined) return spec.id;
    while (fixed.has(next)) next++;
    return next++;
  };
  const columns: ColumnSeed[] = [];
  const add = (channel: ChannelSpec, spec: ColumnSpec, parent: ColumnSeed | null, sort: number): ColumnSeed => {
    const column: ColumnSeed = { id: allocate(spec), channel, parent_id: parent?.id ?? null, spec, content: spec.content, sort, children: [] };
    columns.push(column);
    column.children = (spec.children ?? []).map((child, i) => add(channel, child, column, i));
    return column;
  };
  for (const channel of CHANNELS) channel.columns.forEach((spec, i) => add(channel, spec, null, i));
  return columns;
}

/**
 * list_routes rows: every named route, tied to a column with the same url_str when there is one:
 * the women's top-level column first, then any top-level column (the pattern channel's pattern
 * sub-routes), then any sub-column.
 */
export function listRoutes(columns: readonly ColumnSeed[]) {
  return LIST_ROUTES.map((route, sort) => {
    const named = columns.filter((c) => c.spec.url_str === route.name);
    const column =
      named.find((c) => c.channel.id === FIXED.womensChannel && c.parent_id === null) ?? named.find((c) => c.parent_id === null) ?? named[0];
    return {
      name: route.name,
      layout: layoutOf(route.name),
      channel_id: column?.channel.id ?? FIXED.womensChannel,
      column_id: column?.id ?? null,
      title_zh: route.zh,
      title_en: route.en,
      sort,
    };
  });
}

/** Columns that receive items, with their share. */
export function itemColumns(columns: readonly ColumnSeed[]): ColumnSeed[] {
  return columns.filter((c) => c.parent_id === null && CONTENT[c.content].weight > 0);
}
