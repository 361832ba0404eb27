import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeKeywords } from '../../src/shared/catalogue/list-rules';
import { createContentApp, FX, fixtureItems, type ContentApp } from './catalogue-fixture';

let t: ContentApp;
const items = fixtureItems();

beforeAll(async () => {
  t = await createContentApp();
  // Chinese-only and English-only items: only the zh_en_words expansion can find them both ways.
  await t.db.query(
    `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, search_terms) VALUES
      (95001, 20850, 1001, 3, '碎花连衣裙', '', $1, 'img1', $2), (95002, 20850, 1001, 3, '', 'Linen dress', $1, 'img1', $3)`,
    [FX.baseTime - 10, ['碎花', '花连', '连衣', '衣裙'], ['linen', 'dress']],
  );
});
afterAll(() => t.dispose());

const search = (key_words: string, extra: Record<string, unknown> = {}, role: 'guest' | 'member' = 'member') =>
  t.call('oct/ListDataKw/getList', { channel: FX.women, key_words, ...extra }, role);
const idSet = (result: { data: { list: { id: number }[] } | null }) => new Set(result.data?.list.map((i) => i.id) ?? []);

describe('keyword search through getList', () => {
  const dresses = items.filter((i) => i.channel === FX.women && i.title_zh.includes('连衣裙')).map((i) => i.id);

  it('finds Chinese words by their bigrams, 80 per page', async () => {
    const result = await search('连衣裙');
    expect(result.status).toBe(200);
    expect(result.data.page_size).toBe(80);
    expect(idSet(result)).toEqual(new Set([...dresses, 95001, 95002]));
    expect(result.data.applied.words).toEqual(['连衣裙']);
  });

  it('finds the same items for the English term (zh_en_words)', async () => {
    expect(idSet(await search('dress'))).toEqual(idSet(await search('连衣裙')));
    expect(idSet(await search('DRESS'))).toEqual(idSet(await search('连衣裙')));
  });

  it('does not match characters that are merely both present', async () => {
    // 衣 and 裙 appear in 连衣裙 titles, but 裙衣 is never a bigram of them.
    expect((await search('裙衣')).status).toBe(4000);
  });

  it('trims, splits on the word separator and URL-decodes each word; all words must match', async () => {
    const both = await search(`  ${encodeKeywords(['连衣裙', '趋势 4'])}  `);
    // "趋势 4" is one word (its space was encoded): tokens 趋势 and 4; only trend item 4 is a dress with both.
    expect(both.data.applied.words).toEqual(['连衣裙', '趋势 4']);
    expect([...idSet(both)]).toEqual([10_004]);
    const encoded = await search('%E8%BF%9E%E8%A1%A3%E8%A3%99');
    expect(idSet(encoded)).toEqual(idSet(await search('连衣裙')));
    const fullWidthSpace = await search('连衣裙\u3000碎花');
    expect([...idSet(fullWidthSpace)]).toEqual([95001]);
  });

  it('matches nothing for words without any searchable character', async () => {
    expect((await search('!!! ???')).status).toBe(4000);
  });

  it('scopes to one column with attrs columnattr_sid_{column}', async () => {
    const scoped = await search('dress', { attrs: `columnattr_sid_${FX.columns.menTrend}`, channel: FX.women });
    expect([...idSet(scoped)].sort()).toEqual(items.filter((i) => i.column === FX.columns.menTrend && i.title_en.includes('dress')).map((i) => i.id));
  });

  it('counts the matches', async () => {
    const result = await search('连衣裙');
    expect(result.data).toMatchObject({ count: dresses.length + 2, search_count: dresses.length + 2, count_exact: true });
  });
});

describe('ListDataKw/kwInfo', () => {
  it('reports words, zh/en equivalents, matches per column and related hot keywords', async () => {
    const info = await t.call('oct/ListDataKw/kwInfo', { key_words: '连衣裙', channel: FX.women }, 'member');
    expect(info.status).toBe(200);
    expect(info.data.words).toEqual(['连衣裙']);
    expect(info.data.expansions).toEqual([{ word: '连衣裙', synonyms: ['dress'] }]);
    expect(info.data.columns[0]).toMatchObject({ id: FX.columns.trend, name: '趋势' });
    expect(info.data.columns.reduce((sum, c) => sum + c.count, 0)).toBe(items.filter((i) => i.channel === FX.women && i.title_zh.includes('连衣裙')).length + 2);
    expect(info.data.related).toEqual(['连衣裙 碎花']);
    const english = await t.call('oct/ListDataKw/kwInfo', { key_words: 'dress', channel: FX.women }, 'member');
    expect(english.data.expansions).toEqual([{ word: 'dress', synonyms: ['连衣裙'] }]);
    // Guests search type 4 only (spec §6): the fixture has no type-4 dresses.
    const guest = await t.call('oct/ListDataKw/kwInfo', { key_words: '连衣裙', channel: FX.women });
    expect(guest.data.columns).toEqual([]);
  });

  it('answers no data for empty keywords', async () => {
    expect((await t.call('oct/ListDataKw/kwInfo', { key_words: '   ' })).status).toBe(4000);
  });
});

describe('General/zhEnWords and Sundries/getSearchKeyword', () => {
  it('lists all pairs, or those holding a word in either language', async () => {
    const all = await t.call('oct/General/zhEnWords', {});
    expect(all.data.list).toHaveLength(4);
    const dress = await t.call('oct/General/zhEnWords', { word: 'Dre' });
    expect(dress.data.list).toEqual([{ zh: '连衣裙', en: 'dress' }]);
    const zh = await t.call('oct/General/zhEnWords', { word: '西装' });
    expect(zh.data.list).toEqual([{ zh: '西装外套', en: 'blazer' }]);
  });

  it('gives hot keywords of a channel (and site-wide ones), most searched first', async () => {
    const hot = await t.call('index/Sundries/getSearchKeyword', { channel: FX.women });
    expect(hot.data.list.map((k) => k.keyword)).toEqual(['连衣裙', '西装', '连衣裙 碎花']);
    const limited = await t.call('index/Sundries/getSearchKeyword', { limit: 2 });
    expect(limited.data.list).toEqual([
      { keyword: '连衣裙', hits: 90 },
      { keyword: '西装', hits: 70 },
    ]);
  });
});
