/**
 * The `attrs` list argument (spec §3 "encoded attribute strings"): one definition of the
 * separators, with the encoder and decoder that the list pages and the server both use.
 *
 *   attrs  = entry *( ENTRY entry )            e.g.  12_1201,1203~price_100_300~time_1
 *   entry  = key *( DATA part )
 *
 * key is the id of an attribute (one part: its chosen values joined by VALUE), or a reserved word:
 *   columnattr_sid_{column}   search scope: one column (spec §2 search)
 *   price_{low}_{high}        price range in yuan, written low_high; an open bound is empty
 *   time_{index}              time window: index 0..3 = 1, 7, 15, 30 days ending yesterday
 *
 * Attribute values are value ids, except for brand-letter attributes whose values are letters
 * A–Z or #. Which attribute has which kind is only known to the database, so the server checks
 * the values against the kind; this module checks the syntax.
 */

import type { Rgb } from '../colour';

/** Separator list, outermost first: between entries, then between the values of one entry. */
export const ATTR_SEPARATORS = { entry: '~', value: ',' } as const;
/** Between an entry's key and its data parts. */
export const DATA_SEPARATOR = '_';
/** Between the parts rgb, hex, code and name of a colour attribute string (spec §3). */
export const COLOUR_SEPARATOR = '|';

export const TIME_WINDOW_DAYS = [1, 7, 15, 30] as const;
export type TimeWindowIndex = 0 | 1 | 2 | 3;
/** 30 days (spec §9). */
export const DEFAULT_TIME_WINDOW: TimeWindowIndex = 3;

export type AttrFilter =
  | { kind: 'attr'; attributeId: number; values: string[] }
  | { kind: 'column'; column: number }
  | { kind: 'price'; low: number | null; high: number | null }
  | { kind: 'time'; window: TimeWindowIndex };

export class AttrsError extends Error {}

const MAX_ENTRIES = 30;
const MAX_VALUES = 50;
const ID = /^[1-9]\d{0,9}$/;
const LETTER = /^[A-Z#]$/;
const AMOUNT = /^\d{1,9}$/;

/** Parses an attrs string; throws AttrsError naming the faulty entry. Same attribute twice: values merge. */
export function decodeAttrs(attrs: string | undefined): AttrFilter[] {
  const text = attrs?.trim() ?? '';
  if (text === '') return [];
  const entries = text.split(ATTR_SEPARATORS.entry).filter((entry) => entry !== '');
  if (entries.length > MAX_ENTRIES) throw new AttrsError(`attrs: at most ${MAX_ENTRIES} entries`);
  const filters: AttrFilter[] = [];
  for (const entry of entries) {
    const filter = decodeEntry(entry);
    const same = filters.find((f) => sameSlot(f, filter));
    if (same && same.kind === 'attr' && filter.kind === 'attr') {
      same.values = [...new Set([...same.values, ...filter.values])];
    } else if (same) {
      filters[filters.indexOf(same)] = filter;
    } else {
      filters.push(filter);
    }
  }
  return filters;
}

function decodeEntry(entry: string): AttrFilter {
  const [key = '', ...parts] = entry.split(DATA_SEPARATOR);
  const bad = (why: string) => new AttrsError(`attrs entry "${entry}": ${why}`);
  if (key === 'columnattr') {
    if (parts.length !== 2 || parts[0] !== 'sid' || !ID.test(parts[1]!)) throw bad('expected columnattr_sid_{column}');
    return { kind: 'column', column: Number(parts[1]) };
  }
  if (key === 'price') {
    const [low = '', high = ''] = parts;
    if (parts.length !== 2 || (low !== '' && !AMOUNT.test(low)) || (high !== '' && !AMOUNT.test(high)) || (low === '' && high === '')) {
      throw bad('expected price_{low}_{high} with whole yuan amounts');
    }
    const range = { low: low === '' ? null : Number(low), high: high === '' ? null : Number(high) };
    if (range.low !== null && range.high !== null && range.low > range.high) throw bad('low is above high');
    return { kind: 'price', ...range };
  }
  if (key === 'time') {
    const index = Number(parts[0]);
    if (parts.length !== 1 || !/^[0-3]$/.test(parts[0] ?? '')) throw bad('expected time_0 … time_3');
    return { kind: 'time', window: index as TimeWindowIndex };
  }
  if (!ID.test(key)) throw bad('unknown key');
  if (parts.length !== 1 || parts[0] === '') throw bad('expected {attribute}_{value,value…}');
  const values = parts[0]!.split(ATTR_SEPARATORS.value).filter((v) => v !== '');
  if (values.length === 0 || values.length > MAX_VALUES) throw bad(`expected 1 to ${MAX_VALUES} values`);
  const malformed = values.find((v) => !ID.test(v) && !LETTER.test(v));
  if (malformed !== undefined) throw bad(`value "${malformed}" is neither an id nor a letter A–Z/#`);
  return { kind: 'attr', attributeId: Number(key), values: [...new Set(values)] };
}

function sameSlot(a: AttrFilter, b: AttrFilter): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'attr' || a.attributeId === (b as { attributeId: number }).attributeId;
}

export function encodeAttrs(filters: readonly AttrFilter[]): string {
  return filters
    .map((filter) => {
      switch (filter.kind) {
        case 'column':
          return ['columnattr', 'sid', filter.column].join(DATA_SEPARATOR);
        case 'price':
          return ['price', filter.low ?? '', filter.high ?? ''].join(DATA_SEPARATOR);
        case 'time':
          return ['time', filter.window].join(DATA_SEPARATOR);
        case 'attr':
          return filter.values.length ? [filter.attributeId, filter.values.join(ATTR_SEPARATORS.value)].join(DATA_SEPARATOR) : '';
      }
    })
    .filter((entry) => entry !== '')
    .join(ATTR_SEPARATORS.entry);
}

