import type { Locale } from '../i18n/locale';

const WAN = 10_000;
const YI = 100_000_000;

/**
 * Made on first use: a page's first Intl object costs 30–60 ms of ICU start-up on a desktop (×4 on
 * a slow tablet), and the first screen in Chinese needs none (issue #11).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const enUS = lazily(() => new Intl.NumberFormat('en-US'));

/** One decimal at most, without a trailing ".0". */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Counts such as page views (spec §9): Chinese abbreviates to 万 (10,000) and 亿 (100,000,000);
 * English uses the en-US number format.
 */
export function formatCount(value: number, locale: Locale): string {
  if (!Number.isFinite(value)) return '0';
  if (locale === 'en') return enUS().format(value);
  const size = Math.abs(value);
  if (size < WAN) return String(Math.round(value));
  // 99,999,500 would round to "10000万": show it as 1亿 instead.
  if (Math.round((size / WAN) * 10) / 10 < WAN) return `${oneDecimal(value / WAN)}万`;
  return `${oneDecimal(value / YI)}亿`;
}

/** Publish dates are China dates whatever the viewer's time zone, as the catalogue is edited there. */
const chinaDate = lazily(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** China has kept UTC+8 without summer time since 1992 (Asia/Shanghai); earlier dates ask the time-zone database. */
const CHINA_FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1) / 1000;
const CHINA_OFFSET_SECONDS = 8 * 60 * 60;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY/MM/DD from a timestamp in seconds (spec §9). */
export function formatDate(seconds: number): string {
  if (!Number.isFinite(seconds)) throw new Error(`formatDate needs a timestamp in seconds, got ${seconds}`);
  if (seconds >= CHINA_FIXED_OFFSET_SINCE) {
    const day = new Date((seconds + CHINA_OFFSET_SECONDS) * 1000);
    return `${day.getUTCFullYear()}/${twoDigits(day.getUTCMonth() + 1)}/${twoDigits(day.getUTCDate())}`;
  }
  const parts = Object.fromEntries(chinaDate().formatToParts(new Date(seconds * 1000)).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** Display length (spec §5): ASCII and half-width characters count 1, all others 2. */
export { textLength } from '../shared/validation/text';
