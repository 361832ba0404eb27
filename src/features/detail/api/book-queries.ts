import { callApi, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';

/** A trend book's pages (a locked book answers its cover and length only). */
export const bookPagesQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/Book/getBookPages', { id }, locale);

/** The member's reading position on the server. */
export const readPositionQuery = (id: number) => queryOptionsFor('oct/Book/getReadPosition', { id });

/** Saves a reading position; `readAt` is the device clock of the page turn (the newest turn wins). */
export const saveReadPosition = (id: number, page: number, readAt: number) => callApi('oct/Book/saveReadPosition', { id, page, read_at: readAt });
