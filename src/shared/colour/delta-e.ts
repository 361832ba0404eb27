import type { Lab } from './lab';

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** Hue angle in degrees 0–360 of (a', b); 0 for achromatic colours. */
function hueDegrees(aPrime: number, b: number): number {
  if (aPrime === 0 && b === 0) return 0;
  const h = Math.atan2(b, aPrime) / DEG;
  return h < 0 ? h + 360 : h;
}

/**
 * CIEDE2000 colour difference (kL = kC = kH = 1), following Sharma, Wu and Dalal (2005),
 * including their conventions for hue differences and mean hue around the 0/360 wrap.
 */
export function deltaE2000(lab1: Lab, lab2: Lab): number {
  const C1 = Math.hypot(lab1.a, lab1.b);
  const C2 = Math.hypot(lab2.a, lab2.b);
  const meanC7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + POW25_7)));
  const a1 = (1 + G) * lab1.a;
  const a2 = (1 + G) * lab2.a;
  const C1p = Math.hypot(a1, lab1.b);
  const C2p = Math.hypot(a2, lab2.b);
  const h1 = hueDegrees(a1, lab1.b);
  const h2 = hueDegrees(a2, lab2.b);

  const dL = lab2.L - lab1.L;
  const dC = C2p - C1p;
  const chromaProduct = C1p * C2p;
  let dh = 0;
  if (chromaProduct !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(chromaProduct) * Math.sin((dh / 2) * DEG);

  const meanL = (lab1.L + lab2.L) / 2;
  const meanCp = (C1p + C2p) / 2;
  let meanH = h1 + h2;
  if (chromaProduct !== 0) {
    if (Math.abs(h1 - h2) > 180) meanH += meanH < 360 ? 360 : -360;
    meanH /= 2;
  }

  const T =
    1 -
    0.17 * Math.cos((meanH - 30) * DEG) +
    0.24 * Math.cos(2 * meanH * DEG) +
    0.32 * Math.cos((3 * meanH + 6) * DEG) -
    0.2 * Math.cos((4 * meanH - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const meanCp7 = meanCp ** 7;
  const RC = 2 * Math.sqrt(meanCp7 / (meanCp7 + POW25_7));
  const L50 = (meanL - 50) ** 2;
  const SL = 1 + (0.015 * L50) / Math.sqrt(20 + L50);
  const SC = 1 + 0.045 * meanCp;
  const SH = 1 + 0.015 * meanCp * T;
  const RT = -Math.sin(2 * dTheta * DEG) * RC;

  const l = dL / SL;
  const c = dC / SC;
  const h = dH / SH;
  return Math.sqrt(l * l + c * c + h * h + RT * c * h);
}

/** CIE76: plain Euclidean distance in Lab, for cheap pre-filtering. */
export function deltaE76(lab1: Lab, lab2: Lab): number {
  return Math.hypot(lab1.L - lab2.L, lab1.a - lab2.a, lab1.b - lab2.b);
}
