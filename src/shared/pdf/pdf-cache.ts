/**
 * The PDF worker's chunk (pdf-lib, fontkit: ≈ 300 kB brotli) and the CJK font it embeds (Noto Sans
 * SC Regular from @embedpdf/fonts-sc, OFL-1.1, 8 MB): our own hashed assets, fetched on the first
 * PDF export and kept by the service worker in PDF_CACHE (sw.ts), so PDFs export offline
 * afterwards. Not precached (vite.config.ts): 8 MB on every install for a feature many never use.
 */
export const PDF_CACHE = 'trendloom-pdf-v1';

/** The worker and the font as Vite emits them under /assets/ (name-hash.ext). */
export const PDF_ASSET = /^\/assets\/(pdf\.worker-[\w-]+\.js|NotoSansHans-Regular-[\w-]+\.otf)$/;

/** Its download size (checked against node_modules by a unit test): told before the first export. */
export const PDF_FONT_BYTES = 8_364_644;
