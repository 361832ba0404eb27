import { queryOptions } from '@tanstack/react-query';
import { canonicalize } from '../../shared/contract/canonical';
import { getLocale, type Locale } from '../../i18n/locale';
import { callApi, type CallName, type CallParams } from './client';

/**
 * ['api', name, canonical]: the canonical string is the same one the service worker keys its
 * cache with; the name in second place lets a feature invalidate every query of one call.
 */
export function apiQueryKey<N extends CallName>(name: N, params: CallParams<N>, locale: Locale = getLocale()) {
  return ['api', name, canonicalize(name, params, { locale })] as const;
}

/**
 * Query options for one data call. Components pass the `locale` from useLocale() so a language
 * switch changes the key and refetches; route loaders may omit it (the current language).
 */
export function queryOptionsFor<N extends CallName>(name: N, params: CallParams<N>, locale: Locale = getLocale()) {
  return queryOptions({
    queryKey: apiQueryKey(name, params, locale),
    queryFn: ({ signal }) => callApi(name, params, { signal, locale }),
  });
}
