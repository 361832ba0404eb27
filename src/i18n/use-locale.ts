import { useMemo, useSyncExternalStore } from 'react';
import { formatCount, formatDate } from '../lib/format';
import { getLocale, setLocale, subscribeLocale, type Locale } from './locale';
import { catalogVersion, subscribeCatalog } from './catalog';
import { translatorFor, type Translate } from './translate';

export interface LocaleApi {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
  /** Counts: 万/亿 in Chinese, en-US grouping in English (spec §9). */
  formatCount: (value: number) => string;
  /** YYYY/MM/DD from a timestamp in seconds. */
  formatDate: (seconds: number) => string;
}

/** The current interface language, its translator and formatters; re-renders on a switch. */
export function useLocale(): LocaleApi {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  // A new translator when more messages arrive: texts of a later area shown blank render again.
  const messages = useSyncExternalStore(subscribeCatalog, catalogVersion, catalogVersion);
  return useMemo(
    () => ({
      locale,
      setLocale,
      t: translatorFor(locale),
      formatCount: (value: number) => formatCount(value, locale),
      formatDate,
    }),
    // A new t when the catalogue grew (translatorFor reads it at call time), so memoised texts update too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, messages],
  );
}
