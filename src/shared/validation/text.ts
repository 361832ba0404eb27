/**
 * Trims whitespace at both ends, including full-width (U+3000) and no-break spaces that
 * Chinese input methods produce. The original trimmed with a pattern that matched the letter
 * "s" instead of whitespace; this is the correct behaviour.
 */
export function trimText(value: string): string {
  return value.replace(/^[\s\uFEFF\u200B]+|[\s\uFEFF\u200B]+$/gu, '');
}

/** Characters a PostgreSQL text or jsonb value cannot hold (NUL); refused wherever text enters. */
export const UNSTORABLE_TEXT_MESSAGE = '不能包含控制字符';

export const isStorableText = (value: string) => !value.includes('\u0000');

/** The text with each NUL spelled out, for messages that quote what the client sent (a field name). */
export const spellUnstorable = (value: string) => value.replaceAll('\u0000', '\\u0000');

/**
 * The path of the first string (value or key) inside a parsed JSON value that the database
 * cannot store, e.g. `params.key_words` or `ops.3.title`; null when there is none.
 */
export function findUnstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return childPath;
    const found = findUnstorableText(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/** Half-width forms: ASCII, half-width katakana and Hangul (U+FF61–U+FFDC) and half-width symbols (U+FFE8–U+FFEE). */
function isHalfWidth(codePoint: number): boolean {
  return codePoint <= 0x7f || (codePoint >= 0xff61 && codePoint <= 0xffdc) || (codePoint >= 0xffe8 && codePoint <= 0xffee);
}

/** Display length (spec §5): ASCII and half-width characters count 1, all others 2. */
export function textLength(text: string): number {
  let length = 0;
  for (const char of text) length += isHalfWidth(char.codePointAt(0)!) ? 1 : 2;
  return length;
}

/** Text for an HTML context: the five characters that could open markup or end an attribute, as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
