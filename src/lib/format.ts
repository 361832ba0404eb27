import type { Locale } from '../i18n/locale';

const WAN = 10_000;
const YI = 100_000_000;
const enUS = new Intl.NumberFormat('en-US');

/** One decimal at most, without a trailing ".0". */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Counts such as page views (spec §9): Chinese abbreviates to 万 (10,000) and 亿 (100,000,000);
 * English uses the en-US number format.
 */
export function formatCount(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return '0';
  if (locale === 'en') return enUS.format(value);
  const size = Math.abs(value);
  if (size < WAN) return String(Math.round(value));
  // 99,999,500 would round to "10000万": show it as 1亿 instead.
  if (Math.round((size / WAN) * 10) / 10 < WAN) return `${oneDecimal(value / WAN)}万`;
  return `${oneDecimal(value / YI)}亿`;
}

/** Publish dates are China dates whatever the viewer's time zone, as the catalogue is edited there. */
const chinaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY/MM/DD from a timestamp in seconds (spec §9). */
export function formatDate(seconds: number): string {
  if (!Number.isFinite(seconds)) throw new Error(`formatDate needs a timestamp in seconds, got ${seconds}`);
  const parts = Object.fromEntries(chinaDate.formatToParts(new Date(seconds * 1000)).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** Display length (spec §5): ASCII and half-width characters count 1, all others 2. */
export { textLength } from '../shared/validation/text';
