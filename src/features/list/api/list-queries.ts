import type { LoaderFunctionArgs } from 'react-router-dom';
import { dataForRoute, prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import { navListQuery } from '../../../lib/catalogue';
import { channelFromSearch } from '../../../lib/channels';
import type { Locale } from '../../../i18n/locale';
import { listArgsFrom, type ListArgs } from '../../../components/content';
import { lastSubcolumn } from '../../../shared/catalogue/list-rules';
import { decodeAttrs, DEFAULT_TIME_WINDOW, encodeAttrs } from '../../../shared/catalogue/attrs';
import type { ListRoute, NavMenu } from '../../../shared/catalogue/types';

export type ListParams = CallParams<'oct/ListDataKw/getList'>;

const numberOr = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * The getList params of a list URL: numbers as numbers (one query key per list, whoever builds
 * it), the route name for per-page defaults, and the '0'-free arguments of the URL.
 */
export function listParamsFrom(args: ListArgs, route: string, extra: Partial<ListParams> = {}): ListParams {
  return {
    channel: numberOr(args.channel),
    column: numberOr(args.column),
    type: numberOr(args.type),
    p: numberOr(args.p) ?? 1,
    subcolumn: args.subcolumn,
    sort_type: args.sort_type as ListParams['sort_type'],
    attrs: args.attrs,
    key_words: args.key_words,
    haspic: numberOr(args.haspic),
    tv: numberOr(args.tv),
    merge_type: numberOr(args.merge_type),
    route,
    ...extra,
  };
}

export const listQuery = (params: ListParams, locale?: Locale) => queryOptionsFor('oct/ListDataKw/getList', params, locale);

/** Filters of a list: its scope without page, sort, attrs or keywords. */
export const attrListQuery = (params: ListParams, locale?: Locale) =>
  queryOptionsFor(
    'oct/ListDataKw/getAttrListV50',
    { channel: params.channel, column: params.column, subcolumn: params.subcolumn, type: params.type, route: params.route },
    locale,
  );

export const menuQuery = (locale?: Locale) => queryOptionsFor('oct/General/menuForSearch', {}, locale);

export const patternBlocksQuery = (channel: number | undefined, locale?: Locale) =>
  queryOptionsFor('oct/General/patternColumnData', { channel, limit: 6 }, locale);

/** The sub-column a list URL means (the last of a comma-separated list). */
export const subcolumnOf = (args: ListArgs) => lastSubcolumn(args.subcolumn);

/** Fixed list paths of spec §2 and the layout each uses, whatever the route table says. */
const FIXED_LAYOUTS: Record<string, string> = {
  aiHome: 'ai',
  data_analysis_dy: 'data_analysis',
  data_analysis_diexun: 'data_analysis',
  yarn_company: 'generic',
};

/** Layouts that rank by period: most viewed first, last 30 days unless the URL picks a window. */
export const RANKED_LAYOUTS = ['data_analysis'];

export interface ListPage {
  /** undefined: no such list (the -1 page). */
  layout?: string;
  channel?: number;
  column?: number;
  params: ListParams;
}

/**
 * The channel whose column tree a list URL needs: a route's column belongs to the route's own
 * channel, so a URL naming the route with another channel (and no column) is placed by that
 * channel's tree. Undefined when no tree is needed.
 */
export function foreignChannelOf(name: string, args: ListArgs, routes: readonly ListRoute[] | undefined): number | undefined {
  const route = routes?.find((r) => r.name === name);
  const channel = numberOr(args.channel);
  if (!route || route.channel === null || channel === undefined || channel === route.channel) return undefined;
  return numberOr(args.column) === undefined ? channel : undefined;
}

/** The column of a channel's tree that a route name stands for: a top-level column first, else a sub-column. */
function columnNamed(tree: NavMenu | undefined, name: string): number | undefined {
  const roots = tree ? [...tree.list, ...tree.mid_list] : [];
  return (roots.find((node) => node.url_str === name) ?? roots.flatMap((node) => node.child).find((node) => node.url_str === name))?.id;
}

/**
 * What /list/{name} shows: the fixed path's layout, else the server route's, else the generic
 * list when the URL names a column; channel and column default to the route's (in another
 * channel than the route's, the column of that channel's tree named like the route, given as
 * `tree`); ranked layouts add their sort and time window. The page and its loader both use
 * this, so they ask for the same data.
 */
export function listPageOf(name: string, args: ListArgs, routes: readonly ListRoute[] | undefined, tree?: NavMenu): ListPage {
  const route = routes?.find((r) => r.name === name);
  const channel = numberOr(args.channel) ?? route?.channel ?? undefined;
  const column = numberOr(args.column) ?? (foreignChannelOf(name, args, routes) !== undefined ? columnNamed(tree, name) : (route?.column ?? undefined));
  const layout = FIXED_LAYOUTS[name] ?? route?.layout ?? (column !== undefined ? 'generic' : undefined);
  let params = listParamsFrom({ ...args, channel: channel?.toString(), column: column?.toString() }, name);
  if (layout && RANKED_LAYOUTS.includes(layout)) {
    const filters = filtersOrNone(args.attrs);
    params = {
      ...params,
      sort_type: params.sort_type ?? 'hot',
      attrs: filters.some((f) => f.kind === 'time') ? params.attrs : encodeAttrs([...filters, { kind: 'time', window: DEFAULT_TIME_WINDOW }]),
    };
  }
  return { layout, channel, column, params };
}

function filtersOrNone(attrs: string | undefined) {
  try {
    return decodeAttrs(attrs);
  } catch {
    return [];
  }
}

/** Starts the list, its filters, the route table and the column tree before the page renders. */
export async function listLoader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const args = listArgsFrom(search);
  const name = params.name ?? '';
  const menu = await dataForRoute(menuQuery());
  const foreign = foreignChannelOf(name, args, menu?.routes);
  const tree = foreign === undefined ? null : await dataForRoute(navListQuery(foreign));
  const page = listPageOf(name, args, menu?.routes, tree ?? undefined);
  if (!page.layout) return null;
  return prefetchForRoute(navListQuery(page.channel ?? channelFromSearch(search)), listQuery(page.params), attrListQuery(page.params));
}
