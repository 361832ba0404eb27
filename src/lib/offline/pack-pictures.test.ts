import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../shared/catalogue/types';
import { describePicture } from '../../shared/image-search/descriptor';
import type { OfflinePack } from './db';
import { listItemsIn, packsHavePictures, searchPackPictures } from './pack-pictures';

const item = (id: number, cover = `/media/m${id}`): ListItem => ({ id, title: `item ${id}`, cover, cover_thumb: `${cover}/thumb` }) as ListItem;

/** A flat picture of one colour with a darker band: distinct pictures for distinct colours. */
function picture(r: number, g: number, b: number) {
  const width = 48;
  const height = 64;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const band = Math.floor(i / width) % 16 < 4 ? 0.5 : 1;
    data.set([r * band, g * band, b * band, 255], i * 4);
  }
  return describePicture({ data, width, height });
}

const pack = (id: string, pictures: OfflinePack['pictures']): OfflinePack =>
  ({ id, kind: 'column', title: id, href: id, pages: [], dataUrls: [], images: [], pictures, bytes: 0, failed: 0, savedAt: 0 });

describe('offline pack pictures', () => {
  it('finds the list items inside any answer: lists, home blocks, related items', () => {
    const answer = { blocks: [{ title: 'new', list: [item(1), item(2)] }], related: { list: [item(2), item(3, '/media/m3/display')] }, banner: { id: 9, title: 'not an item' } };
    expect([...listItemsIn(answer).keys()].sort()).toEqual([1, 2, 3]);
  });

  it('searches every pack once per item, most alike first', () => {
    const red = picture(200, 30, 30);
    const blue = picture(30, 40, 200);
    const green = picture(40, 180, 60);
    const packs = [pack('a', [{ item: item(1), descriptor: red }, { item: item(2), descriptor: blue }]), pack('b', [{ item: item(2), descriptor: blue }, { item: item(3), descriptor: green }])];
    const bluish = searchPackPictures(packs, picture(30, 45, 190), 10).map((found) => found.id);
    expect(bluish[0]).toBe(2);
    expect(bluish).toHaveLength(3);
    expect(new Set(bluish).size).toBe(3);
    expect(searchPackPictures(packs, picture(190, 40, 35), 1).map((found) => found.id)).toEqual([1]);
  });

  it('says whether any pack can be searched by picture (packs saved before descriptors cannot)', () => {
    expect(packsHavePictures(undefined)).toBe(false);
    expect(packsHavePictures([pack('old', undefined)])).toBe(false);
    expect(packsHavePictures([pack('old', undefined), pack('new', [{ item: item(1), descriptor: picture(1, 2, 3) }])])).toBe(true);
  });
});
