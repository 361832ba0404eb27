import type { LoaderFunctionArgs } from 'react-router-dom';
import { callApi, prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { normaliseHex } from '../../../shared/colour/hex';
import { MAX_COLOUR_TERMS } from '../../../shared/colour/search-limits';
import { CERTIFICATIONS, CONSTRUCTIONS, FABRIC_CATEGORIES, FIBRES, WEAVE_KINDS, WEIGHT_RANGE_KEYS } from '../../../shared/fabric';

export type FabricFilter = CallParams<'oct/Fabric/findFabric'>;

export const fabricHomeQuery = (locale?: Locale) => queryOptionsFor('oct/Fabric/home', {}, locale);
export const findFabricQuery = (filter: FabricFilter, locale?: Locale) => queryOptionsFor('oct/Fabric/findFabric', filter, locale);
export const fabricDetailQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/Fabric/fabricDetail', { id }, locale);
export const merchantListQuery = (page: number, locale?: Locale) => queryOptionsFor('oct/Fabric/merchantList', { p: page }, locale);
export const merchantDetailQuery = (id: number, page: number, locale?: Locale) => queryOptionsFor('oct/Fabric/merchantDetail', { id, p: page }, locale);

export type ContactForm = CallParams<'oct/Fabric/contactMerchant'>;
export const contactMerchant = (form: ContactForm) => callApi('oct/Fabric/contactMerchant', form);

/** Facets a URL may carry (comma lists), and their allowed values. */
export const FACET_VALUES = {
  fibre: FIBRES,
  weight: WEIGHT_RANGE_KEYS,
  construction: CONSTRUCTIONS,
  weave: WEAVE_KINDS,
  certification: CERTIFICATIONS,
  category: FABRIC_CATEGORIES,
} as const;
export type TextFacet = keyof typeof FACET_VALUES;

const listOf = (search: URLSearchParams, key: string) => (search.get(key) ?? '').split(',').filter(Boolean);
const numbersOf = (search: URLSearchParams, key: string, max: number) =>
  listOf(search, key).map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= max);

/** The colours of a URL (?colour=C0392B,1F4E79) as #RRGGBB, at most 3; what is not a colour is dropped. */
export const coloursFrom = (search: URLSearchParams) =>
  [...new Set(listOf(search, 'colour').map((term) => normaliseHex(term.startsWith('#') ? term : `#${term}`)))]
    .filter((hex): hex is string => hex !== null)
    .slice(0, MAX_COLOUR_TERMS);

/** The find-fabric filter of a URL (?fibre=cotton,linen&weight=light&p=2); unknown values are dropped. */
export function fabricFilterFrom(search: URLSearchParams): FabricFilter {
  const pick = <K extends TextFacet>(key: K) => listOf(search, key).filter((v) => (FACET_VALUES[key] as readonly string[]).includes(v)) as never;
  const page = Number(search.get('p'));
  const sort = search.get('sort');
  return {
    fibre: pick('fibre'),
    weight: pick('weight'),
    construction: pick('construction'),
    weave: pick('weave'),
    certification: pick('certification'),
    category: pick('category'),
    width: numbersOf(search, 'width', 400),
    price_band: numbersOf(search, 'price_band', 4),
    keyword: search.get('keyword')?.trim() || undefined,
    colour: coloursFrom(search).join(',') || undefined,
    sort: sort === 'new' || sort === 'weight_asc' || sort === 'weight_desc' ? sort : undefined,
    p: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export const idFrom = (search: URLSearchParams, key = 'id') => {
  const id = Number(search.get(key));
  return Number.isInteger(id) && id > 0 ? id : null;
};
export const pageFrom = (search: URLSearchParams) => {
  const page = Number(search.get('p'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export const homeLoader = () => prefetchForRoute(fabricHomeQuery());
export const findLoader = ({ request }: LoaderFunctionArgs) => prefetchForRoute(findFabricQuery(fabricFilterFrom(new URL(request.url).searchParams)));
export function detailLoader({ request }: LoaderFunctionArgs) {
  const id = idFrom(new URL(request.url).searchParams);
  return id === null ? null : prefetchForRoute(fabricDetailQuery(id));
}
export const shopsLoader = ({ request }: LoaderFunctionArgs) => prefetchForRoute(merchantListQuery(pageFrom(new URL(request.url).searchParams)));
export function shopLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const id = idFrom(search);
  return id === null ? null : prefetchForRoute(merchantDetailQuery(id, pageFrom(search)));
}
