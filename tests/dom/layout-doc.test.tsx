/**
 * Opening and saving a design document on the device (useLayoutDoc) with a real Dexie database
 * (fake-indexeddb): a document still on its way with the first sync opens when it arrives, and an
 * edit the device failed to save is kept and saved again.
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { liveQuery } from 'dexie';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import * as Y from 'yjs';
import { UserDb } from '../../src/lib/offline/db';
import { setLiveQuery } from '../../src/lib/offline/live-query';
import { OfflineStore } from '../../src/lib/offline/store';
import { emptyBoard, pin } from '../../src/lib/works/idea-boards';
import { useLayoutDoc } from '../../src/lib/works/use-layout-doc';
import { WORK_TYPES, decodeDoc, readDoc } from '../../src/shared/design-doc';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
setLiveQuery(liveQuery);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function device() {
  const db = new UserDb(7, { indexedDB: new IDBFactory(), IDBKeyRange });
  return { userId: 7, db, store: new OfflineStore(db) };
}

type Device = ReturnType<typeof device>;

function open(user: Device, docId: string) {
  const container = document.createElement('div');
  let doc: Y.Doc | null = null;
  const shownStates: string[] = [];
  function Editor() {
    const state = useLayoutDoc(user, docId);
    doc = state.doc;
    shownStates.push(`${state.unsaved ? 'saving' : state.waiting > 0 ? `waiting ${state.waiting}` : 'saved'}`);
    return <p data-status={state.status} data-unsaved={state.unsaved} data-elements={state.snapshot.pages[0]?.elements.length ?? 0} />;
  }
  root = createRoot(container);
  act(() => root!.render(<Editor />));
  const shown = () => container.querySelector('p')!.dataset;
  return { shown, doc: () => doc!, shownStates };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
};

it('waits for the first sync after a sign-in instead of calling the document missing, then opens it', async () => {
  const user = device();
  const { shown } = open(user, 'd-1');
  await until(() => shown().status === 'loading');
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(shown().status).toBe('loading');

  // The sync brings the member's document.
  const board = emptyBoard();
  pin(board, { kind: 'note', text: '面料灵感' });
  await user.db.transaction('rw', [user.db.docContents, user.db.meta], async () => {
    await user.db.docContents.put({ docId: 'd-1', server: Y.encodeStateAsUpdate(board), local: [] });
    await user.db.meta.put({ key: 'lastSyncAt', value: Date.now() });
  });
  await until(() => shown().status === 'ready');
  expect(Number(shown().elements)).toBeGreaterThan(0);
});

it('calls a document missing once a sync has finished without it', async () => {
  const user = device();
  await user.db.meta.put({ key: 'lastSyncAt', value: Date.now() });
  const { shown } = open(user, 'd-gone');
  await until(() => shown().status === 'missing');
});

it('keeps an edit the device failed to save and saves it again', async () => {
  const user = device();
  const docId = await user.store.createWork({ type: WORK_TYPES.ideaBoard, title: '灵感板', content: Y.encodeStateAsUpdate(emptyBoard()), thumbnail: null });
  const { shown, doc } = open(user, docId);
  await until(() => shown().status === 'ready');

  // The first save fails (say the code that writes it could not load while offline).
  const updateWork = user.store.updateWork.bind(user.store);
  let failures = 0;
  user.store.updateWork = (id, update) => (failures++ === 0 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : updateWork(id, update));
  act(() => void pin(doc(), { kind: 'note', text: '别丢了我' }));
  await until(() => failures === 1);
  expect(shown().unsaved).toBe('true');

  await until(() => shown().unsaved === 'false', 8000);
  const row = (await user.db.docContents.get(docId))!;
  const texts = readDoc(decodeDoc(...(row.server ? [row.server] : []), ...row.local)).pages[0]!.elements.flatMap((element) => (element.kind === 'text' ? [element.text] : []));
  expect(texts).toContain('别丢了我');
  expect(await user.db.outbox.where('entityKey').equals(`layoutDoc/${docId}`).count()).toBeGreaterThan(1);
});

it('never says "saved, nothing waiting" between saving an edit and counting its op in the outbox', async () => {
  // A busy device: each live answer arrives a moment after what it read has changed.
  const slowLiveQuery = ((querier: () => unknown) =>
    liveQuery(async () => {
      const value = await querier();
      await new Promise((resolve) => setTimeout(resolve, 60));
      return value;
    })) as typeof liveQuery;
  setLiveQuery(slowLiveQuery);
  onTestFinished(() => setLiveQuery(liveQuery));
  const user = device();
  const docId = await user.store.createWork({ type: WORK_TYPES.ideaBoard, title: '灵感板', content: Y.encodeStateAsUpdate(emptyBoard()), thumbnail: null });
  await user.db.outbox.clear(); // as after a push: the server has the document
  const waiting = () => user.db.outbox.where('entityKey').equals(`layoutDoc/${docId}`).count();
  const { shown, doc, shownStates } = open(user, docId);
  await until(() => shown().status === 'ready');
  await until(() => shownStates.at(-1) === 'saved');

  const from = shownStates.length;
  act(() => void pin(doc(), { kind: 'note', text: '同步前别说已保存' }));
  await until(() => shownStates.at(-1) === 'waiting 1', 8000);
  // Nothing pushes here, so the op stays waiting: the editor must go from saving to waiting directly.
  expect([...new Set(shownStates.slice(from))]).toEqual(['saving', 'waiting 1']);
  expect(await waiting()).toBe(1);
});
