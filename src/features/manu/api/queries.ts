import type { LoaderFunctionArgs } from 'react-router-dom';
import { callApi, prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { ALL_PROCESSES, MANU_CERTIFICATIONS, MANU_SORTS, MOQ_BAND_KEYS, processOfChannel, REGIONS, type ManuSort } from '../../../shared/manu';

export type ManuFilter = CallParams<'oct/Manu/listFactories'>;

export const factoriesQuery = (filter: ManuFilter, locale?: Locale) => queryOptionsFor('oct/Manu/listFactories', filter, locale);
export const factoryQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/Manu/factoryDetail', { id }, locale);
export const sendInquiry = (form: CallParams<'oct/Manu/sendInquiry'>) => callApi('oct/Manu/sendInquiry', form);

/** Facets carried in the query string (comma lists); the process is the path's channel. */
export const QUERY_FACETS = { region: REGIONS, certification: MANU_CERTIFICATIONS, moq: MOQ_BAND_KEYS } as const;
export type QueryFacet = keyof typeof QUERY_FACETS;

export const listOf = (search: URLSearchParams, key: string) => (search.get(key) ?? '').split(',').filter(Boolean);

/** The list filter of /list/manu/channel/:channel/p/:p?query: unknown values are dropped. */
export function manuFilterFrom(channel: string | undefined, page: string | undefined, search: URLSearchParams): ManuFilter {
  const pick = <K extends QueryFacet>(key: K) => listOf(search, key).filter((v) => (QUERY_FACETS[key] as readonly string[]).includes(v)) as never;
  const process = processOfChannel(channel);
  const p = Number(page);
  const sort = search.get('sort') as ManuSort | null;
  return {
    process: process ? [process] : [],
    region: pick('region'),
    certification: pick('certification'),
    moq: pick('moq'),
    sort: sort && MANU_SORTS.includes(sort) ? sort : undefined,
    p: Number.isInteger(p) && p > 1 ? p : undefined,
  };
}

/** The list's path for a channel and page, keeping the query string. */
export const manuListHref = (channel: string | null, page: number, query = '') =>
  `/list/manu/channel/${channel ?? ALL_PROCESSES}/p/${page}${query && query !== '?' ? query : ''}`;
export const factoryHref = (id: number) => `/detail/manu?id=${id}`;

export const listLoader = ({ request, params }: LoaderFunctionArgs) =>
  prefetchForRoute(factoriesQuery(manuFilterFrom(params.channel, params.p, new URL(request.url).searchParams)));
export function detailLoader({ request }: LoaderFunctionArgs) {
  const id = Number(new URL(request.url).searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? prefetchForRoute(factoryQuery(id)) : null;
}
