import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startSession } from '../../server/auth/sessions';
import { COMPACT_AFTER } from '../../server/works/store';
import { addElement, addPage, base64ToBytes, bytesToBase64, insertText, PAGE_PRESETS, readDoc, pageIds } from '../../src/shared/design-doc';
import { MESSAGES } from '../../src/shared/contract';
import { SYNC_MESSAGES, type LayoutDocState } from '../../src/shared/sync/protocol';
import { callData, createTestApp, type TestApp } from '../support/test-app';
import { seedLayoutTemplates } from '../../server/seed/layout-templates';
import { insertCatalogueFixture, insertUser, syncDevice } from './sync-fixtures';

/**
 * Issue #14 item 2 on the server: layout documents travel as Yjs updates in sync ops. Pushed
 * repeated and reordered from two devices, they give one merged document, each op stored once;
 * another member can neither read nor write it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A device's copy of the document, collecting the updates its edits make (what the editor sends). */
function editor(start?: Uint8Array) {
  const doc = new Y.Doc();
  if (start) Y.applyUpdate(doc, start, 'remote');
  const pending: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') pending.push(update);
  });
  /** The edits since the last call, as one base64 update. */
  const take = () => bytesToBase64(Y.mergeUpdates(pending.splice(0)));
  return { doc, take };
}

const updateRows = async (docId: string) =>
  Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM work_updates WHERE work_id = $1', [docId]))[0]!.n);

