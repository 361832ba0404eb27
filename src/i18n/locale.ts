import { getCookie, setCookie } from '../lib/cookies';
import { wrapLazy } from '../lib/route-lazy';
import { catalogReady, loadCatalog, loadPagePart, type PagePart } from './catalog';

/** The two interface languages (spec §1): Chinese by default, English as the small option. */
export type Locale = 'zh' | 'en';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** `?locale=en` switches to English and `?locale=cn` back to Chinese (spec §1). */
export const LOCALE_QUERY = 'locale';

export function localeFromQuery(value: string | null | undefined): Locale | undefined {
  if (value === 'en') return 'en';
  if (value === 'cn' || value === 'zh') return 'zh';
  return undefined;
}

export function localeFromCookie(value: string | undefined): Locale {
  return value === 'en' ? 'en' : 'zh';
}

export const htmlLang = (locale: Locale) => (locale === 'en' ? 'en' : 'zh-CN');

/** Intl locale tag for numbers and dates. */
export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : 'zh-CN');

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();
let current: Locale = typeof document === 'undefined' ? 'zh' : localeFromCookie(getCookie(LOCALE_COOKIE));

export const getLocale = (): Locale => current;

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the interface language, remembers it for a year and tells every subscriber. The
 * browser holds only the shown language's messages: the other is loaded first (at once when it
 * already is), so the page switches when its texts are there.
 */
export function setLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
  if (catalogReady(locale)) {
    switchTo(locale);
    return;
  }
  loadCatalog(locale).then(
    () => {
      // A later switch meanwhile wins.
      if (localeFromCookie(getCookie(LOCALE_COOKIE)) === locale) switchTo(locale);
    },
    // Not loadable (offline before the worker cached it): stay in the shown language.
    () => setCookie(LOCALE_COOKIE, current, { days: LOCALE_COOKIE_DAYS }),
  );
}

function switchTo(locale: Locale): void {
  document.documentElement.lang = htmlLang(locale);
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener(locale);
}

/**
 * Applies `?locale=` from the address (then drops it from the address bar so a later reload
 * or shared link relies on the remembered choice). Runs once before the router starts.
 */
export function applyLocaleFromUrl(): void {
  const url = new URL(window.location.href);
  const requested = localeFromQuery(url.searchParams.get(LOCALE_QUERY));
  if (requested) {
    setLocale(requested);
    url.searchParams.delete(LOCALE_QUERY);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  } else {
    document.documentElement.lang = htmlLang(current);
  }
}

/**
 * Routes whose pages use a page part of the catalogue (pick.ts): each page's code and those
 * messages load together, so the page renders with its texts.
 */
export function withMessages<R extends { lazy?: unknown; children?: R[] }>(part: PagePart, routes: R[]): R[] {
  return wrapLazy(routes, (lazy) => async () => (await Promise.all([lazy(), loadPagePart(part, current)]))[0]);
}
