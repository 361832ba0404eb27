import { describe, expect, it } from 'vitest';
import { defineMessages, interpolate, type Placeholders } from './define';
import { dictionary } from './dictionary';
import { translate } from './translate';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('dictionary', () => {
  for (const [area, messages] of Object.entries(dictionary)) {
    it(`${area}: English has the same keys and variables as Chinese`, () => {
      const zh = messages.zh as Record<string, string>;
      const en = messages.en as Record<string, string>;
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      for (const key of Object.keys(zh)) {
        expect(placeholdersOf(en[key]!), `${area}.${key}`).toEqual(placeholdersOf(zh[key]!));
        expect(en[key]!.trim(), `${area}.${key} is empty`).not.toBe('');
        // A plural choice picks its word by one of the message's own variables.
        for (const [, name] of en[key]!.matchAll(/\{(\w+)\|[^{}]*\}/g)) expect(placeholdersOf(zh[key]!), `${area}.${key}`).toContain(name);
      }
    });
  }
});

describe('translate', () => {
  it('looks up by area and key in the chosen language', () => {
    expect(translate('zh', 'shell.lazyLoadFailed')).toBe('您的网络异常，请检查网络后，再刷新重试！~ -1001');
    expect(translate('en', 'shell.notFoundTitle')).toBe('Page not found');
  });

  it('fills variables', () => {
    expect(translate('zh', 'common.views', { count: '1.2万' })).toBe('1.2万 浏览');
    expect(translate('en', 'home.latestSubtitle', { channel: 'Menswear', count: '1,024' })).toBe('Menswear · 1,024 items');
  });

  it('says one item, not "1 items", in English; Chinese has no plural', () => {
    expect(translate('en', 'content.listCount', { count: '1' })).toBe('1 item');
    expect(translate('en', 'content.listCount', { count: 0 })).toBe('0 items');
    expect(translate('en', 'content.listCount', { count: '1,001' })).toBe('1,001 items');
    expect(translate('en', 'ins.fansOf', { count: 1 })).toBe('1 follower');
    expect(translate('zh', 'content.listCount', { count: '1' })).toBe('共 1 条');
    expect(interpolate('{n} file{n||s}', { n: 3 }, 'x')).toBe('3 files');
    expect(interpolate('{n} file{n||s}', { n: 1 }, 'x')).toBe('1 file');
  });

  it('is checked at compile time: unknown keys and missing variables do not build', () => {
    // @ts-expect-error unknown key
    expect(() => translate('zh', 'shell.noSuchKey')).toThrow('Unknown message');
    // @ts-expect-error the message needs {count}
    expect(() => translate('zh', 'common.views')).toThrow('needs the variable {count}');
  });
});

describe('defineMessages', () => {
  it('rejects an English side with a missing or extra key at compile time', () => {
    const missing = defineMessages({
      zh: { a: '甲', b: '乙' },
      // @ts-expect-error English lacks b
      en: { a: 'A' },
    });
    const extra = defineMessages({
      zh: { a: '甲' },
      // @ts-expect-error English has a key Chinese does not
      en: { a: 'A', z: 'Z' },
    });
    expect(Object.keys(missing.en)).toEqual(['a']);
    expect(Object.keys(extra.en)).toEqual(['a', 'z']);
  });

  it('reads variable names out of a message type', () => {
    const names: Placeholders<'第 {page} 页，共 {total} 页'>[] = ['page', 'total'];
    expect(names).toHaveLength(2);
    expect(interpolate('第 {page} 页', { page: 2 }, 'x')).toBe('第 2 页');
  });
});
