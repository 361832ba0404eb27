import * as Y from 'yjs';
import {
  LOCAL_ORIGIN,
  WORK_TYPES,
  addElement,
  addPage,
  decodeDoc,
  newId,
  pageIds,
  readDoc,
  setPageProps,
  thumbnailOf,
  type NewElement,
  type PageSnapshot,
} from '../../shared/design-doc';
import type { OfflineUser } from '../offline';
import type { UserDb } from '../offline/db';
import { cachePictures } from '../offline/doc-pictures';

/**
 * Idea boards (/cloudThink, issue #14 item 6): works of type 4 in the layout documents' Yjs model,
 * synced by the same layoutDoc ops. A board is one large page rather than an infinite canvas: the
 * canvas editor core, thumbnails, the document model and its convergence proof are all page-based
 * and stay untouched, and a page this size holds far more pins than a designer collects per board
 * while the core's zoom and pan move around it as on an open canvas.
 */
export const BOARD_PAGE = { width: 3200, height: 2000, background: '#F7F5F0' } as const;

/** Something pinned to a board: a picture, a colour with its code, or a sticky note. */
export type PinItem =
  | { kind: 'picture'; src: string; ratio: number }
  | { kind: 'swatch'; hex: string; code: string; name: string }
  | { kind: 'note'; text: string };

const GAP = 32;
const STEP = 40;
const PICTURE_WIDTH = 360;
const NOTE = { size: 320, padding: 24, fill: '#FFF1A8', ink: '#3A3A3A', fontSize: 32 } as const;

/** Width and height a pin takes on the board. */
export function pinSize(item: PinItem): { w: number; h: number } {
  switch (item.kind) {
    case 'picture': {
      // Very tall or wide pictures are kept within a sensible box.
      const ratio = Math.min(3, Math.max(1 / 3, item.ratio || 1));
      return { w: PICTURE_WIDTH, h: Math.round(PICTURE_WIDTH / ratio) };
    }
    case 'swatch':
      return { w: 160, h: 200 };
    case 'note':
      return { w: NOTE.size, h: NOTE.size };
  }
}

/**
 * The first place, reading rows from the top left, where a box of this size sits on the page
 * without touching what is there; when the board is full, the centre (the member moves it).
 */
export function freeSpot(page: Pick<PageSnapshot, 'width' | 'height' | 'elements'>, size: { w: number; h: number }): { x: number; y: number } {
  const taken = page.elements.map((element) => ({ x: element.x - GAP, y: element.y - GAP, w: element.w + GAP * 2, h: element.h + GAP * 2 }));
  for (let y = GAP; y + size.h + GAP <= page.height; y += STEP) {
    for (let x = GAP; x + size.w + GAP <= page.width; x += STEP) {
      if (taken.every((box) => x >= box.x + box.w || x + size.w <= box.x || y >= box.y + box.h || y + size.h <= box.y)) return { x, y };
    }
  }
  return { x: Math.round((page.width - size.w) / 2), y: Math.round((page.height - size.h) / 2) };
}

/** The elements a pin becomes at `at`: a note is a paper square and its text, grouped so they move as one. */
export function pinElements(item: PinItem, at: { x: number; y: number }): NewElement[] {
  const { w, h } = pinSize(item);
  switch (item.kind) {
    case 'picture':
      return [{ kind: 'picture', ...at, w, h, src: item.src, crop: { x: 0, y: 0, w: 1, h: 1 } }];
    case 'swatch':
      return [{ kind: 'swatch', ...at, w, h, hex: item.hex, code: item.code, name: item.name }];
    case 'note': {
      const group = newId();
      return [
        { kind: 'shape', ...at, w, h, shape: 'rect', fill: NOTE.fill, stroke: '', group },
        { kind: 'text', x: at.x + NOTE.padding, y: at.y + NOTE.padding, w: w - NOTE.padding * 2, h: h - NOTE.padding * 2, text: item.text, fontSize: NOTE.fontSize, fill: NOTE.ink, bold: false, align: 'left', group },
      ];
    }
  }
}

/** Pins an item on the board's page, in a free spot or at `at`; returns the new elements' ids. */
export function pin(doc: Y.Doc, item: PinItem, at?: { x: number; y: number }): string[] {
  let ids: string[] = [];
  doc.transact(() => {
    const pageId = pageIds(doc)[0] ?? addBoardPage(doc);
    const page = readDoc(doc).pages.find((candidate) => candidate.id === pageId)!;
    ids = pinElements(item, at ?? freeSpot(page, pinSize(item))).map((element) => addElement(doc, pageId, element));
  }, LOCAL_ORIGIN);
  return ids;
}

function addBoardPage(doc: Y.Doc): string {
  const pageId = addPage(doc, BOARD_PAGE);
  setPageProps(doc, pageId, { background: BOARD_PAGE.background });
  return pageId;
}

/** A new, empty board's content. */
export function emptyBoard(): Y.Doc {
  const doc = new Y.Doc();
  addBoardPage(doc);
  return doc;
}

/** What pinning needs of the signed-in member: their database and store on this device. */
type BoardOwner = Pick<OfflineUser, 'userId' | 'db' | 'store'>;

/** The member's boards on this device, the latest first. */
export const listBoards = async (db: UserDb) => (await db.works.where('type').equals(WORK_TYPES.ideaBoard).toArray()).sort((a, b) => b.updatedAt - a.updatedAt);

/** Makes a board on this device (synced later), empty or with a first pin; returns its id. */
export async function createBoard(user: BoardOwner, title: string, first?: PinItem): Promise<string> {
  const doc = emptyBoard();
  if (first) pin(doc, first);
  const docId = await user.store.createWork({ type: WORK_TYPES.ideaBoard, title, content: Y.encodeStateAsUpdate(doc), thumbnail: thumbnailOf(readDoc(doc)) });
  if (first?.kind === 'picture') void cachePictures(user.userId, [first.src]);
  return docId;
}

/**
 * Pins an item on one of the member's boards without opening it (add to board from a detail
 * page), offline too: the board's content on this device gets the pin as a local update, which
 * the outbox sends like an edit made in the board itself. The picture is cached for offline.
 */
export async function pinToBoard(user: BoardOwner, boardId: string, item: PinItem): Promise<void> {
  const row = await user.db.docContents.get(boardId);
  if (!row) throw new Error(`no board ${boardId}`);
  const doc = decodeDoc(...(row.server ? [row.server] : []), ...row.local);
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  pin(doc, item);
  await user.store.updateWork(boardId, Y.mergeUpdates(updates));
  await user.store.setWorkMeta(boardId, { thumbnail: thumbnailOf(readDoc(doc)) });
  if (item.kind === 'picture') void cachePictures(user.userId, [item.src]);
}
