import { normaliseHex } from './hex';
import { codeKey } from './coloretto';
import { MAX_COLOUR_TERMS } from './search-limits';

/**
 * What a designer typed into colour search (spec §2 placeholder, §5): a colour name (zh or en),
 * a hex value of 3 or 6 digits with optional #, or a colour code (Coloretto or an imported system).
 */
export type ColourTerm =
  | { kind: 'hex'; text: string; hex: string }
  | { kind: 'code'; text: string; key: string }
  | { kind: 'name'; text: string };

export class ColourTermError extends Error {}

export { MAX_COLOUR_TERMS };
const MAX_TERM_LENGTH = 40;

export const COLOUR_TERM_MESSAGES = {
  empty: '请输入颜色名称、色号或 #色值',
  tooLong: `颜色关键词不能超过 ${MAX_TERM_LENGTH} 个字符`,
  badHex: (text: string) => `“${text}”不是有效的色值：请输入 3 位或 6 位十六进制，如 #C0392B 或 #C03`,
  tooMany: `一次最多搜索 ${MAX_COLOUR_TERMS} 个颜色`,
} as const;

/**
 * Classifies one term. A # always means a hex value, so "#12345" is an error rather than a
 * search; bare 3- or 6-digit hex ("c0392b", "C03") is a hex value; anything else holding a digit
 * is a code ("18-1664 TCX", "CL-040-56-032"); the rest is a name.
 */
export function classifyColourTerm(input: string): ColourTerm {
  const text = input.trim();
  if (text === '') throw new ColourTermError(COLOUR_TERM_MESSAGES.empty);
  if (text.length > MAX_TERM_LENGTH) throw new ColourTermError(COLOUR_TERM_MESSAGES.tooLong);
  const hex = normaliseHex(text);
  if (hex) return { kind: 'hex', text, hex };
  if (text.startsWith('#')) throw new ColourTermError(COLOUR_TERM_MESSAGES.badHex(text));
  if (/\d/.test(text)) return { kind: 'code', text, key: codeKey(text) };
  return { kind: 'name', text };
}

/** A typed search: up to 3 terms separated by commas (names may contain spaces). */
export function splitColourInput(input: string): string[] {
  const terms = input
    .split(/[,，、;；]/)
    .map((term) => term.trim())
    .filter(Boolean);
  if (terms.length > MAX_COLOUR_TERMS) throw new ColourTermError(COLOUR_TERM_MESSAGES.tooMany);
  return terms;
}
