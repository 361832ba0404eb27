/**
 * The responsive display copies of a stored picture, shared by the server that makes them
 * (server/media/display.ts) and the picture component that lists them in `srcset`.
 */

/** Width of the display copy /media/:id, the widest public copy (the original is a paid download). */
export const DISPLAY_WIDTH = 640;

/** Widths for a card on a desktop at 1×, an iPad at 2× and a phone at 3×; none above the display copy. */
export const RESPONSIVE_WIDTHS = [320, 480, DISPLAY_WIDTH] as const;

/** Formats, best first: a browser takes the first `<source>` whose type it decodes. */
export const RESPONSIVE_FORMATS = { avif: 'image/avif', webp: 'image/webp' } as const;
export type ResponsiveFormat = keyof typeof RESPONSIVE_FORMATS;

/** The variant name in /media/:id/:variant, e.g. "avif-480". */
export const responsiveVariant = (format: ResponsiveFormat, width: number) => `${format}-${width}`;

const MEDIA_PICTURE = /^\/media\/([A-Za-z0-9_-]{1,64})(?:\/(thumb|(?:avif|webp)-\d+))?$/;

/** The picture id of a /media URL of a display copy or thumbnail; null for any other URL. */
export function pictureIdOf(url: string): string | null {
  return MEDIA_PICTURE.exec(url)?.[1] ?? null;
}

/**
 * Every public URL of one stored picture, widest first: the display copy, the responsive copies,
 * the thumbnail. Offline, the service worker answers a width it does not hold with the first
 * copy of the same picture it does (an offline pack keeps /media/:id, not every width).
 */
export function copiesOfPicture(id: string): string[] {
  const widths = [...RESPONSIVE_WIDTHS].sort((a, b) => b - a);
  const formats = Object.keys(RESPONSIVE_FORMATS) as ResponsiveFormat[];
  return [`/media/${id}`, ...widths.flatMap((width) => formats.map((format) => `/media/${id}/${responsiveVariant(format, width)}`)), `/media/${id}/thumb`];
}
