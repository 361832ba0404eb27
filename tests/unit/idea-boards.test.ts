/**
 * Adding to an idea board (issue #14 item 6): where pins land, what a pin becomes, and pinning on
 * a device's own database (fake-indexeddb in Node) with no network: the board changes at once and
 * the outbox carries exactly what the server needs to rebuild it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { UserDb } from '../../src/lib/offline/db';
import { OfflineStore } from '../../src/lib/offline/store';
import { BOARD_PAGE, createBoard, emptyBoard, freeSpot, listBoards, pin, pinSize, pinToBoard, type PinItem } from '../../src/lib/works/idea-boards';
import { WORK_TYPES, base64ToBytes, decodeDoc, readDoc, type DesignElement } from '../../src/shared/design-doc';

const picture = (src: string, ratio = 0.75): PinItem => ({ kind: 'picture', src, ratio });
const overlaps = (a: DesignElement, b: DesignElement) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const elements = (doc: Y.Doc) => readDoc(doc).pages[0]!.elements;

function device(userId = 7) {
  const db = new UserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  return { userId, db, store: new OfflineStore(db) };
}

async function boardOnDevice(db: UserDb, docId: string) {
  const row = (await db.docContents.get(docId))!;
  return decodeDoc(...(row.server ? [row.server] : []), ...row.local);
}

describe('pins on a board', () => {
  it('land one beside the other on the large page, never on top of an earlier pin', () => {
    const doc = emptyBoard();
    expect(readDoc(doc).pages[0]).toMatchObject({ width: BOARD_PAGE.width, height: BOARD_PAGE.height, background: BOARD_PAGE.background });
    for (let i = 0; i < 12; i++) pin(doc, i % 3 === 0 ? picture(`/media/p${i}`) : i % 3 === 1 ? { kind: 'swatch', hex: '#C8102E', code: '18-1662 TCX', name: '中国红' } : { kind: 'note', text: `想法${i}` });
    const pins = elements(doc).filter((element) => element.kind !== 'text');
    expect(pins).toHaveLength(12);
    for (const a of pins) {
      expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= BOARD_PAGE.width && a.y + a.h <= BOARD_PAGE.height).toBe(true);
      for (const b of pins) if (a !== b) expect(overlaps(a, b), `${a.id} over ${b.id}`).toBe(false);
    }
  });

  it('keeps a picture’s proportions, a colour’s code and name, and a note’s Chinese text on its paper, grouped', () => {
    const doc = emptyBoard();
    pin(doc, picture('/media/look', 0.5));
    pin(doc, { kind: 'swatch', hex: '#1F3A5F', code: '19-4052 TCX', name: '经典蓝' });
    pin(doc, { kind: 'note', text: '领口换成荷叶边，面料试试真丝' });
    const [photo, swatch, paper, note] = elements(doc);
    expect(photo).toMatchObject({ kind: 'picture', src: '/media/look', w: pinSize(picture('', 0.5)).w, h: pinSize(picture('', 0.5)).w * 2 });
    expect(swatch).toMatchObject({ kind: 'swatch', hex: '#1F3A5F', code: '19-4052 TCX', name: '经典蓝' });
    expect(paper).toMatchObject({ kind: 'shape' });
    expect(note).toMatchObject({ kind: 'text', text: '领口换成荷叶边，面料试试真丝', group: paper!.group });
    expect(paper!.group).toBeTruthy();
    expect(overlaps(note!, paper!) && note!.x > paper!.x && note!.x + note!.w < paper!.x + paper!.w).toBe(true);
  });

  it('go to the middle of a board with no room left', () => {
    const wall: DesignElement = { kind: 'shape', shape: 'rect', fill: '#FFFFFF', stroke: '', id: 'wall', x: 0, y: 0, w: 800, h: 600, rotation: 0, z: 'a0', group: null, locked: false };
    const full = { width: 800, height: 600, elements: [wall] };
    expect(freeSpot(full, { w: 100, h: 100 })).toEqual({ x: 350, y: 250 });
  });
});

describe('adding to a board on the device (offline)', () => {
  it('makes a new board with the picture, or pins on an existing one; the outbox carries every pin once', async () => {
    const user = device();
    const first = await createBoard(user, '春夏灵感', picture('/media/a'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createBoard(user, '面料');
    await pinToBoard(user, first, { kind: 'note', text: '配色参考' });
    await pinToBoard(user, first, picture('/media/b', 1.5));

    // The board just pinned to is first in the list, as a board (work type 4).
    const boards = await listBoards(user.db);
    expect(boards.map((board) => [board.title, board.type])).toEqual([
      ['春夏灵感', WORK_TYPES.ideaBoard],
      ['面料', WORK_TYPES.ideaBoard],
    ]);
    const board = await boardOnDevice(user.db, first);
    expect(elements(board).map((element) => (element.kind === 'picture' ? element.src : element.kind === 'text' ? element.text : element.kind))).toEqual([
      '/media/a',
      'shape',
      '配色参考',
      '/media/b',
    ]);
    expect(elements(await boardOnDevice(user.db, second))).toEqual([]);
    expect((await user.db.works.get(first))!.thumbnail!.elements).toHaveLength(4);

    // What the server will get: the create and the updates rebuild the same board, each pin once.
    const ops = (await user.db.outbox.orderBy('seq').toArray()).map((entry) => entry.op).filter((op) => 'docId' in op && op.docId === first);
    expect(ops.map((op) => op.kind)).toEqual(['layoutDoc.create', 'layoutDoc.meta', 'layoutDoc.update', 'layoutDoc.meta', 'layoutDoc.update', 'layoutDoc.meta']);
    const sent = decodeDoc(...ops.flatMap((op) => ('update' in op ? [base64ToBytes(op.update)] : [])));
    expect(readDoc(sent)).toEqual(readDoc(board));
    expect(ops[0]).toMatchObject({ workType: WORK_TYPES.ideaBoard, title: '春夏灵感' });
  });

  it('refuses a board that is not on the device (deleted meanwhile) without writing anything', async () => {
    const user = device();
    const board = await createBoard(user, '旧板');
    await user.store.deleteWork(board);
    const queued = await user.db.outbox.count();
    await expect(pinToBoard(user, board, picture('/media/c'))).rejects.toThrow();
    expect(await user.db.outbox.count()).toBe(queued);
  });
});
