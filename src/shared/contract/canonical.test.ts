import { describe, expect, it } from 'vitest';
import { canonicalize } from './canonical';

describe('canonicalize', () => {
  it('ignores key order and undefined values at every depth', () => {
    const a = canonicalize('oct/ListDataKw/getList', { p: 1, channel: 20850, sort_type: undefined }, { locale: 'zh' });
    const b = canonicalize('oct/ListDataKw/getList', { channel: 20850, p: 1 }, { locale: 'zh' });
    expect(a).toBe(b);
    expect(canonicalize('x/Y/z', { o: { b: 2, a: 1, c: undefined } })).toBe(canonicalize('x/Y/z', { o: { a: 1, b: 2 } }));
  });

  it('keeps everything that changes the answer apart', () => {
    const base = canonicalize('oct/ListDataKw/getList', { channel: 20850 }, { locale: 'zh' });
    expect(canonicalize('oct/ListDataKw/getList', { channel: 20840 }, { locale: 'zh' })).not.toBe(base);
    expect(canonicalize('oct/ListDataKw/getList', { channel: 20850 }, { locale: 'en' })).not.toBe(base);
    expect(canonicalize('oct/General/navList', { channel: 20850 }, { locale: 'zh' })).not.toBe(base);
    // A string and a number are different requests on the wire, so different keys.
    expect(canonicalize('oct/ListDataKw/getList', { channel: '20850' }, { locale: 'zh' })).not.toBe(base);
  });

  it('keeps array order and turns holes into null like JSON does', () => {
    expect(canonicalize('a/B/c', { ids: [3, 1, 2] })).not.toBe(canonicalize('a/B/c', { ids: [1, 2, 3] }));
    expect(canonicalize('a/B/c', { ids: [1, undefined] })).toBe('["a/B/c",{"ids":[1,null]},{}]');
  });

  it('treats missing params as an empty object', () => {
    expect(canonicalize('a/B/c', undefined)).toBe(canonicalize('a/B/c', {}));
  });
});
