import type { ListResult, SortType } from '../../src/shared/catalogue/types';
import { viewerOf } from '../access/item-access';
import { NO_DATA, type CallContext } from '../api/registry';
import { CardCache } from './card-cache';
import { selectPage, type ItemFilter } from './item-query';
import { toListItem, type ItemRow } from './items';

/** A list without paging (related, recommended, theme lists). */
export function plainList(rows: ItemRow[], ctx: CallContext, sort: SortType = 'new'): ListResult | typeof NO_DATA {
  if (rows.length === 0) return NO_DATA;
  return {
    list: rows.map((row) => toListItem(row, ctx.locale, viewerOf(ctx.caller))),
    count: rows.length,
    search_count: rows.length,
    count_exact: true,
    count_estimated: false,
    page_size: rows.length,
    applied: { type: null, sort_type: sort, attrs: '', words: [] },
  };
}

/** One page of a filtered list with its total. */
export async function pagedList(
  ctx: CallContext,
  filter: ItemFilter,
  options: { sort: SortType; page: number; pageSize: number; attrs?: string; words?: string[] },
): Promise<ListResult | typeof NO_DATA> {
  const { sort, page, pageSize } = options;
  const { entries, total } = await selectPage(ctx.db, filter, sort, page, pageSize);
  const list = await CardCache.of(ctx.db).cards(ctx.db, entries, ctx.locale, viewerOf(ctx.caller));
  if (list.length === 0) return NO_DATA;
  return {
    list,
    count: total.count,
    search_count: total.count,
    count_exact: total.exact,
    count_estimated: total.estimated,
    page_size: pageSize,
    applied: { type: filter.type ?? null, sort_type: sort, attrs: options.attrs ?? '', words: options.words ?? [] },
  };
}
