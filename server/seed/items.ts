import type { ColourRatio, TagBase, TagPattern } from '../../src/shared/catalogue/types';
import { searchTerms } from '../../src/shared/text';
import { ATTRIBUTE_IDS, type Attributes, type ColumnSeed } from './catalogue';
import { CONTENT, FIXED, type Content } from './reference/channels';
import type { BloggerSeed, BrandSeed } from './reference/people';
import { AGE_GROUPS, AREAS, ARTISTS, CRAFTWORK, FABRICS, FASHION, PATTERNS, SPORTS, STARS, STYLES, type Term } from './reference/vocabulary';
import type { ImageSubject, PoolKind } from './images/compositions';
import type { Garment } from './images/garments';
import type { ColumnList } from './insert';
import { Rng } from './prng';

export interface PoolEntry {
  id: string;
  kind: PoolKind;
  subject: ImageSubject;
  /** Recorded colours, each with the code and zh name of its nearest library colour. */
  colours: ColourRatio[];
  /** zh/en names of those colours, largest first (titles and summaries). */
  colourNames: Term[];
  /** Colour-family names (zh) covering at least FAMILY_SHARE percent of the picture. */
  families: string[];
}

export interface ItemWorld {
  seed: number;
  /** Seconds; items are published in the three years before it. */
  anchor: number;
  seasons: readonly Term[];
  attributes: Attributes;
  columns: readonly ColumnSeed[];
  pool: ReadonlyMap<PoolKind, readonly PoolEntry[]>;
  brands: readonly BrandSeed[];
  bloggers: readonly BloggerSeed[];
}

/** Column order of itemRow(). */
export const ITEM_INSERT_COLUMNS: ColumnList = [
  ['id', 'int'],
  ['channel_id', 'int'],
  ['column_id', 'int'],
  ['subcolumn_id', 'int'],
  ['type', 'smallint'],
  ['title_zh', 'text'],
  ['title_en', 'text'],
  ['summary_zh', 'text'],
  ['summary_en', 'text'],
  ['body', 'jsonb'],
  ['publish_time', 'bigint'],
  ['pv', 'int'],
  ['brand_id', 'int'],
  ['blogger_id', 'int'],
  ['tag_base', 'jsonb'],
  ['tag_base_pattern', 'jsonb'],
  ['attr_ids', 'int[]'],
  ['temp_type', 'smallint'],
  ['cover', 'text'],
  ['pictures', 'text[]'],
  ['colours', 'jsonb'],
  ['vip_only', 'bool'],
  ['search_terms', 'text[]'],
];

const DAY = 86_400;
const SPAN = 3 * 365 * DAY;
const FASHION_BY_GARMENT = new Map<Garment, Term>(FASHION.map((f) => [f.garment, f]));
const PATTERN_BY_MOTIF = new Map(PATTERNS.map((p) => [p.motif, p as Term]));
/** Crafts that make a printed or patterned surface. */
const PRINT_CRAFTS = CRAFTWORK.filter((c) => ['印花', '数码印花', '刺绣', '提花'].includes(c.zh));
/** Fashion-week cities for runway and street items. */
const WEEK_CITIES = AREAS.slice(0, 8);
const TEMP_TYPES = [
  [0, 0.85],
  [1, 0.07],
  [2, 0.05],
  [10, 0.03],
] as const;

/** Picks channels by weight, then top-level columns by their content's weight. */
export class ColumnPicker {
  private readonly channels: [ColumnSeed[], number][];

  constructor(columns: readonly ColumnSeed[]) {
    const byChannel = new Map<number, ColumnSeed[]>();
    for (const column of columns) byChannel.set(column.channel.id, [...(byChannel.get(column.channel.id) ?? []), column]);
    this.channels = [...byChannel.values()].map((list) => [list, list[0]!.channel.weight]);
  }

  pick(rng: Rng): { column: ColumnSeed; subcolumn: ColumnSeed | null } {
    const list = rng.weighted(this.channels);
    const column = rng.weighted(list.map((c) => [c, CONTENT[c.content].weight] as const));
    return { column, subcolumn: column.children.length ? rng.pick(column.children) : null };
  }
}

