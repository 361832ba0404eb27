import type { ColourRatio, ListItem, TagBase, TagPattern } from '../../src/shared/catalogue/types';
import { mediaUrl } from '../../src/shared/catalogue/types';
import { MAX_ITEM_TAGS } from '../../src/shared/catalogue/list-rules';
import { mayOpen, viewerOf, type Viewer } from '../access/item-access';
import type { CallContext } from '../api/registry';
import type { Queryable } from '../db/db';
import { wordsIn } from './keywords';

/** Columns every list query selects, matching ItemRow. */
export const ITEM_COLUMNS = `i.id, i.channel_id, i.column_id, i.subcolumn_id, i.type, i.title_zh, i.title_en,
  i.publish_time, i.pv, i.tag_base, i.tag_base_pattern, i.temp_type, i.cover, i.colours, i.vip_only,
  i.brand_id, b.name_zh AS brand_name_zh, b.name_en AS brand_name_en, m.width, m.height`;

/** FROM clause that goes with ITEM_COLUMNS. */
export const ITEM_FROM = `items i JOIN media m ON m.id = i.cover LEFT JOIN brands b ON b.id = i.brand_id`;

export interface ItemRow {
  id: number;
  channel_id: number;
  column_id: number;
  subcolumn_id: number | null;
  type: number;
  title_zh: string;
  title_en: string;
  publish_time: number;
  pv: number;
  tag_base: TagBase;
  tag_base_pattern: TagPattern[];
  temp_type: number;
  cover: string;
  colours: ColourRatio[];
  vip_only: boolean;
  brand_id: number | null;
  brand_name_zh: string | null;
  brand_name_en: string | null;
  width: number | null;
  height: number | null;
}

/** YYYY/MM/DD in China time from a seconds timestamp (spec §9 date format). */
export function formatPublishDate(seconds: number): string {
  const shifted = new Date((seconds + 8 * 3600) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}/${pad(shifted.getUTCMonth() + 1)}/${pad(shifted.getUTCDate())}`;
}

/**
 * The language an answer's cards are written in: the locale, and its words for the cards' tags
 * (stored in Chinese: 伦敦, 2027春夏 …). One dictionary lookup names the tags of a whole answer.
 */
export interface CardLanguage {
  locale: 'zh' | 'en';
  tagWords: Readonly<Record<string, string>>;
}

const tagsOf = (tagBase: TagBase) => Object.values(tagBase).flatMap((values) => values ?? []);

/** Chinese cards show their tags as stored. */
const CHINESE: CardLanguage = { locale: 'zh', tagWords: {} };

/** The card language for these rows' tags (in Chinese nothing to look up: the stored words are Chinese). */
export async function cardLanguage(db: Queryable, locale: 'zh' | 'en', rows: readonly Pick<ItemRow, 'tag_base'>[]): Promise<CardLanguage> {
  if (locale === 'zh') return CHINESE;
  return { locale, tagWords: await wordsIn(db, locale, [...new Set(rows.flatMap((row) => tagsOf(row.tag_base)))]) };
}

/**
 * A list card. An item the viewer may not open (item-access) is locked: the card keeps its title
 * and thumbnail but carries no display image and no colour data (spec §6: no VIP payload).
 */
export function toListItem(row: ItemRow, { locale, tagWords }: CardLanguage, viewer: Viewer | null): ListItem {
  const named = (tag: string) => tagWords[tag] ?? tag;
  const tagBase = Object.fromEntries(Object.entries(row.tag_base).map(([key, values]) => [key, values?.map(named)])) as TagBase;
  const locked = !mayOpen(viewer, row);
  return {
    id: row.id,
    channel: row.channel_id,
    column: row.column_id,
    subcolumn: row.subcolumn_id,
    type: row.type,
    title: locale === 'en' ? row.title_en : row.title_zh,
    cover: locked ? mediaUrl(row.cover, 'thumb') : mediaUrl(row.cover),
    cover_thumb: mediaUrl(row.cover, 'thumb'),
    width: row.width,
    height: row.height,
    publish_time: row.publish_time,
    publish_date: formatPublishDate(row.publish_time),
    pv: row.pv,
    tag_base: tagBase,
    tag_base_array: tagsOf(tagBase).slice(0, MAX_ITEM_TAGS),
    tag_base_pattern: row.tag_base_pattern,
    temp_type: row.temp_type,
    colours: locked ? [] : row.colours,
    is_vip: row.vip_only,
    locked,
    brand: row.brand_id === null ? null : { id: row.brand_id, name: (locale === 'en' ? row.brand_name_en : row.brand_name_zh) ?? '' },
  };
}

/** The rows as cards for the call's caller, in the call's language. */
export async function cardsFor(ctx: Pick<CallContext, 'db' | 'locale' | 'caller'>, rows: readonly ItemRow[]): Promise<ListItem[]> {
  const language = await cardLanguage(ctx.db, ctx.locale, rows);
  return rows.map((row) => toListItem(row, language, viewerOf(ctx.caller)));
}
