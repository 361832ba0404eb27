/**
 * Draws the Trendloom mark (a 3×3 plain weave: cinnabar warp over cream weft on ink) and writes
 * the favicon, PWA icons and Apple touch icon into public/. Run after changing the design:
 *   node --import tsx scripts/generate-icons.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const INK = '#1E1B18';
const WARP = '#C9523A';
const WEFT = '#F1E6D6';
/** Gap between strips as a fraction of a strip's width. */
const GAP = 0.62;

interface MarkOptions {
  /** Fraction of the canvas the weave spans (maskable icons keep to the 80 % safe circle). */
  span: number;
  /** Corner radius as a fraction of the canvas; 0 for platforms that round icons themselves. */
  radius: number;
}

/** SVG of the mark on a 512 canvas. */
function markSvg({ span, radius }: MarkOptions): string {
  const size = 512;
  const strips = 3;
  const weave = size * span;
  const strip = Math.round(weave / (strips + (strips - 1) * GAP));
  const gap = strip * GAP;
  const start = Math.round((size - weave) / 2);
  const at = (index: number) => Math.round(start + index * (strip + gap));
  const seam = Math.round(strip * 0.16);
  const rect = (x: number, y: number, width: number, height: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;
  const parts: string[] = [];
  for (let row = 0; row < strips; row++) parts.push(rect(start, at(row), at(strips - 1) + strip - start, strip, WEFT));
  for (let column = 0; column < strips; column++) parts.push(rect(at(column), start, strip, at(strips - 1) + strip - start, WARP));
  // Plain weave: at alternate crossings the weft passes over the warp. A thin ink seam on the
  // strip that is on top lets the one underneath visibly dive below it.
  for (let row = 0; row < strips; row++) {
    for (let column = 0; column < strips; column++) {
      const x = at(column);
      const y = at(row);
      if ((row + column) % 2 === 1) {
        parts.push(rect(x, y - seam, strip, strip + 2 * seam, INK), rect(x, y, strip, strip, WEFT));
      } else {
        parts.push(rect(x - seam, y, strip + 2 * seam, strip, INK), rect(x, y, strip, strip, WARP));
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
<rect width="${size}" height="${size}" rx="${size * radius}" fill="${INK}"/>
${parts.join('\n')}
</svg>
`;
}

const publicDir = join(import.meta.dirname, '..', 'public');
const rounded = markSvg({ span: 0.58, radius: 0.22 });
const squareFull = markSvg({ span: 0.58, radius: 0 });
const maskable = markSvg({ span: 0.46, radius: 0 });

const png = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(join(publicDir, file));

await mkdir(join(publicDir, 'icons'), { recursive: true });
await writeFile(join(publicDir, 'favicon.svg'), rounded);
await Promise.all([
  png(rounded, 32, 'icons/favicon-32.png'),
  png(rounded, 192, 'icons/icon-192.png'),
  png(rounded, 512, 'icons/icon-512.png'),
  png(maskable, 512, 'icons/icon-maskable-512.png'),
  png(maskable, 192, 'icons/icon-maskable-192.png'),
  // iOS rounds the corners itself and shows transparency as black: full square.
  png(squareFull, 180, 'icons/apple-touch-icon.png'),
]);
console.log('Icons written to public/ and public/icons/');
