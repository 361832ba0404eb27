import { rgbToLab } from '../colour';

/**
 * The picture descriptor of search by picture (issue #13 item 5): one fixed-length vector per
 * picture, computed by the same code on the server (catalogue pictures, through sharp) and in the
 * browser (the member's picture and the pictures of offline packs, in a worker), so that the dot
 * product of two descriptors says how alike the pictures are.
 *
 * Four blocks, each normalised on its own and weighted, because each survives a different edit a
 * designer makes before searching:
 * - colour: a soft Lab histogram — survives crops and rescales, not colour shifts;
 * - edges: histograms of gradient orientation over the whole picture and its centre — survive
 *   colour shifts and rescales, and mostly crops;
 * - texture: uniform local binary patterns at two radii — survive colour shifts and crops;
 * - layout: an 8×8 lightness thumbnail, contrast-normalised — survives rescales and colour shifts.
 */

/** Straight RGBA pixels row by row (ImageData, or sharp's raw output with an alpha channel). */
export interface RgbaPixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** Pictures are reduced to this many pixels on their longest side before anything is measured. */
export const DESCRIPTOR_SIDE = 64;

const L_BINS = 4;
const AB_BINS = 6;
const AB_RANGE = 60;
const ORIENTATION_BINS = 12;
const LBP_CLASSES = 10;
const LAYOUT_SIDE = 8;

// Weights chosen on 150 seed pictures under the bench's five edits (a grid search maximising the
// worst recall@10, then top-1); the bench measures them on another 200. Layout counts little: it
// is what a crop changes most.
const BLOCKS = [
  { name: 'colour', size: L_BINS * AB_BINS * AB_BINS, weight: 1 },
  { name: 'edges', size: 2 * ORIENTATION_BINS, weight: 0.9 },
  { name: 'texture', size: 2 * LBP_CLASSES, weight: 1.1 },
  { name: 'layout', size: LAYOUT_SIDE * LAYOUT_SIDE, weight: 0.3 },
] as const;

/** Length of every descriptor. */
export const DESCRIPTOR_LENGTH = BLOCKS.reduce((sum, block) => sum + block.size, 0);

/** Adds to one cell of a histogram or sum (typed arrays start at 0). */
function add(cells: Float32Array | Float64Array, index: number, value: number) {
  cells[index] = cells[index]! + value;
}

/** Area-averaged reduction to at most `side` pixels on the longest side; RGBA in, RGB floats out. */
function reduce(picture: RgbaPixels, side: number): { rgb: Float32Array; width: number; height: number } {
  const scale = Math.min(1, side / Math.max(picture.width, picture.height));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const sums = new Float64Array(width * height * 4);
  const { data } = picture;
  for (let y = 0; y < picture.height; y++) {
    const row = Math.min(height - 1, Math.floor((y * height) / picture.height)) * width;
    for (let x = 0; x < picture.width; x++) {
      const target = (row + Math.min(width - 1, Math.floor((x * width) / picture.width))) * 4;
      const source = (y * picture.width + x) * 4;
      // Transparent pixels count as white, as the picture shows on the page.
      const alpha = data[source + 3]! / 255;
      add(sums, target, data[source]! * alpha + 255 * (1 - alpha));
      add(sums, target + 1, data[source + 1]! * alpha + 255 * (1 - alpha));
      add(sums, target + 2, data[source + 2]! * alpha + 255 * (1 - alpha));
      add(sums, target + 3, 1);
    }
  }
  const rgb = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const count = sums[i * 4 + 3]! || 1;
    rgb[i * 3] = sums[i * 4]! / count;
    rgb[i * 3 + 1] = sums[i * 4 + 1]! / count;
    rgb[i * 3 + 2] = sums[i * 4 + 2]! / count;
  }
  return { rgb, width, height };
}

/** Adds `weight` to a histogram spread linearly over the two nearest bins of a value in [0, bins). */
function softIndex(value: number, bins: number): [number, number, number] {
  const position = Math.min(bins - 1, Math.max(0, value - 0.5));
  const low = Math.floor(position);
  const high = Math.min(bins - 1, low + 1);
  return [low, high, position - low];
}

function colourBlock(lab: Float32Array, pixels: number): Float32Array {
  const histogram = new Float32Array(L_BINS * AB_BINS * AB_BINS);
  const abBin = (value: number) => ((Math.max(-AB_RANGE, Math.min(AB_RANGE, value)) + AB_RANGE) / (2 * AB_RANGE)) * AB_BINS;
  for (let i = 0; i < pixels; i++) {
    const [l0, l1, lf] = softIndex((lab[i * 3]! / 100) * L_BINS, L_BINS);
    const [a0, a1, af] = softIndex(abBin(lab[i * 3 + 1]!), AB_BINS);
    const [b0, b1, bf] = softIndex(abBin(lab[i * 3 + 2]!), AB_BINS);
    for (const [l, wl] of [[l0, 1 - lf], [l1, lf]] as const) {
      for (const [a, wa] of [[a0, 1 - af], [a1, af]] as const) {
        for (const [b, wb] of [[b0, 1 - bf], [b1, bf]] as const) add(histogram, (l * AB_BINS + a) * AB_BINS + b, wl * wa * wb);
      }
    }
  }
  return histogram;
}

