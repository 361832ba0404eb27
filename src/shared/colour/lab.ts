import type { Rgb } from './hex';

/** CIE L*a*b* under the D65 white point. */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** Cylindrical Lab: lightness, chroma, hue in degrees 0–360. */
export interface Lch {
  L: number;
  C: number;
  h: number;
}

// D65 reference white (CIE 1931 2°), as used by sRGB.
const WHITE = { x: 0.95047, y: 1.0, z: 1.08883 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (linear: number) =>
  255 * (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);

// sRGB channel value → linear light, precomputed: pixel loops convert millions of values.
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => toLinear(i));

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const lr = LINEAR[Math.round(r)] ?? toLinear(r);
  const lg = LINEAR[Math.round(g)] ?? toLinear(g);
  const lb = LINEAR[Math.round(b)] ?? toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / WHITE.x;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / WHITE.y;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / WHITE.z;
  const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Lab → sRGB with channels as unrounded floats; values outside 0–255 mean the colour is out of gamut. */
export function labToRgbUnclamped({ L, a, b }: Lab): Rgb {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);
  const x = inverse(fx) * WHITE.x;
  const y = (L > KAPPA * EPSILON ? fy ** 3 : L / KAPPA) * WHITE.y;
  const z = inverse(fz) * WHITE.z;
  return {
    r: fromLinear(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    g: fromLinear(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    b: fromLinear(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  };
}

export function isInGamut(lab: Lab): boolean {
  const { r, g, b } = labToRgbUnclamped(lab);
  return [r, g, b].every((c) => c >= -0.5 && c <= 255.5);
}

/** Lab → sRGB, rounded and clamped to 0–255. */
export function labToRgb(lab: Lab): Rgb {
  const { r, g, b } = labToRgbUnclamped(lab);
  const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
  return { r: clamp(r), g: clamp(g), b: clamp(b) };
}

export function labToLch({ L, a, b }: Lab): Lch {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return { L, C: Math.hypot(a, b), h: h < 0 ? h + 360 : h };
}

export function lchToLab({ L, C, h }: Lch): Lab {
  const radians = (h * Math.PI) / 180;
  return { L, a: C * Math.cos(radians), b: C * Math.sin(radians) };
}

/** LCh → sRGB, lowering chroma (keeping lightness and hue) until the colour fits in sRGB. */
export function lchToRgb(lch: Lch): Rgb {
  let { C } = lch;
  while (C > 0 && !isInGamut(lchToLab({ ...lch, C }))) C = Math.max(0, C - 1);
  return labToRgb(lchToLab({ ...lch, C }));
}
