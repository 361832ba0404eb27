import { useEffect } from 'react';
import { useLocale } from '../i18n/use-locale';

let shownName: string | null = null;

/** The name of the page on screen, without the brand (what an offline pack of it is called). */
export function shownPageName(): string {
  return shownName ?? document.title;
}

/** Sets the tab's title, as given, while the page is shown (the home page, a product of its own). */
export function useDocumentTitle(title: string, name: string = title): void {
  useEffect(() => {
    document.title = title;
    shownName = name;
  }, [title, name]);
}

/**
 * Sets the tab's title to "<page> · 潮织 Trendloom" while the page is shown, or the brand alone while
 * its name is still loading. Every page sets one: a page without kept the previous page's title after
 * an in-app navigation, in the tab, the history and a bookmark.
 */
export function usePageTitle(page: string | null | undefined): void {
  const { t } = useLocale();
  const brand = t('common.brandName');
  useDocumentTitle(page ? `${page} · ${brand}` : brand, page || brand);
}
