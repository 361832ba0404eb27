import { Rng } from '../../server/seed/prng';
import type { Raster } from '../../src/shared/image-tools/raster';

/**
 * Composites with a known alpha for the background-removal tests and bench (issue #13 item 3): a
 * garment or a figure silhouette (anti-aliased, striped or printed, shaded) pasted over
 * - plain: a studio backdrop with a gentle gradient;
 * - busy: a repeating many-coloured wallpaper (tiles, a dotted motif, woven grain), whose colours
 *   recur all over the frame, the border included;
 * - cluttered: 40 coloured discs, many of them inside the frame only (colours the border never
 *   shows) — the hard case for a border-seeded method, where the brush strokes come in.
 * Deterministic per label.
 */
export type SubjectShape = 'tshirt' | 'dress' | 'figure';
export type BackgroundKind = 'plain' | 'busy' | 'cluttered';

export interface Composite {
  picture: Raster;
  /** The subject's true alpha, 0–255. */
  alpha: Uint8Array;
}

type Point = readonly [number, number];

const SHAPES: Record<SubjectShape, { polygons: Point[][]; circles: [number, number, number][]; holes: [number, number, number][] }> = {
  tshirt: {
    polygons: [
      [[0.34, 0.2], [0.66, 0.2], [0.86, 0.34], [0.78, 0.46], [0.68, 0.4], [0.68, 0.86], [0.32, 0.86], [0.32, 0.4], [0.22, 0.46], [0.14, 0.34]],
    ],
    circles: [],
    holes: [[0.5, 0.19, 0.07]],
  },
  dress: {
    polygons: [
      [[0.4, 0.16], [0.44, 0.16], [0.45, 0.3], [0.55, 0.3], [0.56, 0.16], [0.6, 0.16], [0.62, 0.42], [0.8, 0.88], [0.2, 0.88], [0.38, 0.42]],
    ],
    circles: [],
    holes: [],
  },
  figure: {
    polygons: [
      [[0.47, 0.2], [0.53, 0.2], [0.53, 0.27], [0.47, 0.27]],
      [[0.38, 0.26], [0.62, 0.26], [0.72, 0.56], [0.66, 0.58], [0.6, 0.4], [0.6, 0.9], [0.52, 0.9], [0.5, 0.6], [0.48, 0.9], [0.4, 0.9], [0.4, 0.4], [0.34, 0.58], [0.28, 0.56]],
    ],
    circles: [[0.5, 0.17, 0.075]],
    holes: [],
  },
};

/**
 * Where a horizontal line at `y` crosses the polygon's edges: a point (x, y) is inside when an odd
 * number of them lie right of it (the even-odd rule, computed once per line instead of per point).
 */
function crossings(polygon: Point[], y: number): number[] {
  const found: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const xi = polygon[i]![0];
    const yi = polygon[i]![1];
    const xj = polygon[j]![0];
    const yj = polygon[j]![1];
    if (yi > y !== yj > y) found.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
  return found;
}

function oddlyCrossed(lineCrossings: number[], x: number): boolean {
  let inside = false;
  for (const crossing of lineCrossings) if (x < crossing) inside = !inside;
  return inside;
}

