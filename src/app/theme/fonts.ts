/** System UI fonts first on each platform, then Noto (installed on Linux and used for screenshots). */
const sans = `"PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
/** Editorial serif for display headings, as fashion magazines set them. */
const serif = `"Songti SC", "Noto Serif CJK SC", "Noto Serif SC", STSong, "Source Han Serif SC", Georgia, serif`;
export const fontStacks = { sans, serif };

/**
 * The theme's font sizes and weights the first screens are set in (Chakra's default tokens, checked
 * against them in font-warmup.test.tsx). Written here so that the font warm-up, which runs on every load,
 * does not bring Chakra's whole token set into the entry: the theme loads when a Chakra component
 * first renders (system-on-demand.ts; issue #11).
 */
export const fontSizes = { '2xs': '0.625rem', xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem', '4xl': '2.25rem' };
export const fontWeights = { normal: '400', medium: '500', semibold: '600', bold: '700' };
