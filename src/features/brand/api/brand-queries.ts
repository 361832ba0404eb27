import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchForRoute, queryOptionsFor, type CallParams } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';

export type BrandFilter = CallParams<'index/Brand/allBrand'>;

export const allBrandsQuery = (filter: BrandFilter, locale?: Locale) => queryOptionsFor('index/Brand/allBrand', filter, locale);
export const brandAttrsQuery = (locale?: Locale) => queryOptionsFor('index/Brand/getAttrList', {}, locale);
export const recommendedBrandsQuery = (locale?: Locale) => queryOptionsFor('index/Brand/recommendList', { limit: 8 }, locale);
export const brandDetailQuery = (id: number, locale?: Locale) => queryOptionsFor('index/Brand/getBrandDetail', { id }, locale);
export const companyQuery = (id: number, locale?: Locale) => queryOptionsFor('index/Brand/companyDetail', { id }, locale);
export const similarBrandsQuery = (id: number, locale?: Locale) => queryOptionsFor('index/Brand/recList', { id, limit: 6 }, locale);
export const brandItemsQuery = (id: number, column: number | undefined, page: number, locale?: Locale) =>
  queryOptionsFor('index/Brand/brandItems', { id, column, p: page }, locale);

/** The brand library's query fields: letter, area, key_words, p; or brand for one brand's page. */
export function brandFilterFrom(search: URLSearchParams): BrandFilter {
  const letter = search.get('letter') ?? '';
  const area = Number(search.get('area'));
  const page = Number(search.get('p'));
  return {
    letter: /^[A-Z#]$/.test(letter) ? letter : undefined,
    area: Number.isInteger(area) && area > 0 ? area : undefined,
    key_words: search.get('key_words')?.trim() || undefined,
    p: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export const brandIdFrom = (search: URLSearchParams) => {
  const id = Number(search.get('brand'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function brandLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const id = brandIdFrom(search);
  if (id !== null) return prefetchForRoute(brandDetailQuery(id), companyQuery(id));
  return prefetchForRoute(allBrandsQuery(brandFilterFrom(search)), brandAttrsQuery());
}
