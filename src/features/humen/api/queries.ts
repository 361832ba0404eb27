import { queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';

/** Never fresh: the gate asks again on every opening, also when it turns on after the session check. */
export const humenEntryQuery = (locale?: Locale) => ({ ...queryOptionsFor('oct/Humen/entry', {}, locale), staleTime: 0 });
export const humenDashboardQuery = (channel: number, from: string, to: string, locale?: Locale) =>
  queryOptionsFor('oct/Humen/dashboard', { channel, from, to }, locale);
export const humenClothingQuery = (channel: number, from: string, to: string, categoryId: number | undefined, styleId: number | undefined, locale?: Locale) =>
  queryOptionsFor('oct/Humen/clothingData', { channel, from, to, ...(categoryId ? { category_id: categoryId } : {}), ...(styleId ? { style_id: styleId } : {}) }, locale);
