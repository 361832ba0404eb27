import { callApi, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';

export const updatesQuery = (channel: number | undefined, locale?: Locale) =>
  queryOptionsFor('oct/UpdateDetail/getUpdates', channel === undefined ? {} : { channel }, locale);
export const markSeen = (channel: number) => callApi('oct/UpdateDetail/markSeen', { channel });