interface Words {
  season: Term;
  area: Term;
  styles: Term[];
  fashion: Term[];
  pattern: Term | null;
  crafts: Term[];
  fabric: Term | null;
  star: Term | null;
  artist: Term | null;
  age: Term | null;
  sport: (Term & { id: number }) | null;
  brand: BrandSeed | null;
  blogger: BloggerSeed | null;
  gender: Term | null;
  colour: Term;
  second: Term;
}

const en = (text: string) => {
  const tidy = text.replace(/\s+/g, ' ').replace(/\s([:,])/g, '$1').trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
};
const zhName = (t: Term | null | undefined) => t?.zh ?? '';
const enName = (t: Term | null | undefined) => t?.en ?? '';

function title(content: Content, w: Words, rng: Rng, theme: Term): Term {
  const S = w.season;
  const G = w.gender;
  const F = w.fashion[0]!;
  const St = w.styles[0]!;
  const brandZh = w.brand?.name_zh ?? '';
  const brandEn = w.brand?.name_en ?? '';
  switch (content) {
    case 'trend': {
      const variant = rng.int(0, 2);
      if (variant === 0) return { zh: `${S.zh} ${w.area.zh}${zhName(G)}秀场 ${F.zh}廓形趋势`, en: en(`${S.en} ${w.area.en} ${enName(G)} runway: ${F.en} silhouette trends`) };
      if (variant === 1) return { zh: `${S.zh} ${zhName(G)}${F.zh}流行趋势：${St.zh}风格解读`, en: en(`${S.en} ${enName(G)} ${F.en} trends: ${St.en} style insight`) };
      const P = w.pattern ?? St;
      return { zh: `${S.zh} ${zhName(G)}关键单品：${P.zh}${F.zh}`, en: en(`${S.en} ${enName(G)} key items: ${P.en} ${F.en}`) };
    }
    case 'show':
      return { zh: `${brandZh} ${S.zh} ${w.area.zh}时装周 ${zhName(G)}发布会`, en: en(`${brandEn} ${S.en} ${w.area.en} fashion week ${enName(G)} show`) };
    case 'brand':
      return { zh: `${brandZh} ${S.zh} ${F.zh}系列型录`, en: en(`${brandEn} ${S.en} ${F.en} collection lookbook`) };
    case 'market':
      return { zh: `${S.zh} ${w.area.zh}市场 ${St.zh}${F.zh}款式精选`, en: en(`${S.en} ${w.area.en} market: ${St.en} ${F.en} styles`) };
    case 'street':
      return { zh: `${w.area.zh}时装周街拍：${St.zh}${F.zh}搭配`, en: en(`${w.area.en} fashion week street style: ${St.en} ${F.en} styling`) };
    case 'vmd':
      return { zh: `${brandZh} ${w.area.zh}门店 ${S.zh}橱窗陈列`, en: en(`${brandEn} ${w.area.en} store: ${S.en} window display`) };
    case 'pattern':
    case 'patternPage':
      if (w.pattern) {
        const craft = w.crafts[0] ?? St;
        return { zh: `${w.pattern.zh}图案素材 · ${St.zh}${craft.zh}`, en: en(`${w.pattern.en} pattern artwork · ${St.en} ${craft.en}`) };
      }
      return { zh: `${zhName(w.fabric)}面料小样 · ${S.zh}`, en: en(`${enName(w.fabric)} fabric swatch · ${S.en}`) };
    case 'colour':
      return { zh: `${S.zh} ${zhName(G)}色彩分析：${w.colour.zh}`, en: en(`${S.en} ${enName(G)} colour analysis: ${w.colour.en}`) };
    case 'colourTrend':
      return { zh: `${S.zh} ${zhName(G)}流行色预测：${w.colour.zh}与${w.second.zh}`, en: en(`${S.en} ${enName(G)} colour forecast: ${w.colour.en} and ${w.second.en}`) };
    case 'books':
      return { zh: `${S.zh} ${zhName(G)}${F.zh}趋势手稿`, en: en(`${S.en} ${enName(G)} ${F.en} trend book`) };
    case 'inspiration':
      return { zh: `${theme.zh}灵感：${zhName(w.pattern ?? St)}与${w.colour.zh}`, en: en(`${theme.en} inspiration: ${enName(w.pattern ?? St)} and ${w.colour.en}`) };
    case 'data':
      return { zh: `${S.zh} ${F.zh}市场数据分析：${w.area.zh}`, en: en(`${S.en} ${F.en} market data analysis: ${w.area.en}`) };
    case 'news':
      return { zh: `${w.area.zh}时装周：${brandZh}发布${S.zh}系列`, en: en(`${w.area.en} fashion week: ${brandEn} presents its ${S.en} collection`) };
    case 'ins':
    case 'social':
      return { zh: `${w.blogger?.nickname ?? ''} ${St.zh}${F.zh}穿搭`, en: en(`${w.blogger?.nickname ?? ''} ${St.en} ${F.en} outfit`) };
    case 'special':
      return { zh: `${S.zh} ${w.area.zh}时装周专题：${St.zh}趋势盘点`, en: en(`${S.en} ${w.area.en} fashion week special: ${St.en} trend review`) };
    case 'tool':
      throw new Error('Tool columns hold no items');
  }
}

