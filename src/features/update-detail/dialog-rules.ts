/**
 * Spec §4: a last-updated dialog shows at most once per channel per day; a one-day cookie lists
 * the channels already shown. The cookie holds the local day and the channels, so a new day
 * starts empty even before the cookie expires.
 */
export const UPDATE_DIALOG_COOKIE = 'tl_update_shown';

export const localDay = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Channels already shown today, from the cookie value. */
export function shownToday(value: string | undefined, today: string): number[] {
  if (!value) return [];
  const [day, list = ''] = value.split(':');
  if (day !== today) return [];
  return list
    .split(',')
    .map(Number)
    .filter((channel) => Number.isInteger(channel) && channel > 0);
}

export function shouldShowDialog(value: string | undefined, channel: number, today: string): boolean {
  return !shownToday(value, today).includes(channel);
}

/** The cookie value after showing the dialog for `channel` today. */
export function markShown(value: string | undefined, channel: number, today: string): string {
  const channels = new Set(shownToday(value, today));
  channels.add(channel);
  return `${today}:${[...channels].join(',')}`;
}
