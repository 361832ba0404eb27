import { describe, expect, it } from 'vitest';
import { detailHref, detailPageOf } from './links';

describe('detail links', () => {
  it('picks the page by template first, then by content type', () => {
    expect(detailPageOf({ type: 13, temp_type: 0 })).toBe('listDetail');
    expect(detailPageOf({ type: 13, temp_type: 2 })).toBe('videoDetail');
    expect(detailPageOf({ type: 3, temp_type: 1 })).toBe('articleDetail');
    expect(detailPageOf({ type: 16, temp_type: 0 })).toBe('books');
    expect(detailPageOf({ type: 4, temp_type: 10 })).toBe('books');
    expect(detailPageOf({ type: 402, temp_type: 0 })).toBe('pictureInfo');
  });

  it('carries the list context and the dsd flag', () => {
    const item = { id: 7, type: 4, temp_type: 0, channel: 20850, column: 1001, subcolumn: 1011 };
    expect(detailHref(item)).toBe('/detail/pictureInfo?id=7&channel=20850&column=1001&subcolumn=1011');
    expect(detailHref({ ...item, subcolumn: null }, { dataSource: 'dsd' })).toBe('/detail/pictureInfo?id=7&channel=20850&column=1001&dataSource=dsd');
  });
});
