import { formatHex, type Rgb } from '../../../src/shared/colour';

/** Colour as written into SVG. */
export const c = (rgb: Rgb) => formatHex(rgb);

const round = (n: number) => Math.round(n * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: Rgb | string, extra = ''): string {
  const paint = typeof fill === 'string' ? fill : c(fill);
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${paint}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: Rgb | string, extra = ''): string {
  const paint = typeof fill === 'string' ? fill : c(fill);
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${paint}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: Rgb, extra = ''): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${c(fill)}" ${extra}/>`;
}

export function path(d: string, fill: Rgb | string, extra = ''): string {
  const paint = typeof fill === 'string' ? fill : c(fill);
  return `<path d="${d}" fill="${paint}" ${extra}/>`;
}

/** Stroke-only path (seams, handles, arms). */
export function line(d: string, stroke: Rgb, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${c(stroke)}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L')} Z`;
}

/** Fonts present on most Linux hosts and in Debian images; missing fonts only blank the text. */
export const SERIF = "'DejaVu Serif', 'Liberation Serif', 'Noto Serif CJK SC', serif";
export const SANS = "'DejaVu Sans', 'Liberation Sans', 'Noto Sans CJK SC', sans-serif";
export const CJK_SERIF = "'Noto Serif CJK SC', 'Noto Sans CJK SC', serif";

export function text(
  x: number,
  y: number,
  content: string,
  fill: Rgb,
  { size, family = SERIF, weight = 400, anchor = 'middle', spacing = 0 }: { size: number; family?: string; weight?: number; anchor?: 'start' | 'middle' | 'end'; spacing?: number },
): string {
  const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<text x="${round(x)}" y="${round(y)}" fill="${c(fill)}" font-family="${family}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" letter-spacing="${spacing}">${escaped}</text>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Something drawn, with every flat colour it paints (the palette its pixels are measured against). */
export interface Drawing {
  defs: string;
  body: string;
  colours: Rgb[];
}

export const drawing = (body: string, colours: Rgb[], defs = ''): Drawing => ({ defs, body, colours });

/** Joins drawings in paint order. */
export function combine(...parts: Drawing[]): Drawing {
  return {
    defs: parts.map((p) => p.defs).join(''),
    body: parts.map((p) => p.body).join(''),
    colours: parts.flatMap((p) => p.colours),
  };
}

export function transformed(part: Drawing, transform: string): Drawing {
  return { ...part, body: `<g transform="${transform}">${part.body}</g>` };
}
