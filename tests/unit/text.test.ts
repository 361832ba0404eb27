import { describe, expect, it } from 'vitest';
import { searchTerms, tokenize } from '../../src/shared/text';

const matches = (query: string, text: string) => {
  const terms = new Set(tokenize(text));
  return tokenize(query).every((token) => terms.has(token));
};

describe('tokenize', () => {
  it('lower-cases latin words and drops punctuation and possessives', () => {
    expect(tokenize("Paris Women's Runway: T-Shirt & Dress!")).toEqual(['paris', 'women', 'runway', 't', 'shirt', 'dress']);
  });

  it('folds accents and full-width characters', () => {
    expect(tokenize('Café Ｄｒｅｓｓ ２０２６')).toEqual(['cafe', 'dress', '2026']);
  });

  it('splits CJK runs into overlapping bigrams and keeps one-character runs', () => {
    expect(tokenize('连衣裙')).toEqual(['连衣', '衣裙']);
    expect(tokenize('裙')).toEqual(['裙']);
    expect(tokenize('裙 与 衬衫')).toEqual(['裙', '与', '衬衫']);
  });

  it('separates digits and latin from adjacent CJK', () => {
    expect(tokenize('2026春夏 T恤')).toEqual(['2026', '春夏', 't', '恤']);
  });

  it('handles Japanese and Korean scripts like Chinese', () => {
    expect(tokenize('東京カフェ')).toEqual(['東京', '京カ', 'カフ', 'フェ']);
    expect(tokenize('서울')).toEqual(['서울']);
  });

  it('returns nothing for text without letters or digits', () => {
    expect(tokenize(' ·，。!? ')).toEqual([]);
  });
});

describe('matching by tokens', () => {
  it('finds a word inside a longer CJK title', () => {
    expect(matches('连衣裙', '2026春夏 巴黎女装秀场 连衣裙廓形趋势')).toBe(true);
    expect(matches('秀场 连衣裙', '2026春夏 巴黎女装秀场 连衣裙廓形趋势')).toBe(true);
  });

  it('does not match characters that only appear apart', () => {
    expect(matches('连衣裙', '连帽衣和裙子')).toBe(false);
  });

  it('matches latin words case-insensitively', () => {
    expect(matches('DRESS', 'Spring/Summer 2026 dress silhouette trends')).toBe(true);
    expect(matches('dresses', 'dress trends')).toBe(false);
  });
});

describe('searchTerms', () => {
  it('collects distinct tokens of several texts in first-seen order', () => {
    expect(searchTerms(['连衣裙', '连衣裙 dress', 'Dress'])).toEqual(['连衣', '衣裙', 'dress']);
  });
});