/** The shape's alpha by 4×4 supersampling: the edge is anti-aliased as a real cut-out's would be. */
function shapeAlpha(shape: SubjectShape, width: number, height: number): Uint8Array {
  const { polygons, circles, holes } = SHAPES[shape];
  const alpha = new Uint8Array(width * height);
  const hits = new Uint8Array(width);
  const side = Math.min(width, height);
  const offsetX = (width - side) / 2;
  const offsetY = (height - side) / 2;
  const inCircle = ([cx, cy, r]: [number, number, number], x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  for (let y = 0; y < height; y++) {
    hits.fill(0);
    for (let sy = 0; sy < 4; sy++) {
      const v = (y + (sy + 0.5) / 4 - offsetY) / side;
      const lines = polygons.map((polygon) => crossings(polygon, v));
      for (let x = 0; x < width; x++)
        for (let sx = 0; sx < 4; sx++) {
          const u = (x + (sx + 0.5) / 4 - offsetX) / side;
          if (holes.some((hole) => inCircle(hole, u, v))) continue;
          if (lines.some((line) => oddlyCrossed(line, u)) || circles.some((circle) => inCircle(circle, u, v))) hits[x]!++;
        }
    }
    for (let x = 0; x < width; x++) alpha[y * width + x] = Math.round((hits[x]! / 16) * 255);
  }
  return alpha;
}

const hsl = (h: number, s: number, l: number): [number, number, number] => {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
};

/** A subject drawn elsewhere (a fitting-room mannequin): its alpha and its own colours, RGBA at the composite's size. */
export interface DrawnSubject {
  rgba: Uint8ClampedArray | Uint8Array;
  /** 1 where the composite's garment (stripes or print, shaded) is worn over the drawn colours. */
  garment?: Uint8Array;
}

/**
 * One composite of `width` × `height` (aspect kept by the shape's 0–1 coordinates on the shorter
 * side). With `drawn`, that subject (its own colours and alpha) replaces the shape; `shape` then
 * only names the composite's random stream.
 */
export function cutoutComposite(shape: SubjectShape | string, background: BackgroundKind, label: string, width = 480, height = 600, drawn?: DrawnSubject): Composite {
  const rng = Rng.of(13, 'cutout', shape, background, label);
  const n = width * height;
  const side = Math.min(width, height);
  let alpha: Uint8Array;
  if (drawn) {
    alpha = new Uint8Array(n);
    for (let i = 0; i < n; i++) alpha[i] = drawn.rgba[i * 4 + 3]!;
  } else {
    alpha = shapeAlpha(shape as SubjectShape, width, height);
  }

  // The subject: two garment colours in stripes or a dotted print, with soft shading.
  const hue = rng.range(0, 360);
  const main = hsl(hue, rng.range(0.45, 0.8), rng.range(0.25, 0.45));
  const second = hsl((hue + rng.range(90, 270)) % 360, rng.range(0.3, 0.7), rng.range(0.6, 0.85));
  const stripes = rng.chance(0.5);
  const period = rng.range(0.03, 0.06) * side;
  // The background: a plain studio colour with a gentle gradient, or blobs and texture.
  const studio = hsl(rng.range(0, 360), rng.range(0, 0.15), rng.range(0.86, 0.95));
  const blobs = Array.from({ length: background === 'cluttered' ? 40 : 0 }, () => ({
    x: rng.range(0, width),
    y: rng.range(0, height),
    r: rng.range(0.04, 0.16) * side,
    colour: hsl(rng.range(0, 360), rng.range(0.2, 0.9), rng.range(0.25, 0.85)),
  }));
  const busyBase = hsl(rng.range(0, 360), rng.range(0.2, 0.5), rng.range(0.4, 0.7));
  const wallpaper = Array.from({ length: 5 }, () => hsl(rng.range(0, 360), rng.range(0.2, 0.9), rng.range(0.25, 0.85)));
  const tile = rng.range(0.12, 0.2) * side;

  // Per pixel, with no arrays made in the loop; the random draws keep their order (background's
  // grain, then the subject's three channels), so each label's picture stays the same.
  const data = new Uint8ClampedArray(n * 4);
  const back = [0, 0, 0];
  const front = [0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (background === 'plain') {
        const shade = 1 - 0.06 * (y / height);
        for (let c = 0; c < 3; c++) back[c] = studio[c]! * shade;
      } else if (background === 'busy') {
        const column = Math.floor(x / tile);
        const row = Math.floor(y / tile);
        const u = x / tile - column - 0.5;
        const v = y / tile - row - 0.5;
        const motif = u * u + v * v < 0.09 ? 2 + ((column + row) % 3) : u * u + v * v < 0.16 ? 4 : (column + row) % 2;
        const grain = 14 * Math.sin(x * 1.3) * Math.sin(y * 1.1) + rng.range(-8, 8);
        for (let c = 0; c < 3; c++) back[c] = wallpaper[motif]![c]! + grain;
      } else {
        let colour = busyBase;
        for (const blob of blobs) if ((x - blob.x) ** 2 + (y - blob.y) ** 2 <= blob.r * blob.r) colour = blob.colour;
        const grain = 18 * (Math.sin(x * 0.9 + y * 0.35) * Math.cos(y * 0.7 - x * 0.2)) + rng.range(-10, 10);
        for (let c = 0; c < 3; c++) back[c] = colour[c]! + grain;
      }
      const band = stripes ? Math.floor((y + x * 0.15) / period) % 2 === 0 : (x % period) ** 2 + (y % period) ** 2 < (period * 0.3) ** 2;
      const shade = 0.85 + 0.15 * Math.cos(((x - width / 2) / side) * 3);
      const garment = band ? second : main;
      for (let c = 0; c < 3; c++) front[c] = garment[c]! * shade + rng.range(-4, 4);
      if (drawn && !drawn.garment?.[i]) for (let c = 0; c < 3; c++) front[c] = drawn.rgba[i * 4 + c]!;
      const a = alpha[i]! / 255;
      for (let c = 0; c < 3; c++) data[i * 4 + c] = front[c]! * a + back[c]! * (1 - a);
      data[i * 4 + 3] = 255;
    }
  return { picture: { data, width, height }, alpha };
}

/** The fitting room's drawn mannequins (public/fitting/figures): the nearest to a person picture with a known alpha that the repository has. */
export type MannequinFigure = 'curvy-stand' | 'curvy-walk' | 'straight-stand' | 'straight-walk';
/** full: the whole figure in the frame; half: a portrait framing, the body running off the bottom edge. */
export type MannequinFraming = 'full' | 'half';

/**
 * A mannequin as a drawn subject of `width` × `height`, rendered from its SVG by sharp (Node only:
 * tests and the bench), dressed in a garment colour over the torso so it is not one flat colour.
 */
export async function mannequinSubject(figure: MannequinFigure, framing: MannequinFraming, width = 480, height = 600): Promise<DrawnSubject> {
  const { default: sharp } = await import('sharp');
  const { readFile } = await import('node:fs/promises');
  const svg = await readFile(new URL(`../../public/fitting/figures/${figure}.svg`, import.meta.url));
  // full: 92 % of the height; half: twice that, the head near the top, the legs cut off by the frame.
  const figureHeight = Math.round(height * (framing === 'full' ? 0.92 : 1.9));
  const figureWidth = Math.round(figureHeight * 0.6);
  const drawn = await sharp(svg).resize(figureWidth, figureHeight).ensureAlpha().raw().toBuffer();
  const rgba = new Uint8ClampedArray(width * height * 4);
  const garment = new Uint8Array(width * height);
  const left = Math.round((width - figureWidth) / 2);
  const top = Math.round(height * 0.04);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const fx = x - left;
      const fy = y - top;
      if (fx < 0 || fy < 0 || fx >= figureWidth || fy >= figureHeight) continue;
      const from = (fy * figureWidth + fx) * 4;
      rgba.set(drawn.subarray(from, from + 4), (y * width + x) * 4);
      // A dress from the shoulders to the knees, between the arms, where the figure is filled (not its outline).
      const u = fx / figureWidth;
      const v = fy / figureHeight;
      if (v > 0.17 && v < 0.7 && u > 0.33 && u < 0.67 && drawn[from + 3]! > 0 && drawn[from]! > 200) garment[y * width + x] = 1;
    }
  return { rgba, garment };
}
