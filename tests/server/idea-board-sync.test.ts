import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startSession } from '../../server/auth/sessions';
import { emptyBoard, pin } from '../../src/lib/works/idea-boards';
import { WORK_TYPES, base64ToBytes, bytesToBase64, decodeDoc, readDoc } from '../../src/shared/design-doc';
import type { LayoutDocState } from '../../src/shared/sync/protocol';
import { callData, createTestApp, type TestApp } from '../support/test-app';
import { insertUser, syncDevice } from './sync-fixtures';

/**
 * Issue #14 item 6 on the server: an idea board is a work of type 4 travelling through the same
 * layoutDoc sync ops as a layout document. Pins made on two devices, one of them offline, and
 * pushed again after a lost answer, arrive on both devices once each.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A device's copy of a board, collecting its own edits as the board page and add-to-board send them. */
function board(start?: Uint8Array) {
  const doc = start ? decodeDoc(start) : emptyBoard();
  const pending: Uint8Array[] = start ? [] : [Y.encodeStateAsUpdate(doc)];
  doc.on('update', (update: Uint8Array) => pending.push(update));
  const take = () => bytesToBase64(Y.mergeUpdates(pending.splice(0)));
  return { doc, take };
}

const pulled = (changes: { entity: string; key: string; state: unknown }[], docId: string) =>
  changes.find((change) => change.entity === 'layoutDoc' && change.key === docId)?.state as LayoutDocState | null | undefined;

describe('idea boards through POST /api/sync', () => {
  it('stores a type-4 work and merges pins from two devices, each once', async () => {
    const userId = await insertUser(t.db);
    const token = await startSession(t.db, userId);
    const laptop = await syncDevice(t, userId, token);
    const ipad = await syncDevice(t, userId, token);
    const docId = `d-${crypto.randomUUID()}`;

    const mine = board();
    pin(mine.doc, { kind: 'picture', src: '/media/look-1', ratio: 0.75 });
    const created = await laptop.push([laptop.op({ kind: 'layoutDoc.create', docId, workType: WORK_TYPES.ideaBoard, title: '春夏灵感', update: mine.take() })]);
    expect(created.data!.results.map((result) => result.outcome)).toEqual(['applied']);
    expect((await t.db.query('SELECT type, title FROM works WHERE id = $1', [docId]))[0]).toEqual({ type: WORK_TYPES.ideaBoard, title: '春夏灵感' });

    // The iPad pulls the board, then pins a note offline while the laptop pins a colour.
    const state = pulled((await ipad.push([])).data!.changes, docId)!;
    expect(state.type).toBe(WORK_TYPES.ideaBoard);
    const theirs = board(base64ToBytes(state.content));
    pin(theirs.doc, { kind: 'note', text: '荷叶边领口' });
    const offlineOp = ipad.op({ kind: 'layoutDoc.update', docId, update: theirs.take() });
    pin(mine.doc, { kind: 'swatch', hex: '#C8102E', code: '18-1662 TCX', name: '中国红' });
    await laptop.push([laptop.op({ kind: 'layoutDoc.update', docId, update: mine.take() })]);

    // Back online; its answer is lost, so the iPad sends the same op again.
    expect((await ipad.push([offlineOp])).data!.results[0]!.outcome).toBe('applied');
    const again = await ipad.push([offlineOp]);
    expect(again.data!.results[0]!.outcome).toBe('duplicate');

    const onLaptop = pulled((await laptop.push([])).data!.changes, docId)!;
    const onIpad = pulled((await ipad.push([], { cursor: 0 })).data!.changes, docId)!;
    expect(onIpad.content).toBe(onLaptop.content);
    const kinds = readDoc(decodeDoc(base64ToBytes(onLaptop.content))).pages[0]!.elements.map((element) =>
      element.kind === 'picture' ? element.src : element.kind === 'text' ? element.text : element.kind === 'swatch' ? element.code : element.kind,
    );
    expect(kinds.sort()).toEqual(['/media/look-1', '18-1662 TCX', 'shape', '荷叶边领口'].sort());

    // Its owner's read-only preview knows it as a board.
    const preview = await callData(t.app, { module: 'index', controller: 'Diylayout', func: 'previewWork', params: { id: docId, type: WORK_TYPES.ideaBoard } }, { cookie: laptop.cookie });
    expect(preview.body.status).toBe(200);
  });
});
