/** Spec §9: the server zip gives up after the greater of 30 s and 2 s per image. */
export function serverZipTimeoutMs(imageCount: number): number {
  return Math.max(30_000, 2_000 * imageCount);
}

/** Most items one batch (client zip, server zip, quota check) may hold. */
export const MAX_BATCH_ITEMS = 500;

/** Parallel picture fetches of a client-side batch: enough to fill the pipe, few enough for HTTP/1.1. */
export const FETCH_CONCURRENCY = 4;

/** Spec §9: canvas re-encoding uses JPEG quality 0.85. */
export const CANVAS_JPEG_QUALITY = 0.85;

/**
 * Roles that count against a daily download limit. The limits themselves live in the
 * download_limits table so they can change without a release.
 */
export const DOWNLOAD_ROLES = ['vip', 'designer'] as const;
export type DownloadRole = (typeof DOWNLOAD_ROLES)[number];

/** A VIP downloads as a designer when the account is design-side (type 1); everyone else is a plain VIP. */
export function downloadRole(user: { isVip: boolean; type: number }): DownloadRole | null {
  if (!user.isVip) return null;
  return user.type === 1 ? 'designer' : 'vip';
}

/** The quota day is the calendar day in China (UTC+8, no daylight saving), as YYYY-MM-DD. */
export function quotaDay(now: number = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
