/**
 * Search tokens shared by indexing (items.search_terms at seed/import time) and querying:
 * - latin and digit runs become lower-cased words ("Café" → "cafe", "Women's" → "women");
 * - runs of CJK characters become overlapping character bigrams ("连衣裙" → "连衣", "衣裙"),
 *   and a run of one character stays a single-character token ("裙").
 * Matching a query means every query token is among an item's tokens, so "连衣裙" finds titles
 * containing 连衣裙 but not ones that merely contain 衣 and 裙 apart. zh↔en synonym expansion is
 * the caller's job (add the tokens of the synonyms).
 */

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORDS = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;
const POSSESSIVE = /['’]s\b/gu;
// Printable ASCII, whitespace and CJK unified ideographs are unchanged by NFKC and NFD: such text needs no folding.
const NEEDS_FOLDING = /[^\s\u0020-\u007e\u3400-\u4dbf\u4e00-\u9fff]/u;

/** NFKC folds full-width letters and digits to ASCII; NFD then splits accents off to drop them. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

export function tokenize(text: string): string[] {
  const folded = (NEEDS_FOLDING.test(text) ? fold(text) : text.toLowerCase())
    .replace(POSSESSIVE, '')
    // Spaces around CJK runs split "2026春夏" into "2026" and "春夏" (no regex set subtraction: Safari 16).
    .replace(CJK_RUN, ' $& ');
  const tokens: string[] = [];
  for (const [run] of folded.matchAll(WORDS)) {
    if (!CJK.test(run)) {
      tokens.push(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) tokens.push(run);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  }
  return tokens;
}

/** Distinct tokens of several texts, in first-seen order (stable, so stored rows are reproducible). */
export function searchTerms(texts: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const text of texts) for (const token of tokenize(text)) seen.add(token);
  return [...seen];
}
