import { tokenize } from '../../src/shared/text';
import type { Queryable } from '../db/db';

export interface WordExpansion {
  word: string;
  /** Chinese/English equivalents from zh_en_words (连衣裙 ↔ dress). */
  synonyms: string[];
  /** Token lists: the word's own, then each synonym's. One fully present is a match. */
  alternatives: string[][];
}

/**
 * Stored Chinese words (tags such as seasons, colour names) as the caller reads them: through
 * zh_en_words in English (as showDataWord names tag words), each word itself in Chinese or where
 * the dictionary lacks it.
 */
export async function wordsIn(db: Queryable, locale: 'zh' | 'en', words: readonly string[]): Promise<Record<string, string>> {
  const english = new Map<string, string>();
  if (locale === 'en' && words.length > 0) {
    for (const row of await db.query<{ zh: string; en: string }>('SELECT zh, en FROM zh_en_words WHERE zh = ANY($1::text[])', [words])) english.set(row.zh, row.en);
  }
  return Object.fromEntries(words.map((word) => [word, english.get(word) ?? word]));
}

/**
 * Expands search words through zh_en_words: a Chinese word adds its English term and an English
 * word its Chinese terms, so 连衣裙 and dress find the same items. Words without any token
 * (punctuation only) are left out.
 */
export async function expandWords(db: Queryable, words: string[]): Promise<WordExpansion[]> {
  const lower = words.map((w) => w.toLowerCase());
  const pairs = await db.query<{ zh: string; en: string }>(
    'SELECT zh, en FROM zh_en_words WHERE zh = ANY($1::text[]) OR lower(en) = ANY($2::text[])',
    [words, lower],
  );
  return words
    .map((word, i) => {
      const synonyms = [
        ...new Set(pairs.flatMap((pair) => (pair.zh === word ? [pair.en] : pair.en.toLowerCase() === lower[i] ? [pair.zh] : []))),
      ];
      const alternatives = [word, ...synonyms].map(tokenize).filter((tokens) => tokens.length > 0);
      const unique = [...new Map(alternatives.map((tokens) => [tokens.join(' '), tokens])).values()];
      return { word, synonyms, alternatives: unique };
    })
    .filter((expansion) => expansion.alternatives.length > 0);
}

export async function keywordAlternatives(db: Queryable, words: string[]): Promise<string[][][]> {
  return (await expandWords(db, words)).map((expansion) => expansion.alternatives);
}
