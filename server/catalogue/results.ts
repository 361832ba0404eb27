import type { ListResult, SortType } from '../../src/shared/catalogue/types';
import { viewerOf } from '../access/item-access';
import { withKnownJson } from '../api/known-json';
import { NO_DATA, type CallContext } from '../api/registry';
import { CardCache } from './card-cache';
import { selectPage, type ItemFilter } from './item-query';
import { cardsFor, type ItemRow } from './items';

/** A list without paging (related, recommended, theme lists). */
export async function plainList(rows: ItemRow[], ctx: CallContext, sort: SortType = 'new'): Promise<ListResult | typeof NO_DATA> {
  if (rows.length === 0) return NO_DATA;
  return {
    list: await cardsFor(ctx, rows),
    count: rows.length,
    search_count: rows.length,
    count_exact: true,
    count_estimated: false,
    page_size: rows.length,
    applied: { type: null, sort_type: sort, attrs: '', words: [] },
  };
}

interface PageOptions {
  sort: SortType;
  page: number;
  pageSize: number;
  attrs?: string;
  words?: string[];
}

/** pagedList's answer when its page was read at another catalogue revision than the one asked for. */
export const STALE_DEFINITIONS: unique symbol = Symbol('stale definitions');

/**
 * One page of a filtered list with its total. With `revision` (of the definitions the filter was
 * made from), a page read at another catalogue revision, or with no items to tell, is not answered.
 */
export function pagedList(ctx: CallContext, filter: ItemFilter, options: PageOptions & { revision: number }): Promise<ListResult | typeof NO_DATA | typeof STALE_DEFINITIONS>;
export function pagedList(ctx: CallContext, filter: ItemFilter, options: PageOptions): Promise<ListResult | typeof NO_DATA>;
export async function pagedList(
  ctx: CallContext,
  filter: ItemFilter,
  options: PageOptions & { revision?: number },
): Promise<ListResult | typeof NO_DATA | typeof STALE_DEFINITIONS> {
  const { sort, page, pageSize } = options;
  const { entries, total } = await selectPage(ctx.db, filter, sort, page, pageSize);
  if (options.revision !== undefined && entries[0]?.catalogue_revision !== options.revision) return STALE_DEFINITIONS;
  const cards = await CardCache.of(ctx.db).cards(ctx.db, entries, ctx.locale, viewerOf(ctx.caller));
  if (cards.length === 0) return NO_DATA;
  const rest = {
    count: total.count,
    search_count: total.count,
    count_exact: total.exact,
    count_estimated: total.estimated,
    page_size: pageSize,
    applied: { type: filter.type ?? null, sort_type: sort, attrs: options.attrs ?? '', words: options.words ?? [] },
  };
  // The cards' JSON is kept with them; only the page's own fields are serialised here.
  const json = [LIST_OPEN, ...cards.flatMap(({ json: card }, i) => (i ? [COMMA, card] : [card])), Buffer.from(`],${JSON.stringify(rest).slice(1)}`)];
  return withKnownJson({ list: cards.map(({ card }) => card), ...rest }, Buffer.concat(json));
}

const LIST_OPEN = Buffer.from('{"list":[');
const COMMA = Buffer.from(',');
