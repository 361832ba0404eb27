import type { Rgb } from '../../../src/shared/colour';
import { c, circle, line, path, polygon, rect } from './svg';

/** Garments drawn as flat technical sketches; each maps to a fashion (category) attribute value. */
export const GARMENTS = [
  'dress',
  'coat',
  'trench',
  'puffer',
  'blazer',
  'jacket',
  'shirt',
  'tee',
  'sweatshirt',
  'knit',
  'cardigan',
  'trousers',
  'jeans',
  'shorts',
  'skirt',
  'bag',
] as const;
export type Garment = (typeof GARMENTS)[number];

type Point = readonly [number, number];

export interface GarmentInk {
  /** SVG paint for the cloth: a colour or url(#pattern). */
  cloth: string;
  /** Seams, outlines. */
  stroke: Rgb;
  /** Buttons, rivets, buckles. */
  hardware: Rgb;
  /** Inner layer showing at necklines (shirt under a coat). */
  inner: Rgb;
}

/** Outline paths (for the cast shadow) and the full drawing, in a 600×800 box. */
export interface GarmentSketch {
  silhouette: string[];
  body: string;
  colours: Rgb[];
}

const W = 600;
const mirror = (points: readonly Point[]): Point[] => points.map(([x, y]) => [W - x, y] as const);
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** x of the segment a→b at height y. */
const xAt = (a: Point, b: Point, y: number) => a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]);

const STROKE = 3.5;

class Sketch {
  silhouette: string[] = [];
  body = '';
  constructor(private readonly ink: GarmentInk) {}

  /** A cloth piece: joins the silhouette and is painted with the cloth and outlined. */
  piece(d: string, paint = this.ink.cloth) {
    this.silhouette.push(d);
    this.body += path(d, paint, `stroke="${c(this.ink.stroke)}" stroke-width="${STROKE}" stroke-linejoin="round"`);
  }

  seam(d: string, width = 2.5, dashed = false) {
    this.body += line(d, this.ink.stroke, width, dashed ? 'stroke-dasharray="7 6"' : '');
  }

  buttons(points: readonly Point[], r = 7) {
    for (const [x, y] of points) this.body += circle(x, y, r, this.ink.hardware, `stroke="${c(this.ink.stroke)}" stroke-width="1.5"`);
  }

  /** Vertical rib lines filling a band between two edges. */
  rib(top: number, bottom: number, left: (y: number) => number, right: (y: number) => number) {
    this.seam(`M${left(top)} ${top} L${right(top)} ${top}`);
    for (let x = left(top) + 10; x < right(top) - 4; x += 11) this.seam(`M${x.toFixed(1)} ${top} L${x.toFixed(1)} ${bottom}`, 1.5);
  }

  done(): GarmentSketch {
    return { silhouette: this.silhouette, body: this.body, colours: [this.ink.stroke, this.ink.hardware] };
  }
}