/**
 * Adds or removes one value of an attribute filter. Single-choice attributes (and price, time)
 * hold one value, so choosing another replaces it.
 */
export function toggleAttrValue(filters: readonly AttrFilter[], attributeId: number, value: string, single: boolean): AttrFilter[] {
  const current = filters.find((f): f is Extract<AttrFilter, { kind: 'attr' }> => f.kind === 'attr' && f.attributeId === attributeId);
  const others = filters.filter((f) => f !== current);
  const had = current?.values.includes(value) ?? false;
  const values = had ? current!.values.filter((v) => v !== value) : single ? [value] : [...(current?.values ?? []), value];
  if (values.length === 0) return others;
  const next: AttrFilter = { kind: 'attr', attributeId, values };
  return current ? filters.map((f) => (f === current ? next : f)) : [...filters, next];
}

/**
 * Removes one value of an attribute filter. Unlike a toggle, a value no longer in force (a chip
 * clicked while the list was catching up with the URL) leaves the filters as they are.
 */
export function removeAttrValue(filters: readonly AttrFilter[], attributeId: number, value: string): AttrFilter[] {
  const inForce = filters.some((f) => f.kind === 'attr' && f.attributeId === attributeId && f.values.includes(value));
  return inForce ? toggleAttrValue(filters, attributeId, value, false) : [...filters];
}

/** Replaces (or with null removes) the one filter of a reserved kind. */
export function setReservedFilter(
  filters: readonly AttrFilter[],
  kind: 'column' | 'price' | 'time',
  next: AttrFilter | null,
): AttrFilter[] {
  const others = filters.filter((f) => f.kind !== kind);
  return next ? [...others, next] : others;
}

// ---- price phrases (spec §3: "parsed from Chinese phrases into a range written low_high") ----

const UNITS: Record<string, number> = { 千: 1000, k: 1000, K: 1000, 万: 10_000, w: 10_000, W: 10_000 };

/**
 * Reads a price phrase such as 100元以下, 100-300元, ¥300~¥500, 1千至2千元, 500元以上 or 2万起 into a
 * range; null when the phrase holds no amount.
 */
export function parsePricePhrase(phrase: string): { low: number | null; high: number | null } | null {
  const text = phrase.replace(/\s+/g, '').replace(/[,，]/g, '');
  const amounts = [...text.matchAll(/(\d+(?:\.\d+)?)([千kK万wW]?)/g)].map((m) => Math.round(Number(m[1]) * (UNITS[m[2]!] ?? 1)));
  if (amounts.length === 0) return null;
  if (amounts.length >= 2) {
    const [a, b] = [amounts[0]!, amounts[1]!];
    return { low: Math.min(a, b), high: Math.max(a, b) };
  }
  const amount = amounts[0]!;
  if (/以下|以内|及以下|之内|under|below|</i.test(text)) return { low: null, high: amount };
  if (/以上|起|及以上|over|above|>|\+/i.test(text)) return { low: amount, high: null };
  return { low: amount, high: amount };
}

/** The `low_high` form of a price phrase, or null when it holds no amount. */
export function pricePhraseToRange(phrase: string): string | null {
  const range = parsePricePhrase(phrase);
  return range ? `${range.low ?? ''}${DATA_SEPARATOR}${range.high ?? ''}` : null;
}

/** Whether two ranges overlap; open bounds reach to zero or infinity. */
export function rangesOverlap(
  a: { low: number | null; high: number | null },
  b: { low: number | null; high: number | null },
): boolean {
  return (a.low ?? 0) <= (b.high ?? Infinity) && (b.low ?? 0) <= (a.high ?? Infinity);
}

// ---- colour attribute strings ----

export interface ColourAttr {
  rgb: Rgb;
  hex: string;
  code: string;
  name: string;
}

/** `r,g,b|#hex|code|name` (spec §3 colour attribute string). */
export function encodeColourAttr(colour: ColourAttr): string {
  return [[colour.rgb.r, colour.rgb.g, colour.rgb.b].join(','), colour.hex, colour.code, colour.name].join(COLOUR_SEPARATOR);
}

export function decodeColourAttr(text: string): ColourAttr {
  const [rgb = '', hex = '', code = '', ...name] = text.split(COLOUR_SEPARATOR);
  const channels = rgb.split(',').map(Number);
  if (channels.length !== 3 || channels.some((c) => !Number.isInteger(c) || c < 0 || c > 255)) {
    throw new AttrsError(`colour "${text}": rgb must be three whole numbers 0–255`);
  }
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new AttrsError(`colour "${text}": hex must be #rrggbb`);
  const [r, g, b] = channels as [number, number, number];
  return { rgb: { r, g, b }, hex: hex.toUpperCase(), code, name: name.join(COLOUR_SEPARATOR) };
}

// ---- time windows ----

const DAY = 86_400;
const CHINA_OFFSET = 8 * 3600;

/** Seconds range [from, to) of a time window: N whole China-time days ending with yesterday. */
export function timeWindowRange(index: TimeWindowIndex, nowSeconds: number): { from: number; to: number } {
  const to = Math.floor((nowSeconds + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return { from: to - TIME_WINDOW_DAYS[index] * DAY, to };
}