function summary(w: Words): Term {
  const F = w.fashion[0]!;
  const St = w.styles[0]!;
  const detail = w.pattern ?? w.crafts[0] ?? w.fabric ?? St;
  return {
    zh: `${w.season.zh}${zhName(w.gender)}${F.zh}在${w.area.zh}呈现${St.zh}风格，${detail.zh}与${w.colour.zh}成为关键细节。`,
    en: en(`${w.season.en}: ${enName(w.gender)} ${F.en} in ${w.area.en} takes a ${St.en} direction, with ${detail.en} and ${w.colour.en} as key details.`),
  };
}

type Block = { kind: 'h' | 'p'; zh: string; en: string } | { kind: 'img'; media: string; zh: string; en: string };

/** Article body blocks for reports, data and news (spec: detail article pages). */
function body(w: Words, pictures: readonly string[], rng: Rng): Block[] {
  const F = w.fashion[0]!;
  const St = w.styles[0]!;
  const growth = rng.range(3, 28).toFixed(1);
  const blocks: Block[] = [
    { kind: 'h', zh: `${w.season.zh}${zhName(w.gender)}趋势概览`, en: en(`${w.season.en} ${enName(w.gender)} overview`) },
    {
      kind: 'p',
      zh: `本季${w.area.zh}的发布中，${F.zh}延续${St.zh}路线，廓形更注重比例与层次；${zhName(w.pattern ?? w.fabric ?? St)}成为高频元素。`,
      en: en(`In ${w.area.en} this season, ${F.en} continues in a ${St.en} direction, with more attention to proportion and layering; ${enName(w.pattern ?? w.fabric ?? St)} appears again and again.`),
    },
  ];
  if (pictures[1]) blocks.push({ kind: 'img', media: pictures[1], zh: `${w.area.zh} · ${F.zh}`, en: en(`${w.area.en} · ${F.en}`) });
  blocks.push(
    { kind: 'h', zh: '关键细节', en: 'Key details' },
    {
      kind: 'p',
      zh: `${w.colour.zh}与${w.second.zh}构成主色调，${zhName(w.crafts[0] ?? St)}细节提升质感；相关款式的市场热度同比上升${growth}%。`,
      en: en(`${w.colour.en} and ${w.second.en} lead the palette, and ${enName(w.crafts[0] ?? St)} details lift the finish; market interest in related styles rose ${growth}% year on year.`),
    },
  );
  if (pictures[2]) blocks.push({ kind: 'img', media: pictures[2], zh: `${w.season.zh}细节`, en: `${w.season.en} details` });
  return blocks;
}