function top(kind: 'shirt' | 'tee' | 'sweatshirt' | 'knit' | 'cardigan', s: Sketch) {
  const hemY = kind === 'shirt' ? 670 : 640;
  const shoulder: Point = [185, 128];
  const armpit: Point = [198, 300];
  const hem: Point = [200, hemY];
  const longSleeve: Point[] = [shoulder, [95, 575], [160, 590], armpit];
  const shortSleeve: Point[] = [shoulder, [118, 318], [178, 340], [200, 272]];
  const sleeve = kind === 'tee' ? shortSleeve : longSleeve;
  s.piece(polygon(sleeve));
  s.piece(polygon(mirror(sleeve)));
  const neckline =
    kind === 'knit' || kind === 'cardigan'
      ? `L300 ${kind === 'cardigan' ? 330 : 215} L355 100`
      : kind === 'shirt'
        ? 'L300 138 L355 100'
        : 'Q300 155 355 100';
  const hemCurve = kind === 'shirt' ? `Q300 ${hemY + 45} ${hem[0]} ${hemY}` : `L${hem[0]} ${hemY}`;
  s.piece(`M245 100 ${neckline} L${W - shoulder[0]} ${shoulder[1]} L${W - armpit[0]} ${armpit[1]} L${W - hem[0]} ${hemY} ${hemCurve} L${armpit[0]} ${armpit[1]} Z`);

  const sideL = (y: number) => xAt(armpit, hem, y);
  const sideR = (y: number) => W - xAt(armpit, hem, y);
  if (kind === 'shirt') {
    s.piece(polygon([[245, 100], [300, 140], [262, 178], [226, 114]]));
    s.piece(polygon(mirror([[245, 100], [300, 140], [262, 178], [226, 114]])));
    s.seam(`M300 140 L300 ${hemY + 30}`);
    s.seam(`M312 140 L312 ${hemY + 30}`, 1.5);
    s.buttons([190, 270, 350, 430, 510, 590].map((y) => [306, y] as const), 6);
    s.seam('M330 215 L384 215 L384 278 Q357 290 330 278 Z', 2);
    for (const side of [longSleeve, mirror(longSleeve)]) {
      const a = lerp(side[0]!, side[1]!, 0.88);
      const b = lerp(side[3]!, side[2]!, 0.9);
      s.seam(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`);
    }
  } else if (kind === 'tee') {
    s.seam('M258 104 Q300 142 342 104', 2);
    s.seam(`M${sideL(hemY - 22)} ${hemY - 22} L${sideR(hemY - 22)} ${hemY - 22}`, 2, true);
    for (const side of [shortSleeve, mirror(shortSleeve)]) {
      const a = lerp(side[0]!, side[1]!, 0.85);
      const b = lerp(side[3]!, side[2]!, 0.85);
      s.seam(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, 2, true);
    }
  } else {
    // Knitwear and sweatshirts: ribbed hem, cuffs and neckband.
    s.rib(hemY - 48, hemY, sideL, sideR);
    for (const side of [longSleeve, mirror(longSleeve)]) {
      const a = lerp(side[0]!, side[1]!, 0.86);
      const b = lerp(side[3]!, side[2]!, 0.88);
      s.seam(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`);
    }
    if (kind === 'sweatshirt') {
      s.seam('M256 106 Q300 146 344 106', 2);
      s.seam('M238 470 L362 470 L388 585 L212 585 Z', 2.5);
    } else {
      const depth = kind === 'cardigan' ? 330 : 215;
      s.seam(`M262 102 L300 ${depth - 24} L338 102`, 2);
      if (kind === 'cardigan') {
        s.seam(`M300 ${depth} L300 ${hemY}`);
        s.buttons([370, 430, 490, 550].map((y) => [314, y] as const), 7);
      }
    }
  }
}

