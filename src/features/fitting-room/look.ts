import type * as Y from 'yjs';
import { FULL_CROP, addPage, keyBetween, readDoc, replaceContent, thumbnailOf, type DesignDocSnapshot, type PictureElement, type Thumbnail } from '../../shared/design-doc';
import { FIGURE_PAGE, figureOf } from './figures';

/**
 * A fitting-room look as a work of type 2: a layout document of one page — the figure (a locked
 * picture at the bottom) and the garments (pictures, bottom first) — plus, in the map `fitting`,
 * each garment's paint (a library colour or a pattern) by element id. The page and its pictures
 * are what my works' thumbnail and the preview show; the room repaints the garments.
 */
export type LookPaint =
  | { kind: 'colour'; hex: string; code: string; name: string }
  | { kind: 'pattern'; src: string; title: string; scale: number; angle: number };

export interface LookGarment {
  id: string;
  src: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  paint: LookPaint | null;
}
export interface Look {
  figure: string;
  /** Bottom first. */
  garments: LookGarment[];
}

const FIGURE_ELEMENT = 'figure';
const paintsOf = (doc: Y.Doc) => doc.getMap<LookPaint>('fitting');

export function lookOfDoc(doc: Y.Doc): Look {
  const page = readDoc(doc).pages[0];
  const pictures = (page?.elements ?? []).filter((element): element is PictureElement => element.kind === 'picture');
  const figure = pictures.find((element) => element.id === FIGURE_ELEMENT);
  const paints = paintsOf(doc);
  return {
    figure: figureOf(figure?.src.match(/figures\/([a-z-]+)\.svg$/)?.[1]).id,
    garments: pictures
      .filter((element) => element.id !== FIGURE_ELEMENT)
      .map(({ id, src, x, y, w, h, rotation }) => ({ id, src, x, y, w, h, rotation, paint: paints.get(id) ?? null })),
  };
}

function snapshotOf(look: Look, pageId: string): DesignDocSnapshot {
  let z: string | null = null;
  const picture = (id: string, src: string, box: { x: number; y: number; w: number; h: number; rotation: number }, locked: boolean): PictureElement => {
    z = keyBetween(z, null);
    return { kind: 'picture', id, src, crop: FULL_CROP, z, group: null, locked, ...box };
  };
  return {
    pages: [
      {
        id: pageId,
        ...FIGURE_PAGE,
        background: '#FFFFFF',
        elements: [
          picture(FIGURE_ELEMENT, figureOf(look.figure).src, { x: 0, y: 0, w: FIGURE_PAGE.width, h: FIGURE_PAGE.height, rotation: 0 }, true),
          ...look.garments.map(({ id, src, x, y, w, h, rotation }) => picture(id, src, { x, y, w, h, rotation }, false)),
        ],
      },
    ],
  };
}

/** Makes the document hold `look` (as an edit: what changed syncs and merges like any other). */
export function writeLook(doc: Y.Doc, look: Look): void {
  doc.transact(() => {
    const pageId = readDoc(doc).pages[0]?.id ?? addPage(doc, FIGURE_PAGE);
    replaceContent(doc, snapshotOf(look, pageId));
    const paints = paintsOf(doc);
    const keep = new Set(look.garments.map((garment) => garment.id));
    for (const id of [...paints.keys()]) if (!keep.has(id)) paints.delete(id);
    for (const garment of look.garments) {
      if (!garment.paint) paints.delete(garment.id);
      else if (JSON.stringify(paints.get(garment.id)) !== JSON.stringify(garment.paint)) paints.set(garment.id, garment.paint);
    }
  });
}

/** My works' thumbnail of a look: its garments (a thumbnail draws /media pictures only; the figure is an app file). */
export function lookThumbnail(doc: Y.Doc): Thumbnail | null {
  const { pages } = readDoc(doc);
  return thumbnailOf({ pages: pages.map((page) => ({ ...page, elements: page.elements.filter((element) => element.id !== FIGURE_ELEMENT) })) });
}