/** Gradient orientations (unsigned, magnitude-weighted) over the whole picture, then its central half. */
function edgeBlock(lightness: Float32Array, width: number, height: number): Float32Array {
  const histogram = new Float32Array(2 * ORIENTATION_BINS);
  const at = (x: number, y: number) => lightness[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y++) {
    const central = y >= height / 4 && y < (3 * height) / 4;
    for (let x = 0; x < width; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 1e-3) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      // Orientation wraps around (0 and π are one direction): the last bin's upper neighbour is the first.
      const position = ((angle / Math.PI) * ORIENTATION_BINS - 0.5 + ORIENTATION_BINS) % ORIENTATION_BINS;
      const low = Math.floor(position) % ORIENTATION_BINS;
      const upper = (low + 1) % ORIENTATION_BINS;
      const fraction = position - Math.floor(position);
      add(histogram, low, magnitude * (1 - fraction));
      add(histogram, upper, magnitude * fraction);
      if (central && x >= width / 4 && x < (3 * width) / 4) {
        add(histogram, ORIENTATION_BINS + low, magnitude * (1 - fraction));
        add(histogram, ORIENTATION_BINS + upper, magnitude * fraction);
      }
    }
  }
  return histogram;
}

/** Uniform local binary patterns (0–8 rising bits, or "not uniform") at radius 1 and 2. */
function textureBlock(lightness: Float32Array, width: number, height: number): Float32Array {
  const histogram = new Float32Array(2 * LBP_CLASSES);
  const offsets = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ] as const;
  for (const [blockIndex, radius] of [1, 2].entries()) {
    for (let y = radius; y < height - radius; y++) {
      for (let x = radius; x < width - radius; x++) {
        const centre = lightness[y * width + x]!;
        let ones = 0;
        let transitions = 0;
        let previous = lightness[(y + offsets[7][1] * radius) * width + x + offsets[7][0] * radius]! >= centre + 1;
        for (const [dx, dy] of offsets) {
          const bit = lightness[(y + dy * radius) * width + x + dx * radius]! >= centre + 1;
          if (bit) ones++;
          if (bit !== previous) transitions++;
          previous = bit;
        }
        add(histogram, blockIndex * LBP_CLASSES + (transitions <= 2 ? ones : LBP_CLASSES - 1), 1);
      }
    }
  }
  return histogram;
}

/** An 8×8 lightness thumbnail with its mean removed: where the light and dark parts sit. */
function layoutBlock(lightness: Float32Array, width: number, height: number): Float32Array {
  const cells = new Float32Array(LAYOUT_SIDE * LAYOUT_SIDE);
  const counts = new Float32Array(LAYOUT_SIDE * LAYOUT_SIDE);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cell = Math.floor((y * LAYOUT_SIDE) / height) * LAYOUT_SIDE + Math.floor((x * LAYOUT_SIDE) / width);
      add(cells, cell, lightness[y * width + x]!);
      add(counts, cell, 1);
    }
  }
  let mean = 0;
  for (let i = 0; i < cells.length; i++) mean += (cells[i]! /= counts[i]! || 1) / cells.length;
  for (let i = 0; i < cells.length; i++) cells[i] = cells[i]! - mean;
  return cells;
}

function normalise(values: Float32Array, weight: number, squareRoot: boolean): Float32Array {
  let norm = 0;
  for (let i = 0; i < values.length; i++) {
    if (squareRoot) values[i] = Math.sqrt(Math.max(0, values[i]!));
    norm += values[i]! ** 2;
  }
  const factor = norm > 0 ? weight / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i] = values[i]! * factor;
  return values;
}

/** The descriptor of a picture: unit length, so the dot product of two is their similarity (−1…1). */
export function describePicture(picture: RgbaPixels): Float32Array {
  const { rgb, width, height } = reduce(picture, DESCRIPTOR_SIDE);
  const pixels = width * height;
  const lab = new Float32Array(pixels * 3);
  const lightness = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const { L, a, b } = rgbToLab({ r: rgb[i * 3]!, g: rgb[i * 3 + 1]!, b: rgb[i * 3 + 2]! });
    lab[i * 3] = L;
    lab[i * 3 + 1] = a;
    lab[i * 3 + 2] = b;
    lightness[i] = L;
  }
  const blocks = [colourBlock(lab, pixels), edgeBlock(lightness, width, height), textureBlock(lightness, width, height), layoutBlock(lightness, width, height)];
  const descriptor = new Float32Array(DESCRIPTOR_LENGTH);
  let offset = 0;
  blocks.forEach((values, i) => {
    descriptor.set(normalise(values, BLOCKS[i]!.weight, i < 3), offset);
    offset += values.length;
  });
  return normalise(descriptor, 1, false);
}

/** Similarity of two descriptors: their dot product (1 = the same picture). */
export function similarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** The `limit` most similar of `candidates` to `query`, most similar first. */
export function rankBySimilarity<T>(query: ArrayLike<number>, candidates: readonly T[], descriptorOf: (candidate: T) => ArrayLike<number>, limit: number): { candidate: T; score: number }[] {
  return candidates
    .map((candidate) => ({ candidate, score: similarity(query, descriptorOf(candidate)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** A descriptor as base64 of its bytes: how the server hands catalogue descriptors to offline packs. */
export function descriptorToBase64(descriptor: Float32Array): string {
  let binary = '';
  for (const byte of descriptorBytes(descriptor)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A descriptor back from `descriptorToBase64`, or null when the text is not one. */
export function descriptorFromBase64(text: string): Float32Array | null {
  try {
    return descriptorFromBytes(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A descriptor as bytes (little-endian float32), as the database and offline packs keep it. */
export function descriptorBytes(descriptor: Float32Array): Uint8Array {
  return new Uint8Array(descriptor.buffer.slice(descriptor.byteOffset, descriptor.byteOffset + descriptor.byteLength));
}

/** Bytes kept by `descriptorBytes` back as a descriptor, or null when they are not one. */
export function descriptorFromBytes(bytes: Uint8Array): Float32Array | null {
  if (bytes.byteLength !== DESCRIPTOR_LENGTH * 4) return null;
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