function outer(kind: 'coat' | 'trench' | 'puffer' | 'blazer' | 'jacket', s: Sketch, ink: GarmentInk) {
  const hemY = { coat: 760, trench: 770, puffer: 690, blazer: 560, jacket: 520 }[kind];
  const hemX = { coat: 160, trench: 150, puffer: 168, blazer: 178, jacket: 184 }[kind];
  const shoulder: Point = [172, 120];
  const armpit: Point = [188, 300];
  const hem: Point = [hemX, hemY];
  const sleeve: Point[] = [shoulder, [82, 600], [150, 615], armpit];
  s.piece(polygon(sleeve));
  s.piece(polygon(mirror(sleeve)));
  s.piece(polygon([[252, 92], [348, 92], [W - shoulder[0], shoulder[1]], [W - armpit[0], armpit[1]], [W - hem[0], hemY], hem, armpit, shoulder]));
  const sideL = (y: number) => xAt(armpit, hem, y);
  const sideR = (y: number) => W - xAt(armpit, hem, y);
  for (const side of [sleeve, mirror(sleeve)]) {
    const a = lerp(side[0]!, side[1]!, 0.86);
    const b = lerp(side[3]!, side[2]!, 0.88);
    s.seam(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`);
  }

  if (kind === 'puffer' || kind === 'jacket') {
    s.piece('M250 62 L350 62 L350 98 L250 98 Z');
    s.seam(`M300 62 L300 ${hemY}`, 3);
    if (kind === 'puffer') {
      for (let y = 180; y < hemY - 30; y += 84) s.seam(`M${sideL(y).toFixed(1)} ${y} L${sideR(y).toFixed(1)} ${y}`);
      for (const side of [sleeve, mirror(sleeve)])
        for (const t of [0.25, 0.5, 0.72]) {
          const a = lerp(side[0]!, side[1]!, t);
          const b = lerp(side[3]!, side[2]!, t);
          s.seam(`M${a[0].toFixed(1)} ${a[1].toFixed(1)} L${b[0].toFixed(1)} ${b[1].toFixed(1)}`);
        }
    } else {
      s.rib(hemY - 44, hemY, sideL, sideR);
      s.seam('M210 250 L262 250 L262 300', 2);
      s.seam('M390 250 L338 250 L338 300', 2);
    }
    return;
  }

  const breakY = kind === 'trench' ? 300 : 330;
  s.body += path(`M262 94 L338 94 L300 ${breakY} Z`, ink.inner);
  const lapel: Point[] = [[252, 92], [216, 192], [244, 206], [300, breakY], [276, 108]];
  s.piece(polygon(lapel));
  s.piece(polygon(mirror(lapel)));
  const doubleBreasted = kind !== 'blazer';
  const closeX = doubleBreasted ? 324 : 300;
  s.seam(`M${closeX} ${breakY} L${closeX} ${hemY}`);
  if (doubleBreasted) s.buttons([breakY + 60, breakY + 150, breakY + 240].flatMap((y) => [[270, y], [330, y]] as const).filter(([, y]) => y < hemY - 40));
  else s.buttons([[300, breakY + 50], [300, breakY + 115]]);
  const pocketY = Math.round(hemY * 0.74);
  s.seam(`M${sideL(pocketY) + 24} ${pocketY} l72 0 l0 22 l-72 0 Z`, 2.5);
  s.seam(`M${sideR(pocketY) - 24} ${pocketY} l-72 0 l0 22 l72 0 Z`, 2.5);
  if (kind === 'trench') {
    const y = 410;
    s.piece(polygon([[sideL(y), y], [sideR(y), y], [sideR(y + 30), y + 30], [sideL(y + 30), y + 30]]));
    s.body += rect(282, y - 6, 36, 42, 'none', `stroke="${c(ink.hardware)}" stroke-width="6" rx="4"`);
    s.seam('M176 130 L232 250', 2, true);
    s.seam('M424 130 L368 250', 2, true);
  }
}

function dress(s: Sketch, variant: number) {
  const hemY = [600, 740, 790][variant % 3]!;
  const spread = [80, 120, 150][variant % 3]!;
  const sleeves = variant % 4;
  if (sleeves === 1) {
    s.piece('M230 108 Q160 118 150 205 Q182 232 214 222 Z');
    s.piece('M370 108 Q440 118 450 205 Q418 232 386 222 Z');
  } else if (sleeves === 2) {
    s.piece(polygon([[230, 108], [140, 560], [192, 575], [214, 256]]));
    s.piece(polygon(mirror([[230, 108], [140, 560], [192, 575], [214, 256]])));
  }
  const hemL = 300 - spread - 70;
  s.piece(
    `M255 110 Q300 178 345 110 L372 108 Q368 190 388 256 Q372 310 368 370 L${W - hemL} ${hemY} Q300 ${hemY + 40} ${hemL} ${hemY} L232 370 Q228 310 212 256 Q232 190 228 108 Z`,
  );
  s.seam('M232 370 Q300 384 368 370');
  for (const t of [0.3, 0.5, 0.7]) {
    const x0 = 232 + 136 * t;
    const x1 = hemL + (W - 2 * hemL) * t;
    s.seam(`M${x0.toFixed(1)} ${376 + (t === 0.5 ? 8 : 4)} Q${((x0 + x1) / 2 + (t - 0.5) * 30).toFixed(1)} ${(370 + hemY) / 2} ${x1.toFixed(1)} ${hemY + (t === 0.5 ? 28 : 18)}`, 1.8);
  }
  if (sleeves === 3) s.buttons([[300, 372]], 10);
}

function skirt(s: Sketch, variant: number) {
  const hemY = [700, 500, 760][variant % 3]!;
  const flare = [170, 110, 150][variant % 3]!;
  s.piece('M212 120 L388 120 L388 152 L212 152 Z');
  s.piece(`M212 152 L388 152 L${300 + flare} ${hemY} Q300 ${hemY + 26} ${300 - flare} ${hemY} Z`);
  for (let k = 1; k < 8; k++) {
    const t = k / 8;
    s.seam(`M${212 + 176 * t} 152 L${300 - flare + 2 * flare * t} ${hemY + (t > 0.25 && t < 0.75 ? 20 : 12)}`, 1.6);
  }
  s.buttons([[370, 136]], 6);
}

function trousers(kind: 'trousers' | 'jeans' | 'shorts', s: Sketch, ink: GarmentInk) {
  const legs: Record<typeof kind, Point[]> = {
    trousers: [[200, 134], [400, 134], [442, 780], [318, 780], [300, 330], [282, 780], [158, 780]],
    jeans: [[200, 134], [400, 134], [410, 780], [314, 780], [300, 320], [286, 780], [190, 780]],
    shorts: [[200, 134], [400, 134], [428, 400], [312, 410], [300, 300], [288, 410], [172, 400]],
  };
  s.piece('M200 100 L400 100 L400 134 L200 134 Z');
  s.piece(polygon(legs[kind]));
  const topstitch = kind === 'jeans';
  s.seam('M318 134 L318 250 Q318 284 300 292', 2.2, topstitch);
  s.seam('M214 134 Q252 148 262 206', 2.2, topstitch);
  s.seam('M386 134 Q348 148 338 206', 2.2, topstitch);
  for (const x of [232, 368]) s.body += rect(x - 5, 94, 10, 46, ink.cloth, `stroke="${c(ink.stroke)}" stroke-width="2"`);
  s.buttons([[300, 117]], 6);
  if (kind === 'trousers') {
    s.seam('M238 150 L222 772', 1.6);
    s.seam('M362 150 L378 772', 1.6);
  }
  if (topstitch) s.buttons([[262, 206], [338, 206]], 4);
}

function bag(s: Sketch, variant: number, ink: GarmentInk) {
  if (variant % 2 === 0) {
    s.body += line('M228 336 C228 150 372 150 372 336', ink.stroke, 18);
    s.piece('M165 330 L435 330 L462 722 Q462 738 446 738 L154 738 Q138 738 138 722 Z');
    s.seam('M160 380 L440 380', 2.2, true);
    s.seam('M180 690 L420 690', 2.2, true);
    return;
  }
  s.body += line('M168 392 C150 150 450 150 432 392', ink.stroke, 8);
  s.piece('M150 380 Q150 350 180 350 L420 350 Q450 350 450 380 L450 690 Q450 720 420 720 L180 720 Q150 720 150 690 Z');
  s.piece('M150 384 Q150 352 184 352 L416 352 Q450 352 450 384 L450 520 Q300 600 150 520 Z');
  s.buttons([[300, 556]], 16);
}

/** Bounding box of silhouette paths (absolute M/L/Q/C coordinates, which is all the sketches use). */
export function silhouetteBox(silhouette: readonly string[]): { x: number; y: number; width: number; height: number } {
  const numbers = silhouette.flatMap((d) => (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number));
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Draws one garment as a flat sketch; variant picks lengths and sleeves where the garment has options. */
export function garmentSketch(garment: Garment, ink: GarmentInk, variant: number): GarmentSketch {
  const s = new Sketch(ink);
  switch (garment) {
    case 'shirt':
    case 'tee':
    case 'sweatshirt':
    case 'knit':
    case 'cardigan':
      top(garment, s);
      break;
    case 'coat':
    case 'trench':
    case 'puffer':
    case 'blazer':
    case 'jacket':
      outer(garment, s, ink);
      break;
    case 'dress':
      dress(s, variant);
      break;
    case 'skirt':
      skirt(s, variant);
      break;
    case 'trousers':
    case 'jeans':
    case 'shorts':
      trousers(garment, s, ink);
      break;
    case 'bag':
      bag(s, variant, ink);
      break;
  }
  const sketch = s.done();
  const innerShows = garment === 'coat' || garment === 'trench' || garment === 'blazer';
  return innerShows ? { ...sketch, colours: [...sketch.colours, ink.inner] } : sketch;
}
