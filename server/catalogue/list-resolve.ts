import { decodeAttrs, encodeAttrs, rangesOverlap, parsePricePhrase, timeWindowRange, type AttrFilter } from '../../src/shared/catalogue/attrs';
import {
  SEARCH_COLUMN,
  SPORTS_DEFAULT_FILTER,
  defaultListType,
  defaultSort,
  guestListType,
  lastSubcolumn,
  pageSizeFor,
  parseKeywords,
} from '../../src/shared/catalogue/list-rules';
import type { AttrKind, SortType } from '../../src/shared/catalogue/types';
import type { ParamsOut } from '../../src/shared/contract';
import type { Calls } from '../../src/shared/contract';
import { STATUS } from '../../src/shared/contract';
import { ApiError } from '../api/registry';
import type { Caller } from '../auth/session-user';
import { perDatabase, type Queryable } from '../db/db';
import type { ItemFilter } from './item-query';
import { keywordAlternatives } from './keywords';

export type ListParams = ParamsOut<Calls['oct/ListDataKw/getList']>;

export interface ResolvedList {
  filter: ItemFilter;
  sort: SortType;
  page: number;
  pageSize: number;
  /** The attrs the list really applied (defaults included), for the client to show. */
  attrs: string;
  words: string[];
  search: boolean;
}

interface ColumnScope {
  id: number;
  channel_id: number;
  parent_id: number | null;
  setting: number;
  route: string | null;
}

/** The catalogue definitions a list's params name, by id. */
export interface ListDefinitions {
  columns: Map<number, ColumnScope>;
  kindOf: Map<number, AttrKind>;
  /** Attribute value id → the attribute it belongs to. */
  ownerOf: Map<number, number>;
}

/** The definitions of these ids, or all of them. */
type DefinitionIds = { columns: number[]; attributes: number[]; values: number[] } | 'all';

/**
 * The columns (each with the list route it is shown on: a list route naming the column or its
 * parent, else the page its own link opens, /list/{url_str}), attributes and attribute values a
 * list names, in one round trip: an uncached list pays each round trip, and they are most of its
 * cost once the page itself comes from an index. With 'all', every definition and the catalogue
 * revision they are of (migration 340).
 */
async function loadDefinitions(db: Queryable, ids: DefinitionIds): Promise<ListDefinitions & { revision?: number }> {
  const definitions: ListDefinitions & { revision?: number } = { columns: new Map(), kindOf: new Map(), ownerOf: new Map() };
  // Rows of one shape, only the parts the list needs (the first part names the fields): owner_id
  // is a column's parent column and a value's attribute.
  const parts: string[] = [];
  const args: unknown[] = [];
  type Kind = 'columns' | 'attributes' | 'values';
  const wanted = (kind: Kind) => ids === 'all' || ids[kind].length > 0;
  const only = (kind: Kind, column: string) => {
    if (ids === 'all') return '';
    args.push(ids[kind]);
    return `WHERE ${column} = ANY($${args.length}::integer[])`;
  };
  if (wanted('columns')) {
    parts.push(`SELECT 'column' AS what, c.id, c.channel_id, c.parent_id AS owner_id, c.setting,
                       coalesce((SELECT r.name FROM list_routes r WHERE r.column_id IN (c.id, c.parent_id)
                                  ORDER BY r.column_id = c.id DESC, r.sort LIMIT 1), c.url_str) AS route, NULL AS kind
                  FROM columns c ${only('columns', 'c.id')}`);
  }
  if (wanted('attributes')) {
    parts.push(`SELECT 'attribute' AS what, id, NULL AS channel_id, NULL AS owner_id, NULL AS setting, NULL AS route, kind
                  FROM attributes ${only('attributes', 'id')}`);
  }
  if (wanted('values')) {
    parts.push(`SELECT 'value' AS what, id, NULL AS channel_id, attribute_id AS owner_id, NULL AS setting, NULL AS route, NULL AS kind
                  FROM attribute_values ${only('values', 'id')}`);
  }
  if (ids === 'all') {
    parts.push(`SELECT 'revision' AS what, revision AS id, NULL, NULL, NULL, NULL, NULL FROM catalogue_revision`);
  }
  if (parts.length === 0) return definitions;
  type Row = Omit<ColumnScope, 'parent_id'> & { what: 'column' | 'attribute' | 'value' | 'revision'; owner_id: number | null; kind: AttrKind | null };
  for (const { what, owner_id, kind, ...row } of await db.query<Row>(parts.join(' UNION ALL '), args)) {
    if (what === 'column') definitions.columns.set(row.id, { ...row, parent_id: owner_id });
    else if (what === 'attribute') definitions.kindOf.set(row.id, kind!);
    else if (what === 'value') definitions.ownerOf.set(row.id, owner_id!);
    else definitions.revision = row.id;
  }
  return definitions;
}

