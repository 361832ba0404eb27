/**
 * Trims whitespace at both ends, including full-width (U+3000) and no-break spaces that
 * Chinese input methods produce. The original trimmed with a pattern that matched the letter
 * "s" instead of whitespace; this is the correct behaviour.
 */
export function trimText(value: string): string {
  return value.replace(/^[\s\uFEFF\u200B]+|[\s\uFEFF\u200B]+$/gu, '');
}
