import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { decodeDoc } from '../../shared/design-doc';
import { lookOfDoc, lookThumbnail, writeLook, type Look } from './look';

const look: Look = {
  figure: 'curvy-walk',
  garments: [
    { id: 'g-trousers', src: '/media/sd0000000000000a', x: 190, y: 380, w: 220, h: 560, rotation: 0, paint: null },
    { id: 'g-tee', src: '/media/sd0000000000000b', x: 150, y: 150, w: 300, h: 360, rotation: 5, paint: { kind: 'colour', hex: '#C8102E', code: 'TL-0001', name: '正红' } },
  ],
};

describe('a look as a work document', () => {
  it('reopens with its figure, garments in layer order and their paints; the thumbnail shows the garments', () => {
    const doc = new Y.Doc();
    writeLook(doc, look);
    const reopened = lookOfDoc(decodeDoc(Y.encodeStateAsUpdate(doc)));
    expect(reopened).toEqual(look);
    expect(lookThumbnail(doc)!.elements.map((element) => element.paint)).toEqual(['/media/sd0000000000000a', '/media/sd0000000000000b']);
  });

  it('saves a change as an update that merges into the saved copy', () => {
    const saved = new Y.Doc();
    writeLook(saved, look);
    const device = decodeDoc(Y.encodeStateAsUpdate(saved));
    const before = Y.encodeStateVector(device);
    const changed: Look = {
      ...look,
      garments: [look.garments[1]!, { ...look.garments[0]!, paint: { kind: 'pattern', src: '/media/sd0000000000000c', title: '波点', scale: 0.5, angle: 45 } }],
    };
    writeLook(device, changed);
    Y.applyUpdate(saved, Y.encodeStateAsUpdate(device, before));
    expect(lookOfDoc(saved)).toEqual(changed);
    // Taking a garment off drops its paint too.
    writeLook(saved, { ...changed, garments: [changed.garments[0]!] });
    expect(saved.getMap('fitting').has('g-trousers')).toBe(false);
  });
});