/** Where resolveList takes the definitions a list names from. */
export type DefinitionsSource = (ids: { columns: number[]; attributes: number[]; values: number[] }) => Promise<ListDefinitions>;

/**
 * Every catalogue definition, kept in memory per database between requests, with the catalogue
 * revision it was read at. Nothing here knows when another server changes a definition: whoever
 * uses the kept definitions checks that revision against the one their own statement read (a
 * list page's statement reads it, see PAGE_ENTRY_COLUMNS), and asks for fresh ones when they differ.
 */
export class KeptDefinitions {
  static readonly of = perDatabase((db) => new KeptDefinitions(db));
  private kept: Promise<ListDefinitions & { revision: number }> | null = null;

  constructor(private readonly db: Queryable) {}

  /** The kept definitions, read once when there are none. */
  current(): Promise<ListDefinitions & { revision: number }> {
    return this.kept ?? this.fresh();
  }

  /** Definitions read now, kept from now on. */
  fresh(): Promise<ListDefinitions & { revision: number }> {
    const reading = loadDefinitions(this.db, 'all').then((definitions) => ({ ...definitions, revision: definitions.revision! }));
    this.kept = reading;
    // A failed read is not kept: the next request reads again.
    reading.catch(() => this.kept === reading && (this.kept = null));
    return reading;
  }
}

/** Where a column id sits: a top-level column, or a sub-column under its parent. */
function placeColumn(column: ColumnScope): { column: number; subcolumn?: number } {
  return column.parent_id === null ? { column: column.id } : { column: column.parent_id, subcolumn: column.id };
}

/**
 * List params + caller → the filter to run. Applies, in this order: column and sub-column
 * placement (the last sub-column wins), the default and per-caller content type, the attrs
 * filters checked against each attribute's kind, the sports channel's default filter, the
 * keyword words with their zh/en equivalents, the page size and the default sort.
 * Returns null when the list names a column that does not exist (no data).
 */
export async function resolveList(
  db: Queryable,
  params: ListParams,
  caller: Caller,
  nowSeconds: number,
  definitionsOf: DefinitionsSource = (ids) => loadDefinitions(db, ids),
): Promise<ResolvedList | null> {
  const attrFilters = decodeAttrs(params.attrs);
  const scope = attrFilters.find((f): f is Extract<AttrFilter, { kind: 'column' }> => f.kind === 'column');
  const requestedColumn = scope?.column ?? (params.column && params.column !== SEARCH_COLUMN ? params.column : undefined);

  const subcolumn = lastSubcolumn(params.subcolumn);
  // The sports channel's default filter is looked up with the rest whenever the list may turn out
  // to be of that channel (a column scope names its channel only once it is loaded).
  const mayBeSports = params.channel === SPORTS_DEFAULT_FILTER.channel || scope !== undefined;
  const named = withDefaultFilters(attrFilters, mayBeSports ? SPORTS_DEFAULT_FILTER.channel : params.channel).filter(isAttrEntry);
  const definitions = await definitionsOf({
    columns: [requestedColumn, subcolumn].filter((id) => id !== undefined),
    attributes: named.map((f) => f.attributeId),
    values: named.flatMap((f) => f.values.filter((v) => /^\d+$/.test(v)).map(Number)),
  });

  const filter: ItemFilter = { channel: params.channel };
  const route = params.route;
  let columnRoute: string | undefined;
  let setting = 0;
  if (requestedColumn !== undefined) {
    const column = definitions.columns.get(requestedColumn);
    if (!column) return null;
    // A column of another channel than the one asked for: that list is empty.
    if (filter.channel !== undefined && !scope && column.channel_id !== filter.channel) return null;
    Object.assign(filter, placeColumn(column));
    setting = column.setting;
    columnRoute = column.route ?? undefined;
    // A search scoped to a column of another channel still searches that column.
    if (scope) filter.channel = column.channel_id;
  }
  if (subcolumn !== undefined) {
    const column = definitions.columns.get(subcolumn);
    if (!column || column.parent_id === null) return null;
    if (filter.channel !== undefined && column.channel_id !== filter.channel) return null;
    filter.column = column.parent_id;
    filter.subcolumn = column.id;
    columnRoute = column.route ?? columnRoute;
  }

  // Guests get the preview type on the page the client names and on the column's own page.
  const guestType = caller.user ? undefined : (guestListType(route, params.column) ?? guestListType(columnRoute, params.column));
  filter.type = guestType ?? (params.type || defaultListType(route ?? columnRoute, filter.channel, setting));
  if (params.haspic === 1) filter.hasPic = true;

  const applied = withDefaultFilters(attrFilters, filter.channel);
  await applyAttrFilters(db, applied, definitions, filter, nowSeconds);

  const words = parseKeywords(params.key_words);
  if (words.length) {
    const alternatives = await keywordAlternatives(db, words);
    // Words that hold no searchable token at all (only punctuation) match nothing.
    filter.words = alternatives.length ? alternatives : [[]];
  }

  const search = words.length > 0 || params.column === SEARCH_COLUMN;
  const pageSize = params.page_size ?? pageSizeFor({ search, colour: false });
  const sort = params.sort_type ?? defaultSort({ imageSearch: params.image_search === 1 || route === 'searchPic', setting });
  return { filter, sort, page: params.p ?? 1, pageSize, attrs: encodeAttrs(applied), words, search };
}

