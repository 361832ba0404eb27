/** An sRGB colour with 0–255 integer channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

// Spec §5: 3 or 6 hex digits with an optional leading #.
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(input: string): boolean {
  return HEX.test(input.trim());
}

/** Parses "#abc", "abc", "#aabbcc" or "aabbcc" (surrounding spaces ignored); null when it is not a hex colour. */
export function parseHex(input: string): Rgb | null {
  const match = HEX.exec(input.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** Like parseHex but throws a clear error: for colours written in code, not user input. */
export function hexToRgb(input: string): Rgb {
  const rgb = parseHex(input);
  if (!rgb) throw new Error(`Not a hex colour (3 or 6 hex digits, optional #): "${input}"`);
  return rgb;
}

/** "#RRGGBB", upper case; channels are rounded and clamped to 0–255. */
export function formatHex({ r, g, b }: Rgb): string {
  const part = (v: number) => Math.min(255, Math.max(0, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Canonical "#RRGGBB" form of any accepted hex input, or null. */
export function normaliseHex(input: string): string | null {
  const rgb = parseHex(input);
  return rgb ? formatHex(rgb) : null;
}
