import type { SortType } from '../../src/shared/catalogue/types';
import type { Queryable } from '../db/db';
import { PAGE_ENTRY_COLUMNS, type PageEntry } from './card-cache';
import { ITEM_COLUMNS, type ItemRow } from './items';

/** Which items a list holds, after every default and caller rule has been applied. */
export interface ItemFilter {
  channel?: number;
  column?: number;
  /** Any of these columns (home blocks spanning channels). */
  columnIn?: number[];
  subcolumn?: number;
  type?: number;
  /** haspic=1: items with pictures. */
  hasPic?: boolean;
  /** Each group: the item holds at least one of these attribute value ids (groups AND together). */
  attrGroups?: number[][];
  /** Brand-letter filter: the item's brand starts with one of these. */
  brandLetters?: string[];
  brandId?: number;
  /** publish_time in [from, to). */
  window?: { from: number; to: number };
  /**
   * Keyword search: per word, alternative token lists (the word's own and its zh/en equivalents);
   * an item matches a word when all tokens of one alternative are among its search_terms.
   */
  words?: string[][][];
  excludeId?: number;
  /** Video items only (items whose body holds a video block). */
  video?: boolean;
}

/** Pages beyond the current one that a filtered count looks for (the pager shows that far). */
export const PAGER_LOOKAHEAD = 10;
/** Matches counted at most by kwInfo's per-column breakdown. */
export const COUNT_CAP = 10_000;
/** Matches a filtered list walks before asking the planner (page 15 of 40): an index walk this short costs less than the question. */
const WALK_FIRST_MAX = 1_000;

/** The expression of the search-keys index (migration 033); queries must spell it the same. */
const SEARCH_KEYS = `(i.search_terms || ARRAY['#c' || i.channel_id::text, '#k' || i.column_id::text, '#t' || i.type::text])`;

/** Most one-test-per-pick containment tests a multi-word search is written as (see whereClause). */
const MAX_WORD_COMBINATIONS = 8;

