import { describe, expect, it } from 'vitest';
import { readDoc } from './doc';
import { PAGE_SIZE_LIMITS } from './model';
import { pageFor, pictureDoc } from './picture-doc';

describe('a picture kept as a document', () => {
  it('fills one page of the picture’s proportions', () => {
    const snapshot = readDoc(pictureDoc('/media/u-1', { width: 1600, height: 1200 }));
    expect(snapshot.pages).toHaveLength(1);
    const [page] = snapshot.pages;
    expect([page!.width, page!.height]).toEqual([1600, 1200]);
    expect(page!.elements).toMatchObject([{ kind: 'picture', src: '/media/u-1', x: 0, y: 0, w: 1600, h: 1200, crop: { x: 0, y: 0, w: 1, h: 1 } }]);
  });

  it('scales a 4× enlargement down into the page limits and keeps a one-pixel-high strip a page', () => {
    expect(pageFor({ width: 8000, height: 6000 })).toEqual({ width: PAGE_SIZE_LIMITS.max, height: 3750 });
    expect(pageFor({ width: 300, height: 1 })).toEqual({ width: 300, height: PAGE_SIZE_LIMITS.min });
  });
});
