import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchForRoute, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import { listArgsFrom, pageFrom, type ListArgs } from '../../../components/content';

/** The list call's params from the list fields of the URL (attrs, sort_type, key_words, p). */
export function yarnListParams(args: ListArgs) {
  return { attrs: args.attrs, sort_type: args.sort_type === 'hot' ? ('hot' as const) : ('new' as const), key_words: args.key_words, p: pageFrom(args) };
}

export const yarnListQuery = (args: ListArgs, locale?: Locale) => queryOptionsFor('oct/Yarn/getYarnList', yarnListParams(args), locale);
export const yarnInfoQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/Yarn/getYarnInfo', { id }, locale);

export const yarnListLoader = ({ request }: LoaderFunctionArgs) => prefetchForRoute(yarnListQuery(listArgsFrom(new URL(request.url).searchParams)));

export function yarnIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function yarnInfoLoader({ request }: LoaderFunctionArgs) {
  const id = yarnIdFrom(new URL(request.url).searchParams);
  return id === null ? null : prefetchForRoute(yarnInfoQuery(id));
}
