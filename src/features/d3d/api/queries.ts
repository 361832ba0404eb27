import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { FABRICS, GARMENT_KINDS, STYLES } from '../../../shared/d3d';

export type Style3dFilter = Omit<CallParams<'index/TppData/listStyle3d'>, 'channel' | 'p' | 'page_size'> & { channel?: number; p?: number };

/** The main channels the library is split into (spec §6). */
export const D3D_CHANNELS = [20850, 20840, 20860] as const;
/** Filters carried in the query string, with their vocabularies. */
export const QUERY_FILTERS = { category: GARMENT_KINDS, style: STYLES, fabric: FABRICS } as const;
export type QueryFilter = keyof typeof QUERY_FILTERS;

export const style3dListQuery = (filter: Style3dFilter, locale?: Locale) => queryOptionsFor('index/TppData/listStyle3d', filter, locale);
export const style3dDetailQuery = (id: number, locale?: Locale) => queryOptionsFor('index/TppData/style3dDetail', { id }, locale);

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list filter of /list/style3d/p/:p? and /list/d3d/channel/:channel/p/:p? (query: category, style, fabric, key_words, sort_type). */
export function style3dFilterFrom(channel: string | undefined, page: string | undefined, search: URLSearchParams): Style3dFilter {
  const pick = <K extends QueryFilter>(key: K) => {
    const value = search.get(key);
    return value && (QUERY_FILTERS[key] as readonly string[]).includes(value) ? (value as never) : undefined;
  };
  const sort = search.get('sort_type');
  const p = positive(page);
  return {
    channel: positive(channel),
    category: pick('category'),
    style: pick('style'),
    fabric: pick('fabric'),
    key_words: search.get('key_words')?.trim() || undefined,
    sort_type: sort === 'hot' ? 'hot' : undefined,
    p: p && p > 1 ? p : undefined,
  };
}

/** The list's path: the whole library (/list/style3d) or one channel's (/list/d3d/channel/:channel), with the page and query. */
export function style3dListHref(channel: number | null | undefined, page: number, query = '') {
  const q = query && query !== '?' ? query : '';
  return channel ? `/list/d3d/channel/${channel}/p/${page}${q}` : `/list/style3d/p/${page}${q}`;
}
export const style3dHref = (garment: { id: number; channel: number }) => `/detail/d3d/channel/${garment.channel}/id/${garment.id}`;

export const listLoader = ({ request, params }: LoaderFunctionArgs) =>
  prefetchForRoute(style3dListQuery(style3dFilterFrom(params.channel, params.p, new URL(request.url).searchParams)));
export function detailLoader({ params }: LoaderFunctionArgs) {
  const id = positive(params.id);
  return id ? prefetchForRoute(style3dDetailQuery(id)) : null;
}