/** The sports channel lists with attribute 32938 = 32939/32940/109697 unless attrs choose that attribute. */
function withDefaultFilters(filters: AttrFilter[], channel: number | undefined): AttrFilter[] {
  const sports = SPORTS_DEFAULT_FILTER;
  if (channel !== sports.channel) return filters;
  if (filters.some((f) => f.kind === 'attr' && f.attributeId === sports.attributeId)) return filters;
  return [...filters, { kind: 'attr', attributeId: sports.attributeId, values: sports.values.map(String) }];
}

const isAttrEntry = (f: AttrFilter): f is Extract<AttrFilter, { kind: 'attr' }> => f.kind === 'attr';

async function applyAttrFilters(db: Queryable, filters: AttrFilter[], { kindOf, ownerOf }: ListDefinitions, filter: ItemFilter, nowSeconds: number): Promise<void> {
  const attrEntries = filters.filter(isAttrEntry);
  const groups: number[][] = [];
  for (const entry of attrEntries) {
    const kind = kindOf.get(entry.attributeId);
    const bad = (why: string) => new ApiError(STATUS.badRequest, `attrs: attribute ${entry.attributeId} ${why}`, 400);
    if (!kind) throw bad('does not exist');
    if (kind === 'brand_letter') {
      if (entry.values.some((v) => !/^[A-Z#]$/.test(v))) throw bad('takes letters A–Z or #');
      // Items carry their brand's letter as a value of the attribute when the catalogue defines
      // letter values (GIN lookup); otherwise the brand's own letter decides.
      const letterValues = await db.query<{ id: number }>(
        'SELECT id FROM attribute_values WHERE attribute_id = $1 AND value = ANY($2::text[])',
        [entry.attributeId, entry.values],
      );
      if (letterValues.length) groups.push(letterValues.map((v) => v.id));
      else filter.brandLetters = entry.values;
      continue;
    }
    if (kind === 'single' && entry.values.length > 1) throw bad('takes one value');
    const ids = entry.values.map(Number);
    const stranger = entry.values.find((v, i) => ownerOf.get(ids[i]!) !== entry.attributeId);
    if (stranger !== undefined) throw bad(`has no value ${stranger}`);
    groups.push(ids);
  }

  const price = filters.find((f): f is Extract<AttrFilter, { kind: 'price' }> => f.kind === 'price');
  if (price) groups.push(await priceBucketValues(db, price));
  const time = filters.find((f): f is Extract<AttrFilter, { kind: 'time' }> => f.kind === 'time');
  if (time) filter.window = timeWindowRange(time.window, nowSeconds);
  if (groups.length) filter.attrGroups = groups;
}

/**
 * Items carry prices as price-bucket attribute values (名称 such as 100-300元); a price range
 * selects every bucket whose phrase overlaps it.
 */
async function priceBucketValues(db: Queryable, range: { low: number | null; high: number | null }): Promise<number[]> {
  const buckets = await db.query<{ id: number; name_zh: string }>(
    `SELECT v.id, v.name_zh FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.key = 'price'`,
  );
  return buckets.filter((b) => {
    const bucket = parsePricePhrase(b.name_zh);
    return bucket !== null && rangesOverlap(bucket, range);
  }).map((b) => b.id);
}