/** Season an item is about: the one starting about four months after publication, within the seeded seasons. */
function seasonFor(world: ItemWorld, publishTime: number): Term {
  const date = new Date((publishTime + 120 * DAY) * 1000);
  const firstYear = Number(world.seasons[0]!.zh.slice(0, 4));
  const index = (date.getUTCFullYear() - firstYear) * 2 + (date.getUTCMonth() < 6 ? 0 : 1);
  return world.seasons[Math.min(world.seasons.length - 1, Math.max(0, index))]!;
}

const THEMES: readonly Term[] = [
  { zh: '艺术', en: 'art' },
  { zh: '建筑', en: 'architecture' },
  { zh: '自然', en: 'nature' },
];

/**
 * One item row (ITEM_INSERT_COLUMNS order), a pure function of (seed, id, world): items can be
 * generated in any order or in chunks and always come out the same.
 */
export function itemRow(world: ItemWorld, id: number, picker: ColumnPicker): unknown[] {
  const rng = Rng.of(world.seed, 'item', id);
  const { column, subcolumn } = picker.pick(rng);
  const profile = CONTENT[column.content];
  const channel = column.channel;
  const type = rng.weighted(profile.types.map((t) => [t.type, t.weight] as const));
  const publishTime = world.anchor - DAY - Math.floor(rng.next() ** 1.3 * SPAN) - rng.int(0, DAY - 1);

  const coverKind = rng.pick(profile.pictures);
  const kindPool = world.pool.get(coverKind)!;
  const cover = rng.pick(kindPool);
  const about = cover.subject;

  const brand = profile.branded ? rng.pick(world.brands) : null;
  const social = column.content === 'ins' || column.content === 'social';
  const blogger = social ? rng.pick(world.bloggers) : null;
  const inWeekCity = column.content === 'show' || column.content === 'street' || column.content === 'news' || column.content === 'special';
  const area = brand && !inWeekCity ? brand.area : rng.pick(inWeekCity ? WEEK_CITIES : AREAS);
  const garments = about.garments.map((g) => FASHION_BY_GARMENT.get(g)!);
  const fabricOptions = about.weave ? FABRICS.filter((f) => f.weaves.includes(about.weave!)) : [];
  const isPattern = column.content === 'pattern' || column.content === 'patternPage' || column.content === 'inspiration';
  const words: Words = {
    season: seasonFor(world, publishTime),
    area,
    styles: rng.sample(STYLES, rng.int(1, 2)),
    fashion: garments.length ? garments : [rng.pick(FASHION)],
    pattern: about.motif ? PATTERN_BY_MOTIF.get(about.motif)! : null,
    crafts: about.motif ? [rng.pick(PRINT_CRAFTS)] : rng.chance(0.35) ? [rng.pick(CRAFTWORK)] : [],
    fabric: fabricOptions.length ? rng.pick(fabricOptions) : garments.length && rng.chance(0.4) ? rng.pick(FABRICS) : null,
    star: column.content === 'street' && rng.chance(0.3) ? rng.pick(STARS) : null,
    artist: isPattern && rng.chance(0.4) ? rng.pick(ARTISTS) : null,
    age: channel.id === FIXED.kidsChannel ? rng.pick(AGE_GROUPS) : null,
    sport: channel.id === FIXED.sportsChannel ? rng.pick(SPORTS) : null,
    brand,
    blogger,
    gender: channel.gender,
    colour: cover.colourNames[0]!,
    second: cover.colourNames[1] ?? cover.colourNames[0]!,
  };
  const theme = subcolumn && THEMES.some((t) => t.zh === subcolumn.spec.zh) ? { zh: subcolumn.spec.zh, en: subcolumn.spec.en } : rng.pick(THEMES);
  const heading = title(column.content, words, rng, theme);

  const tagBase: TagBase = {};
  const set = (key: keyof TagBase, values: (string | undefined)[]) => {
    const present = values.filter((v): v is string => Boolean(v));
    if (present.length) tagBase[key] = present;
  };
  set('brand_more', [brand?.name_zh]);
  set('area', [area.zh]);
  set('season', [words.season.zh]);
  set('style', words.styles.map((s) => s.zh));
  set('fashion', words.fashion.map((f) => f.zh));
  set('pattern', [words.pattern?.zh]);
  set('craftwork', words.crafts.map((c) => c.zh));
  set('starname', [words.star?.zh]);
  set('blogger', [blogger?.nickname]);
  set('Artist', [words.artist?.zh]);
  set('Age group', [words.age?.zh]);

  const A = world.attributes;
  const attrIds = new Set<number>([A.id('season', words.season.zh), A.id('area', area.zh)]);
  words.styles.forEach((s) => attrIds.add(A.id('style', s.zh)));
  words.fashion.forEach((f) => attrIds.add(A.id('fashion', f.zh)));
  if (words.pattern) attrIds.add(A.id('pattern', words.pattern.zh));
  words.crafts.forEach((c) => attrIds.add(A.id('craftwork', c.zh)));
  if (words.fabric) attrIds.add(A.id('fabric', words.fabric.zh));
  if (brand) attrIds.add(A.id('brand_letter', brand.letter));
  if (words.star) attrIds.add(A.id('starname', words.star.zh));
  if (words.artist) attrIds.add(A.id('artist', words.artist.zh));
  if (words.age) attrIds.add(A.id('age_group', words.age.zh));
  if (words.sport) attrIds.add(words.sport.id);
  cover.families.forEach((family) => attrIds.add(A.id('color', family)));
  if (social) {
    words.fashion.forEach((f) => attrIds.add(A.id('ins_fashion', f.zh)));
    cover.families.forEach((family) => attrIds.add(A.id('ins_color', family)));
  }

  const tagPattern: TagPattern[] = [];
  if (words.pattern) tagPattern.push({ pid: ATTRIBUTE_IDS.pattern, id: A.id('pattern', words.pattern.zh), name: words.pattern.zh });
  if (isPattern) words.crafts.forEach((c) => tagPattern.push({ pid: ATTRIBUTE_IDS.craftwork, id: A.id('craftwork', c.zh), name: c.zh }));

  const pictures = [cover.id];
  if (profile.atlas) {
    const wanted = rng.int(3, 12);
    const candidates = profile.pictures.flatMap((kind) => world.pool.get(kind)!).filter((p) => p.id !== cover.id);
    for (const extra of rng.sample([...new Set(candidates)], wanted - 1)) pictures.push(extra.id);
  }

  const ageDays = (world.anchor - publishTime) / DAY;
  const pv = Math.round(Math.exp(rng.range(3.5, 9)) * (1 + ageDays / 240));
  const tagTerms = [
    area,
    words.season,
    ...words.styles,
    ...words.fashion,
    words.pattern,
    ...words.crafts,
    words.fabric,
    words.star,
    words.artist,
    words.age,
    words.sport,
  ].filter((t): t is Term => t !== null);
  const terms = new Set(searchTerms([heading.zh, heading.en]));
  const names = [...tagTerms.flatMap((t) => [t.zh, t.en]), ...(brand ? [brand.name_zh, brand.name_en] : []), ...(blogger ? [blogger.name, blogger.nickname] : [])];
  for (const name of names) for (const token of tokensOfName(name)) terms.add(token);
  const text = summary(words);
  return [
    id,
    channel.id,
    column.id,
    subcolumn?.id ?? null,
    type,
    heading.zh,
    heading.en,
    text.zh,
    text.en,
    profile.article ? body(words, pictures, rng) : [],
    publishTime,
    pv,
    brand?.id ?? null,
    blogger?.id ?? null,
    tagBase,
    tagPattern,
    [...attrIds].sort((a, b) => a - b),
    rng.weighted(TEMP_TYPES),
    cover.id,
    pictures,
    cover.colours,
    Boolean(subcolumn?.spec.vip ?? column.spec.vip) || rng.chance(0.28),
    [...terms],
  ];
}

// Tag values and names repeat across items: tokenise each once.
const nameTokens = new Map<string, string[]>();
function tokensOfName(name: string): string[] {
  let tokens = nameTokens.get(name);
  if (!tokens) nameTokens.set(name, (tokens = searchTerms([name])));
  return tokens;
}
