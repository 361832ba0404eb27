import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addElement, addPage, deleteElements, deletePage, insertText, moveLayer, pageIds, readDoc, readPage, updateElement, type LayerMove } from './doc';
import { ELEMENT_KINDS, PAGE_PRESETS, type ElementKind, type NewElement } from './model';

/**
 * Issue #14 item 2: N devices edit one document offline with random scripts, then exchange their
 * updates in random order with repeats. Every device must end with the same document, holding
 * every element added and not deleted (nor on a deleted page) and every character typed.
 */

type Command =
  | { op: 'add'; kind: ElementKind; page: number }
  | { op: 'move'; pick: number; dx: number; dy: number }
  | { op: 'delete'; pick: number }
  | { op: 'type'; pick: number; at: number; chars: string }
  | { op: 'layer'; pick: number; move: LayerMove }
  | { op: 'addPage'; at: number }
  | { op: 'deletePage'; page: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), kind: fc.constantFrom(...ELEMENT_KINDS), page: fc.nat() }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), dx: fc.integer({ min: -50, max: 50 }), dy: fc.integer({ min: -50, max: 50 }) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('type' as const), pick: fc.nat(), at: fc.nat(), chars: fc.string({ unit: fc.constantFrom('a', 'b', '潮', '织', ' '), minLength: 1, maxLength: 4 }) }),
  fc.record({ op: fc.constant('layer' as const), pick: fc.nat(), move: fc.constantFrom<LayerMove>('forward', 'backward', 'front', 'back') }),
  fc.record({ op: fc.constant('addPage' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('deletePage' as const), page: fc.nat() }),
);

function newElement(kind: ElementKind): NewElement {
  const box = { x: 10, y: 20, w: 100, h: 80 };
  switch (kind) {
    case 'picture':
      return { kind, ...box, src: '/media/x.jpg', crop: { x: 0, y: 0, w: 1, h: 1 } };
    case 'text':
      return { kind, ...box, text: '', fontSize: 24, fill: '#000000', bold: false, align: 'left' };
    case 'swatch':
      return { kind, ...box, hex: '#AA3344', code: '18-1664 TCX', name: '红' };
    case 'shape':
      return { kind, ...box, shape: 'rect', fill: '#EEEEEE', stroke: '#000000' };
    case 'line':
      return { kind, ...box, stroke: '#000000', strokeWidth: 2 };
  }
}

/** What the devices did, across all of them. */
interface Ledger {
  added: Map<string, string>;
  deleted: Set<string>;
  deletedPages: Set<string>;
  typed: Map<string, string>;
}

function allElements(doc: Y.Doc) {
  return pageIds(doc).flatMap((pageId) => readPage(doc, pageId).elements.map((element) => ({ pageId, element })));
}

function run(doc: Y.Doc, script: Command[], ledger: Ledger) {
  for (const step of script) {
    const pages = pageIds(doc);
    const elements = allElements(doc);
    const picked = 'pick' in step && elements.length > 0 ? elements[step.pick % elements.length]! : null;
    switch (step.op) {
      case 'add': {
        if (pages.length === 0) break;
        const pageId = pages[step.page % pages.length]!;
        ledger.added.set(addElement(doc, pageId, newElement(step.kind)), pageId);
        break;
      }
      case 'move':
        if (picked) updateElement(doc, picked.pageId, picked.element.id, { x: picked.element.x + step.dx, y: picked.element.y + step.dy });
        break;
      case 'delete':
        if (picked) {
          deleteElements(doc, picked.pageId, [picked.element.id]);
          ledger.deleted.add(picked.element.id);
        }
        break;
      case 'type': {
        const texts = elements.filter((entry) => entry.element.kind === 'text');
        const target = texts[step.pick % Math.max(1, texts.length)];
        if (!target) break;
        insertText(doc, target.pageId, target.element.id, step.at, step.chars);
        ledger.typed.set(target.element.id, (ledger.typed.get(target.element.id) ?? '') + step.chars);
        break;
      }
      case 'layer':
        if (picked) moveLayer(doc, picked.pageId, picked.element.id, step.move);
        break;
      case 'addPage':
        addPage(doc, PAGE_PRESETS.a4Portrait, step.at % (pages.length + 1));
        break;
      case 'deletePage':
        if (pages.length > 1) {
          const pageId = pages[step.page % pages.length]!;
          deletePage(doc, pageId);
          ledger.deletedPages.add(pageId);
        }
        break;
    }
  }
}

/** Deterministic shuffle for a fast-check seed (fast-check shrinks the seed, not the order). */
function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const j = (state >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sorted = (text: string) => [...text].sort().join('');

describe('layout document CRDT', () => {
  it('devices that edit offline and exchange updates in any order, with repeats, converge losing nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.array(command, { maxLength: 20 }), { minLength: 8, maxLength: 8 }),
        fc.integer(),
        fc.integer(),
        (deviceCount, scripts, partialSeed, finalSeed) => {
          // One device makes the document (a page with a text box); the others open a copy of it.
          const origin = new Y.Doc();
          const firstPage = addPage(origin, PAGE_PRESETS.a4Portrait);
          const sharedText = addElement(origin, firstPage, newElement('text'));
          const start = Y.encodeStateAsUpdate(origin);
          const ledger: Ledger = { added: new Map([[sharedText, firstPage]]), deleted: new Set(), deletedPages: new Set(), typed: new Map() };
          const updates: Uint8Array[] = [start];
          const devices = Array.from({ length: deviceCount }, () => {
            const doc = new Y.Doc();
            Y.applyUpdate(doc, start, 'remote');
            doc.on('update', (update: Uint8Array, from: unknown) => {
              if (from !== 'remote') updates.push(update);
            });
            return doc;
          });
          // Two offline sessions; between them each device hears of some of the others' updates.
          devices.forEach((doc, i) => run(doc, scripts[i]!, ledger));
          devices.forEach((doc, i) => {
            for (const update of shuffled(updates, partialSeed + i).slice(0, updates.length >> 1)) Y.applyUpdate(doc, update, 'remote');
          });
          devices.forEach((doc, i) => run(doc, scripts[i + 4]!, ledger));
          // Back online: every update reaches every device, shuffled, a third of them twice.
          const delivery = [...updates, ...updates.filter((_, n) => n % 3 === 0)];
          devices.forEach((doc, i) => {
            for (const update of shuffled(delivery, finalSeed + i)) Y.applyUpdate(doc, update, 'remote');
          });

          const final = readDoc(devices[0]!);
          for (const doc of devices.slice(1)) expect(readDoc(doc)).toEqual(final);
          const present = new Map(final.pages.flatMap((page) => page.elements.map((element) => [element.id, { page: page.id, element }] as const)));
          for (const [id, pageId] of ledger.added) {
            const expected = !ledger.deleted.has(id) && !ledger.deletedPages.has(pageId);
            expect(present.has(id), `element ${id}`).toBe(expected);
            if (expected) expect(present.get(id)!.page).toBe(pageId);
          }
          expect(present.size).toBe([...ledger.added].filter(([id, pageId]) => !ledger.deleted.has(id) && !ledger.deletedPages.has(pageId)).length);
          for (const [id, typed] of ledger.typed) {
            const found = present.get(id)?.element;
            if (found?.kind === 'text') expect(sorted(found.text)).toBe(sorted(typed));
          }
          for (const page of final.pages) expect(new Set(page.elements.map((element) => element.z + element.id)).size).toBe(page.elements.length);
          expect(new Set(final.pages.map((page) => page.id)).size).toBe(final.pages.length);
        },
      ),
      { numRuns: 150, seed: 1414 },
    );
  });
});