describe('layout documents through POST /api/sync', () => {
  it('merges two devices’ offline edits, pushed repeated and out of order, exactly once per op id', async () => {
    const userId = await insertUser(t.db);
    // One account is signed in on one device at a time: two browser profiles share the session here.
    const token = await startSession(t.db, userId);
    const laptop = await syncDevice(t, userId, token);
    const ipad = await syncDevice(t, userId, token);
    const docId = `doc-${crypto.randomUUID()}`;

    const first = editor();
    const pageId = addPage(first.doc, PAGE_PRESETS.a4Landscape);
    const title = addElement(first.doc, pageId, { kind: 'text', x: 40, y: 40, w: 400, h: 60, text: '春夏', fontSize: 32, fill: '#222222', bold: true, align: 'left' });
    const create = laptop.op({ kind: 'layoutDoc.create', docId, workType: 1, title: '趋势看板', update: first.take() });
    expect((await laptop.push([create])).data!.results[0]!.outcome).toBe('applied');

    // The iPad opens it, then both go offline and edit.
    const second = editor(Y.encodeStateAsUpdate(first.doc));
    addElement(first.doc, pageId, { kind: 'swatch', x: 10, y: 200, w: 80, h: 100, hex: '#C8102E', code: '18-1662 TCX', name: '红' });
    insertText(first.doc, pageId, title, 2, '流行');
    const laptopOps = [laptop.op({ kind: 'layoutDoc.update', docId, update: first.take() })];
    addElement(first.doc, pageId, { kind: 'picture', x: 300, y: 200, w: 200, h: 260, src: '/media/m1', crop: { x: 0, y: 0, w: 1, h: 1 } });
    laptopOps.push(laptop.op({ kind: 'layoutDoc.update', docId, update: first.take() }));
    insertText(second.doc, pageId, title, 0, '2026');
    const ipadOps = [ipad.op({ kind: 'layoutDoc.update', docId, update: second.take() })];
    addPage(second.doc, PAGE_PRESETS.a4Landscape);
    ipadOps.push(ipad.op({ kind: 'layoutDoc.update', docId, update: second.take() }));
    ipadOps.push(ipad.op({ kind: 'layoutDoc.meta', docId, title: '2026 春夏趋势' }));

    // Back online: the iPad's later update first, then all of it again; the laptop's batch twice.
    const late = await ipad.push([ipadOps[1]!]);
    expect(late.data!.results.map((r) => r.outcome)).toEqual(['applied']);
    const all = await ipad.push(ipadOps);
    expect(all.data!.results.map((r) => r.outcome)).toEqual(['applied', 'duplicate', 'applied']);
    expect((await laptop.push(laptopOps)).data!.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    const again = await laptop.push(laptopOps);
    expect(again.data!.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    // One log row per distinct update op (create + 2 + 2), whatever was repeated.
    expect(await updateRows(docId)).toBe(5);

    // Both devices pull the same merged document, equal to the two edited copies merged.
    const pulled = again.data!.changes.find((change) => change.entity === 'layoutDoc' && change.key === docId)!.state as LayoutDocState;
    const ipadPull = (await ipad.push([])).data!;
    const ipadState = ipadPull.changes.find((change) => change.key === docId)?.state as LayoutDocState;
    expect(pulled.title).toBe('2026 春夏趋势');
    const merged = new Y.Doc();
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(first.doc));
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(second.doc));
    const server = new Y.Doc();
    Y.applyUpdate(server, base64ToBytes(pulled.content));
    expect(readDoc(server)).toEqual(readDoc(merged));
    expect(ipadState.content).toBe(pulled.content);
    const text = readDoc(server).pages[0]!.elements.find((element) => element.id === title);
    expect(text && text.kind === 'text' && text.text).toBe('2026春夏流行');
    expect(pageIds(server)).toHaveLength(2);
    expect(readDoc(server).pages[0]!.elements.map((element) => element.kind)).toEqual(['text', 'swatch', 'picture']);
  });

  it('refuses another member: their ops fail with the no-permission message and the data calls answer 9527', async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const mine = await syncDevice(t, owner);
    const theirs = await syncDevice(t, other);
    const docId = `doc-${crypto.randomUUID()}`;
    const { doc, take } = editor();
    addPage(doc, PAGE_PRESETS.a4Portrait);
    await mine.push([mine.op({ kind: 'layoutDoc.create', docId, workType: 1, title: '我的', update: take() })]);
    const before = await updateRows(docId);

    const intruder = editor(Y.encodeStateAsUpdate(doc));
    addPage(intruder.doc, PAGE_PRESETS.a3Portrait);
    const answer = await theirs.push([
      theirs.op({ kind: 'layoutDoc.update', docId, update: intruder.take() }),
      theirs.op({ kind: 'layoutDoc.meta', docId, title: '他的' }),
      theirs.op({ kind: 'layoutDoc.delete', docId }),
    ]);
    expect(answer.data!.results.map((r) => [r.outcome, r.message])).toEqual([
      ['failed', SYNC_MESSAGES.noPermission],
      ['failed', SYNC_MESSAGES.noPermission],
      ['failed', SYNC_MESSAGES.noPermission],
    ]);
    // Their pull never carries the document.
    expect(answer.data!.changes.every((change) => change.state === null)).toBe(true);
    expect(await updateRows(docId)).toBe(before);
    expect((await t.db.query('SELECT title, deleted FROM works WHERE id = $1', [docId]))[0]).toEqual({ title: '我的', deleted: false });

    for (const [func, params] of [
      ['previewWork', { id: docId, type: 1 }],
      ['listVersions', { id: docId }],
      ['saveVersion', { id: docId, name: 'x' }],
      ['versionContent', { id: docId, version: 1 }],
    ] as const) {
      const denied = await callData(t.app, { module: 'index', controller: 'Diylayout', func, params }, { cookie: theirs.cookie });
      expect([denied.http, denied.body.status, denied.body.msg], func).toEqual([403, 9527, MESSAGES.noBrowsePermission]);
    }
    const preview = await callData(t.app, { module: 'index', controller: 'Diylayout', func: 'previewWork', params: { id: docId, type: 1 } }, { cookie: mine.cookie });
    expect(preview.body.status).toBe(200);
  });

  it('compacts a long log into one merged update, and a deleted document takes no more edits', async () => {
    const userId = await insertUser(t.db);
    const device = await syncDevice(t, userId);
    const docId = `doc-${crypto.randomUUID()}`;
    const { doc, take } = editor();
    const pageId = addPage(doc, PAGE_PRESETS.a4Portrait);
    const ops = [device.op({ kind: 'layoutDoc.create', docId, workType: 1, title: '长文档', update: take() })];
    for (let i = 0; i < COMPACT_AFTER + 5; i++) {
      addElement(doc, pageId, { kind: 'shape', shape: 'rect', x: i, y: i, w: 10, h: 10, fill: '#EEEEEE', stroke: '#000000' });
      ops.push(device.op({ kind: 'layoutDoc.update', docId, update: take() }));
    }
    const pushed = await device.push(ops);
    expect(await updateRows(docId)).toBeLessThanOrEqual(COMPACT_AFTER);
    const state = pushed.data!.changes.find((change) => change.key === docId)!.state as LayoutDocState;
    expect(readDoc(decode(state.content))).toEqual(readDoc(doc));

    const version = await callData(t.app, { module: 'index', controller: 'Diylayout', func: 'saveVersion', params: { id: docId, name: '初稿' } }, { cookie: device.cookie });
    expect(version.body).toMatchObject({ status: 200, data: { name: '初稿' } });

    addElement(doc, pageId, { kind: 'line', x: 0, y: 0, w: 100, h: 0, stroke: '#000000', strokeWidth: 2 });
    const late = device.op({ kind: 'layoutDoc.update', docId, update: take() });
    const deleted = await device.push([device.op({ kind: 'layoutDoc.delete', docId })]);
    expect(deleted.data!.changes.find((change) => change.key === docId)!.state).toBeNull();
    expect((await device.push([late])).data!.results[0]).toMatchObject({ outcome: 'failed', message: SYNC_MESSAGES.docGone });
    expect(await updateRows(docId)).toBe(0);
  });
});

describe('template library', () => {
  it('seeds twelve templates in four categories from open catalogue pictures, each a document with a thumbnail', async () => {
    await insertCatalogueFixture(t.db);
    expect(await seedLayoutTemplates(t.db)).toBe(12);
    const all = await callData(t.app, { module: 'index', controller: 'Diylayout', func: 'listTemplates', params: { p: 1 } });
    const { list, count } = all.body.data as { list: { id: number; category: string; thumbnail: { elements: unknown[] } }[]; count: number };
    expect(count).toBe(12);
    expect(new Set(list.map((template) => template.category))).toEqual(new Set(['trendBoard', 'colourStory', 'lineSheet', 'moodBoard']));
    const content = await callData(t.app, { module: 'index', controller: 'Diylayout', func: 'templateContent', params: { id: list[0]!.id } });
    const page = readDoc(decode((content.body.data as { content: string }).content)).pages[0]!;
    expect(page.elements.filter((element) => element.kind === 'picture').length).toBeGreaterThan(0);
    expect(page.elements.every((element) => element.kind !== 'picture' || element.src.startsWith('/media/cover-'))).toBe(true);
    expect(list[0]!.thumbnail.elements.length).toBe(page.elements.length);
  });
});

function decode(content: string) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, base64ToBytes(content));
  return doc;
}
