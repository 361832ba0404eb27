/**
 * Writes the Trendloom mark (src/components/logo-mark: the drawing the pages show inline) as the
 * favicon, PWA icons and Apple touch icon into public/icons/. PNG only: Chromium decodes a page's
 * SVG favicon or manifest icon in the page's renderer, as a document of its own, while the page
 * loads (issue #11). Run after changing the design:
 *   node --import tsx scripts/generate-icons.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_MARK, markSvg, type MarkOptions } from '../src/components/logo-mark/logo-mark';

const publicDir = join(import.meta.dirname, '..', 'public');
const iconSvg = (options: MarkOptions) => markSvg(options, 'width="512" height="512"');
const rounded = iconSvg(APP_MARK);
const squareFull = iconSvg({ ...APP_MARK, radius: 0 });
const maskable = iconSvg({ span: 0.46, radius: 0 });

const png = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(join(publicDir, file));

await mkdir(join(publicDir, 'icons'), { recursive: true });
await Promise.all([
  png(rounded, 32, 'icons/favicon-32.png'),
  png(rounded, 192, 'icons/icon-192.png'),
  png(rounded, 512, 'icons/icon-512.png'),
  png(maskable, 512, 'icons/icon-maskable-512.png'),
  png(maskable, 192, 'icons/icon-maskable-192.png'),
  // iOS rounds the corners itself and shows transparency as black: full square.
  png(squareFull, 180, 'icons/apple-touch-icon.png'),
]);
console.log('Icons written to public/icons/');
