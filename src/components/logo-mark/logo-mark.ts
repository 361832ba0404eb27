/**
 * The brand mark, a 3×3 plain weave: cinnabar warp and cream weft on ink. One drawing for the icon
 * files (scripts/generate-icons.ts writes the PNG icons from it) and for the mark the pages draw
 * inline (LogoMark, the boot shell). An `<img>` of an SVG file makes the renderer build a document
 * of its own for it, 5–50 ms of main thread each on a slow machine in the middle of a page load
 * (issue #11); inline, the mark is seven nodes of the page.
 */
const INK = '#1E1B18';
const WARP = '#C9523A';
const WEFT = '#F1E6D6';
const SIZE = 512;
const STRIPS = 3;
/** Gap between strips as a fraction of a strip's width. */
const GAP = 0.62;

export interface MarkOptions {
  /** Fraction of the canvas the weave spans (maskable icons keep to the 80 % safe circle). */
  span: number;
  /** Corner radius as a fraction of the canvas; 0 for platforms that round icons themselves. */
  radius: number;
}

/** The app's own mark: favicon, PWA icons, header and footer. */
export const APP_MARK: MarkOptions = { span: 0.58, radius: 0.22 };

export interface MarkDrawing {
  viewBox: string;
  size: number;
  cornerRadius: number;
  ground: string;
  /** Each layer over the ones before. */
  layers: { fill: string; d: string }[];
}

type Box = [x: number, y: number, width: number, height: number];
const path = (boxes: Box[]) => boxes.map(([x, y, width, height]) => `M${x} ${y}h${width}v${height}h${-width}z`).join('');

export function drawMark({ span, radius }: MarkOptions): MarkDrawing {
  const weave = SIZE * span;
  const strip = Math.round(weave / (STRIPS + (STRIPS - 1) * GAP));
  const start = Math.round((SIZE - weave) / 2);
  const gap = strip * GAP;
  const at = (index: number) => Math.round(start + index * (strip + gap));
  const length = at(STRIPS - 1) + strip - start;
  const seam = Math.round(strip * 0.16);
  const positions = Array.from({ length: STRIPS }, (_, index) => at(index));
  const crossings = positions.flatMap((y, row) => positions.map((x, column) => ({ x, y, weftOver: (row + column) % 2 === 1 })));
  return {
    viewBox: `0 0 ${SIZE} ${SIZE}`,
    size: SIZE,
    cornerRadius: SIZE * radius,
    ground: INK,
    layers: [
      { fill: WEFT, d: path(positions.map((y): Box => [start, y, length, strip])) },
      { fill: WARP, d: path(positions.map((x): Box => [x, start, strip, length])) },
      // Plain weave: at alternate crossings the weft passes over the warp. A thin ink seam on the
      // strip that is on top lets the one underneath visibly dive below it. No seam reaches another
      // crossing, so the seams, then each strip's squares, can be drawn as one layer each.
      { fill: INK, d: path(crossings.map(({ x, y, weftOver }): Box => (weftOver ? [x, y - seam, strip, strip + 2 * seam] : [x - seam, y, strip + 2 * seam, strip]))) },
      { fill: WARP, d: path(crossings.filter(({ weftOver }) => !weftOver).map(({ x, y }): Box => [x, y, strip, strip])) },
      { fill: WEFT, d: path(crossings.filter(({ weftOver }) => weftOver).map(({ x, y }): Box => [x, y, strip, strip])) },
    ],
  };
}

/** The mark as SVG markup: the icon files, and the boot shell in index.html (scripts/boot-shell-logo.ts). */
export function markSvg(options: MarkOptions = APP_MARK, attributes = ''): string {
  const { viewBox, size, cornerRadius, ground, layers } = drawMark(options);
  const paths = layers.map(({ fill, d }) => `<path fill="${fill}" d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${attributes ? ` ${attributes}` : ''}><rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${ground}"/>${paths}</svg>`;
}