export class Args {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function whereClause(filter: ItemFilter, args: Args): string {
  const parts: string[] = [];
  // Only the narrowest scope: a sub-column lies in its column, a column in its channel (the
  // resolver checked that they agree), and one scope key lets one index answer the list.
  if (filter.subcolumn !== undefined) parts.push(`i.subcolumn_id = ${args.add(filter.subcolumn)}`);
  else if (filter.column !== undefined) parts.push(`i.column_id = ${args.add(filter.column)}`);
  else if (filter.columnIn) parts.push(`i.column_id = ANY(${args.add(filter.columnIn)}::integer[])`);
  if (filter.channel !== undefined && filter.column === undefined && filter.subcolumn === undefined) {
    parts.push(`i.channel_id = ${args.add(filter.channel)}`);
  }
  if (filter.type !== undefined) parts.push(`i.type = ${args.add(filter.type)}`);
  if (filter.hasPic) parts.push('cardinality(i.pictures) > 0');
  if (filter.brandId !== undefined) parts.push(`i.brand_id = ${args.add(filter.brandId)}`);
  if (filter.excludeId !== undefined) parts.push(`i.id <> ${args.add(filter.excludeId)}`);
  if (filter.video) parts.push(`i.body @> '[{"kind":"video"}]'`);
  for (const group of filter.attrGroups ?? []) {
    if (group.length === 0) parts.push('false');
    // GIN on attr_ids answers both: @> for one value, && for any of several.
    else if (group.length === 1) parts.push(`i.attr_ids @> ARRAY[${args.add(group[0])}::integer]`);
    else parts.push(`i.attr_ids && ${args.add(group)}::integer[]`);
  }
  if (filter.brandLetters?.length) {
    parts.push(`i.brand_id IN (SELECT id FROM brands WHERE letter = ANY(${args.add(filter.brandLetters)}::text[]))`);
  }
  if (filter.window) {
    parts.push(`i.publish_time >= ${args.add(filter.window.from)} AND i.publish_time < ${args.add(filter.window.to)}`);
  }
  // Each word's alternatives, with the scope's own tokens, against the search-keys GIN index
  // (migration 033): the index answers word and scope together. A column lies in one channel, so
  // its key alone says both (the channel's posting list is the longest one of the index).
  const scopeKeys = [
    ...(filter.channel !== undefined && filter.column === undefined ? [`#c${filter.channel}`] : []),
    ...(filter.column !== undefined ? [`#k${filter.column}`] : []),
    ...(filter.type !== undefined ? [`#t${filter.type}`] : []),
  ];
  const words = filter.words ?? [];
  const combinations = words.reduce((n, alternatives) => n * alternatives.length, 1);
  if (words.length > 1 && combinations > 0 && combinations <= MAX_WORD_COMBINATIONS) {
    // Several words: every way of picking one alternative per word, all its tokens in one
    // containment test (the same matches as one test per word), so the index intersects the
    // words' posting lists itself, led by the rarest token, instead of collecting each word's
    // whole posting list into a bitmap and ANDing the bitmaps.
    const picks = words.reduce<string[][]>((acc, alternatives) => acc.flatMap((pick) => alternatives.map((tokens) => [...pick, ...tokens])), [[]]);
    parts.push(`(${picks.map((tokens) => `${SEARCH_KEYS} @> ${args.add([...new Set([...tokens, ...scopeKeys])])}::text[]`).join(' OR ')})`);
  } else {
    for (const alternatives of words) {
      const matches = alternatives.map((tokens) => `${SEARCH_KEYS} @> ${args.add([...tokens, ...scopeKeys])}::text[]`);
      parts.push(matches.length ? `(${matches.join(' OR ')})` : 'false');
    }
  }
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

const ORDER: Record<SortType, { inner: string; top: string; outer: string }> = {
  new: { inner: 'i.publish_time DESC, i.id DESC', top: 'top.publish_time DESC, top.id DESC', outer: 'page.publish_time DESC, page.id DESC' },
  hot: { inner: 'i.pv DESC, i.id DESC', top: 'top.pv DESC, top.id DESC', outer: 'page.pv DESC, page.id DESC' },
};

/**
 * The one attribute value a list of a whole channel or of one column is filtered by, when that is
 * all it is filtered by (a content type aside): item_attr_values (migrations 080, 320, 330) then
 * holds its items in list order, newest first or most viewed first.
 */
function valueList(filter: ItemFilter): { scope: 'channel_id' | 'column_id'; scopeId: number; value: number } | null {
  const [group, ...others] = filter.attrGroups ?? [];
  const onlyValue =
    group?.length === 1 &&
    others.length === 0 &&
    filter.subcolumn === undefined &&
    !filter.columnIn &&
    !filter.hasPic &&
    !filter.brandLetters?.length &&
    filter.brandId === undefined &&
    !filter.window &&
    !filter.words?.length &&
    filter.excludeId === undefined &&
    !filter.video;
  if (!onlyValue) return null;
  // A column lies in one channel (the resolver checked that they agree): the column is the scope.
  if (filter.column !== undefined) return { scope: 'column_id', scopeId: filter.column, value: group[0]! };
  if (filter.channel !== undefined) return { scope: 'channel_id', scopeId: filter.channel, value: group[0]! };
  return null;
}

const VALUE_ORDER: Record<SortType, string> = { new: 'a.publish_time DESC, a.item_id DESC', hot: 'a.pv DESC, a.item_id DESC' };

/**
 * The ids (with their sort keys id, publish_time, pv) of a list's items in list order, without a
 * limit: from the (column|channel, sort key, id) indexes, index-only, or for a channel or column
 * filtered by one value from item_attr_values, which holds only that value's items.
 */
function orderedIds(filter: ItemFilter, sort: SortType, args: Args): string {
  const byValue = valueList(filter);
  if (byValue) {
    const type = filter.type !== undefined ? ` AND a.type = ${args.add(filter.type)}` : '';
    return `SELECT a.item_id AS id, a.publish_time, a.pv FROM item_attr_values a
             WHERE a.value_id = ${args.add(byValue.value)} AND a.${byValue.scope} = ${args.add(byValue.scopeId)}${type}
             ORDER BY ${VALUE_ORDER[sort]}`;
  }
  return `SELECT i.id, i.publish_time, i.pv FROM items i ${whereClause(filter, args)} ORDER BY ${ORDER[sort].inner}`;
}

/**
 * One page of items. The inner query picks the page's ids (orderedIds) — an index-only scan even
 * at a deep offset — and only those rows are then joined to their media and brand.
 */
export function selectItems(db: Queryable, filter: ItemFilter, sort: SortType, limit: number, offset = 0): Promise<ItemRow[]> {
  const joins = 'JOIN items i ON i.id = page.id JOIN media m ON m.id = i.cover LEFT JOIN brands b ON b.id = i.brand_id';
  return selectPageFrom<ItemRow>(db, () => ITEM_COLUMNS, joins, filter, sort, limit, offset);
}

/** One page's entries (see PageEntry), with more columns over the page's ids when asked. */
function selectPageEntries<T extends PageEntry>(db: Queryable, more: (args: Args) => string, filter: ItemFilter, sort: SortType, limit: number, offset: number) {
  return selectPageFrom<T>(db, (args) => `${PAGE_ENTRY_COLUMNS}${more(args)}`, '', filter, sort, limit, offset);
}

function selectPageFrom<T>(db: Queryable, columns: (args: Args) => string, joins: string, filter: ItemFilter, sort: SortType, limit: number, offset: number): Promise<T[]> {
  const args = new Args();
  return db.query<T>(
    `SELECT ${columns(args)}
       FROM (${orderedIds(filter, sort, args)} LIMIT ${args.add(limit)} OFFSET ${args.add(offset)}) page ${joins}
      ORDER BY ${ORDER[sort].outer}`,
    args.values,
    { prepare: planFitsAllValues(filter) },
  );
}

/**
 * Whether one plan serves a list's statements whatever its values: a plain scope and a scope
 * filtered by one value each read one index in list order. A GIN filter's or a keyword's best plan
 * depends on how common the value is (a generic plan made a two-word search 3× slower).
 */
function planFitsAllValues(filter: ItemFilter): boolean {
  return countable(filter) || valueList(filter) !== null;
}

/** Whether item_counts can answer: only channel, column, sub-column, type and haspic are set. */
function countable(filter: ItemFilter): boolean {
  return (
    !filter.attrGroups?.length &&
    !filter.columnIn &&
    !filter.brandLetters?.length &&
    filter.brandId === undefined &&
    !filter.window &&
    !filter.words?.length &&
    filter.excludeId === undefined &&
    !filter.video
  );
}

export interface ItemCount {
  count: number;
  /** false: count is a lower bound (more exist) or, with estimated, the planner's estimate. */
  exact: boolean;
  estimated: boolean;
}

/** Exact item count of a scope filtered by one value (see valueList) from item_value_counts, as a scalar subquery. */
function valueCount(byValue: NonNullable<ReturnType<typeof valueList>>, type: number | undefined, args: Args): string {
  const typed = type !== undefined ? ` AND type = ${args.add(type)}` : '';
  return `(SELECT coalesce(sum(n), 0)::integer FROM item_value_counts
            WHERE value_id = ${args.add(byValue.value)} AND ${byValue.scope} = ${args.add(byValue.scopeId)}${typed})`;
}

/** Exact item count of a plain scope (see countable) from item_counts, as a scalar subquery. */
function scopeCount(filter: ItemFilter, args: Args): string {
  const parts: string[] = [];
  if (filter.channel !== undefined) parts.push(`channel_id = ${args.add(filter.channel)}`);
  if (filter.column !== undefined) parts.push(`column_id = ${args.add(filter.column)}`);
  if (filter.subcolumn !== undefined) parts.push(`subcolumn_id = ${args.add(filter.subcolumn)}`);
  if (filter.type !== undefined) parts.push(`type = ${args.add(filter.type)}`);
  if (filter.hasPic) parts.push('has_pic');
  return `(SELECT coalesce(sum(n), 0)::integer FROM item_counts ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''})`;
}

/** A filtered list's match count as PostgreSQL's planner estimates it (no rows are read). */
async function plannedMatches(db: Queryable, filter: ItemFilter): Promise<number> {
  const args = new Args();
  const [plan] = await db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM items i ${whereClause(filter, args)}`,
    args.values,
  );
  return plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/**
 * The page entries among the first cap + 1 matches of a filtered list in list order: they hold the page (cap reaches
 * past it) and say how many matches there are, up to cap + 1 — page and count in one walk.
 */
async function walkPage(db: Queryable, filter: ItemFilter, sort: SortType, offset: number, pageSize: number, cap: number) {
  const args = new Args();
  const order = ORDER[sort];
  const rows = await db.query<PageEntry & { matched: number }>(
    `WITH top AS MATERIALIZED (${orderedIds(filter, sort, args)} LIMIT ${args.add(cap + 1)})
     SELECT ${PAGE_ENTRY_COLUMNS}, (SELECT count(*) FROM top)::integer AS matched
       FROM (SELECT top.id, top.publish_time, top.pv FROM top ORDER BY ${order.top}
              LIMIT ${args.add(pageSize)} OFFSET ${args.add(offset)}) page
      ORDER BY ${order.outer}`,
    args.values,
  );
  return { entries: rows.map(({ matched: _, ...entry }) => entry), matched: rows[0]?.matched ?? 0 };
}

/**
 * One page of a list with the number of its items. Plain scopes (channel, column, sub-column,
 * type, haspic) are counted exactly from item_counts, a channel or column filtered by one value
 * from item_value_counts. Other filtered lists
 * and searches cost in proportion to how deep the reader is: the count looks PAGER_LOOKAHEAD
 * pages past the current one and reports "at least" beyond that; when PostgreSQL's statistics put
 * the matches far beyond that window, their estimate is reported instead (a common keyword matches
 * a large part of a million items, and counting them exactly would read that many wide rows).
 * Near the front of a list the walk is cheap whatever the matches (an index in list order, read
 * until the window is full), so it goes first and the planner is asked only when it found more
 * than the window: most filtered first pages are one statement. Deep pages and searches ask the
 * planner first, so that a common filter is not walked that far.
 */
export async function selectPage(
  db: Queryable,
  filter: ItemFilter,
  sort: SortType,
  page: number,
  pageSize: number,
): Promise<{ entries: PageEntry[]; total: ItemCount }> {
  const offset = (page - 1) * pageSize;
  const entriesOf = () => selectPageEntries<PageEntry>(db, () => '', filter, sort, pageSize, offset);
  const byValue = valueList(filter);
  if (countable(filter) || byValue) {
    // Counted exactly, and the count rides on the page's statement: each statement costs an
    // uncached list a round trip, which on a busy server costs more than either query (issue #11
    // item 6). A page past the end has no rows to carry it, and no count is shown without items.
    const count = (args: Args) => (byValue ? valueCount(byValue, filter.type, args) : scopeCount(filter, args));
    const rows = await selectPageEntries<PageEntry & { scope_count: number }>(
      db,
      (args) => `, ${count(args)} AS scope_count`,
      filter,
      sort,
      pageSize,
      offset,
    );
    const entries = rows.map(({ scope_count: _, ...entry }) => entry);
    return { entries, total: { count: rows[0]?.scope_count ?? 0, exact: true, estimated: false } };
  }
  const cap = (page + PAGER_LOOKAHEAD) * pageSize;
  const beyondWindow = (estimate: number) => estimate > 10 * cap;
  const estimated = (estimate: number): ItemCount => ({ count: roughly(estimate), exact: false, estimated: true });
  // A keyword search's matches come from the search-keys index in no list order: its walk reads
  // every match however short the window, so a search asks the planner first at any depth.
  const deep = cap > WALK_FIRST_MAX || Boolean(filter.words?.length);
  if (deep) {
    const estimate = await plannedMatches(db, filter);
    if (beyondWindow(estimate)) return { entries: await entriesOf(), total: estimated(estimate) };
  }
  const { entries, matched } = await walkPage(db, filter, sort, offset, pageSize, cap);
  if (matched <= cap) return { entries, total: { count: matched, exact: true, estimated: false } };
  // More matches than the window: "about N" when the planner puts them far beyond it (a deep
  // page asked first and was told otherwise).
  const estimate = deep ? null : await plannedMatches(db, filter);
  return { entries, total: estimate !== null && beyondWindow(estimate) ? estimated(estimate) : { count: cap, exact: false, estimated: false } };
}

/** An estimate to two significant digits (67,348 → 67,000): it is only ever shown as "about". */
function roughly(value: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/** Matches per column of a filter, counted over at most COUNT_CAP matching items. */
export async function countByColumn(db: Queryable, filter: ItemFilter): Promise<{ column_id: number; count: number }[]> {
  const args = new Args();
  const where = whereClause(filter, args);
  return db.query<{ column_id: number; count: number }>(
    `SELECT column_id, count(*)::integer AS count
       FROM (SELECT i.column_id FROM items i ${where} LIMIT ${COUNT_CAP}) matched
      GROUP BY column_id ORDER BY count DESC, column_id`,
    args.values,
  );
}

/** Items by id, in the order given (ids that do not exist are skipped). */
export async function selectItemsByIds(db: Queryable, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM items i JOIN media m ON m.id = i.cover LEFT JOIN brands b ON b.id = i.brand_id
      WHERE i.id = ANY($1::integer[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
