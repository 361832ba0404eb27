import { describe, expect, it } from 'vitest';
import { fillPath } from './path';

describe('fillPath', () => {
  it('fills :param segments, including constrained and optional ones', () => {
    expect(fillPath('/detail/planning/channel/:channel/id/:id(\\d+)/mode/:mode(\\d+)/type/:type(\\d+)', {
      channel: 20850,
      id: 7,
      mode: 1,
      type: 2,
    })).toBe('/detail/planning/channel/20850/id/7/mode/1/type/2');
    expect(fillPath('/list/style3d/p/:p?', { p: 3 })).toBe('/list/style3d/p/3');
  });

  it('drops segments whose value is empty', () => {
    expect(fillPath('/list/style3d/p/:p?', {})).toBe('/list/style3d/p');
    expect(fillPath('/updateDetail/:id?', { id: '' })).toBe('/updateDetail');
    expect(fillPath('/:a/:b', { a: null, b: undefined })).toBe('/');
  });

  it('appends the remaining non-empty params as a query string, in order', () => {
    expect(fillPath('/list/search', { channel: 20850, p: 1, key_words: '连衣裙 红', attrs: '', type: undefined })).toBe(
      '/list/search?channel=20850&p=1&key_words=%E8%BF%9E%E8%A1%A3%E8%A3%99+%E7%BA%A2',
    );
    expect(fillPath('/list/:name', { name: 'pattern', subcolumn: [101, 102] })).toBe('/list/pattern?subcolumn=101%2C102');
  });

  it('keeps zero and false, which are values, not gaps', () => {
    expect(fillPath('/colorTrend/detail/channel/:channel/p/:p?', { channel: 0, ntype: 0, flag: false })).toBe(
      '/colorTrend/detail/channel/0/p?ntype=0&flag=false',
    );
  });

  it('encodes filled values so they stay one segment', () => {
    expect(fillPath('/specialTopic/:pageName', { pageName: 'a/b c' })).toBe('/specialTopic/a%2Fb%20c');
  });

  it('refuses a pattern that already carries a query string', () => {
    expect(() => fillPath('/list/search?channel=1', {})).toThrow('without a query string');
  });
});
