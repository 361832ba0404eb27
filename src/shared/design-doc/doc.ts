import * as Y from 'yjs';
import { compareZ, keyBetween } from './fractional-index';
import {
  FULL_CROP,
  type Crop,
  type DesignDocSnapshot,
  type DesignElement,
  type ElementPatch,
  type NewElement,
  type PageSize,
  type PageSnapshot,
} from './model';

/**
 * A layout document as a Yjs document, laid out so that edits made offline on several devices
 * merge without loss:
 *
 *   pageOrder: Y.Array<pageId>          order of pages (a reader drops repeats and unknown ids)
 *   pages:     Y.Map<pageId, Y.Map>     width, height, background, elements
 *     elements: Y.Map<elementId, Y.Map> one map per element, one key per prop
 *       text:   Y.Text                  (text elements) characters typed on two devices both stay
 *
 * Every element is its own map keyed by a random id, so adding on two devices never collides,
 * and editing different props of one element on two devices keeps both edits. Layer order is a
 * fractional key per element (z), never an array that two re-orderings would duplicate into.
 */
export type ElementMap = Y.Map<unknown>;
type PageMap = Y.Map<unknown>;

export const newId = (): string => crypto.randomUUID();

const pageOrderOf = (doc: Y.Doc) => doc.getArray<string>('pageOrder');
const pagesOf = (doc: Y.Doc) => doc.getMap<PageMap>('pages');

function pageMap(doc: Y.Doc, pageId: string): PageMap {
  const page = pagesOf(doc).get(pageId);
  if (!page) throw new Error(`no page ${pageId}`);
  return page;
}
const elementsOf = (page: PageMap) => page.get('elements') as Y.Map<ElementMap>;

/** Page ids in order, each once, only pages that exist. */
export function pageIds(doc: Y.Doc): string[] {
  const pages = pagesOf(doc);
  return [...new Set(pageOrderOf(doc).toArray())].filter((id) => pages.has(id));
}

/** Adds a page at `index` (default: the end) and returns its id. */
export function addPage(doc: Y.Doc, size: PageSize, index?: number, id = newId()): string {
  doc.transact(() => {
    createPageMap(doc, id, size);
    const order = pageOrderOf(doc);
    order.insert(Math.min(index ?? order.length, order.length), [id]);
  });
  return id;
}

function createPageMap(doc: Y.Doc, id: string, size: PageSize) {
  const page: PageMap = new Y.Map();
  page.set('width', size.width);
  page.set('height', size.height);
  page.set('background', '#FFFFFF');
  page.set('elements', new Y.Map());
  pagesOf(doc).set(id, page);
}

export function deletePage(doc: Y.Doc, pageId: string): void {
  doc.transact(() => {
    removeFromOrder(doc, pageId);
    pagesOf(doc).delete(pageId);
  });
}

/** Moves a page to a position among the current pages. */
export function movePage(doc: Y.Doc, pageId: string, toIndex: number): void {
  doc.transact(() => {
    removeFromOrder(doc, pageId);
    const order = pageOrderOf(doc);
    // Position among visible pages → position in the raw array (which may hold repeats).
    const target = pageIds(doc)[toIndex];
    const raw = target === undefined ? order.length : order.toArray().indexOf(target);
    order.insert(raw, [pageId]);
  });
}

function removeFromOrder(doc: Y.Doc, pageId: string) {
  const order = pageOrderOf(doc);
  for (let i = order.length - 1; i >= 0; i--) if (order.get(i) === pageId) order.delete(i, 1);
}

export function setPageProps(doc: Y.Doc, pageId: string, props: Partial<PageSize & { background: string }>): void {
  doc.transact(() => {
    const page = pageMap(doc, pageId);
    for (const [key, value] of Object.entries(props)) if (value !== undefined) page.set(key, value);
  });
}

/** Adds an element on top of the page (unless it brings its own z) and returns its id. */
export function addElement(doc: Y.Doc, pageId: string, element: NewElement): string {
  const id = element.id ?? newId();
  doc.transact(() => {
    const page = pageMap(doc, pageId);
    const top = readElements(page).at(-1)?.z ?? null;
    const map: ElementMap = new Y.Map();
    const { text, ...props } = { rotation: 0, group: null, locked: false, ...element, id: undefined, z: element.z ?? keyBetween(top, null) } as Record<string, unknown>;
    for (const [key, value] of Object.entries(props)) if (value !== undefined) map.set(key, key === 'crop' ? { ...(value as object) } : value);
    if (element.kind === 'text') map.set('text', new Y.Text(String(text ?? '')));
    elementsOf(page).set(id, map);
  });
  return id;
}

export function updateElement(doc: Y.Doc, pageId: string, elementId: string, patch: ElementPatch): void {
  doc.transact(() => {
    const element = elementsOf(pageMap(doc, pageId)).get(elementId);
    if (!element) return;
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) element.set(key, value);
  });
}

export function deleteElements(doc: Y.Doc, pageId: string, elementIds: string[]): void {
  doc.transact(() => {
    const elements = elementsOf(pageMap(doc, pageId));
    for (const id of elementIds) elements.delete(id);
  });
}

export function textOf(doc: Y.Doc, pageId: string, elementId: string): Y.Text | null {
  const text = elementsOf(pageMap(doc, pageId)).get(elementId)?.get('text');
  return text instanceof Y.Text ? text : null;
}

/** Types characters into a text element at `index` (merges with typing on other devices). */
export function insertText(doc: Y.Doc, pageId: string, elementId: string, index: number, characters: string): void {
  const text = textOf(doc, pageId, elementId);
  if (text) text.insert(Math.min(index, text.length), characters);
}

/**
 * Makes a text element read `value` by changing only the span that differs (a text box edited
 * as a whole string still merges with another device's typing outside that span).
 */
export function setText(doc: Y.Doc, pageId: string, elementId: string, value: string): void {
  const text = textOf(doc, pageId, elementId);
  if (!text) return;
  const current = text.toString();
  if (current === value) return;
  let start = 0;
  while (start < current.length && start < value.length && current[start] === value[start]) start++;
  let end = 0;
  while (end < current.length - start && end < value.length - start && current[current.length - 1 - end] === value[value.length - 1 - end]) end++;
  doc.transact(() => {
    text.delete(start, current.length - start - end);
    text.insert(start, value.slice(start, value.length - end));
  });
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Re-stacks one element by giving it a new key between its new neighbours. */
export function moveLayer(doc: Y.Doc, pageId: string, elementId: string, move: LayerMove): void {
  const page = pageMap(doc, pageId);
  const order = readElements(page);
  const from = order.findIndex((element) => element.id === elementId);
  if (from < 0) return;
  const others = order.filter((element) => element.id !== elementId);
  const to = { forward: from + 1, backward: from - 1, front: others.length, back: 0 }[move];
  const at = Math.max(0, Math.min(others.length, to));
  if (at === from) return;
  const below = others[at - 1]?.z ?? null;
  const above = others[at]?.z ?? null;
  // Two elements can share a key (chosen concurrently); then there is no key between them, and
  // the element takes the shared key and wins the tie only if its id sorts that way — go one further.
  const z = below !== null && above !== null && below >= above ? keyBetween(below, null) : keyBetween(below, above);
  elementsOf(page).get(elementId)!.set('z', z);
}

function readElement(id: string, map: ElementMap): DesignElement | null {
  const props = map.toJSON() as Record<string, unknown>;
  if (typeof props.kind !== 'string') return null;
  const base = {
    ...props,
    id,
    rotation: Number(props.rotation ?? 0),
    group: (props.group as string | null) ?? null,
    locked: props.locked === true,
    z: String(props.z ?? ''),
  };
  if (props.kind === 'picture') return { ...base, crop: (props.crop as Crop | undefined) ?? FULL_CROP } as DesignElement;
  return base as DesignElement;
}

function readElements(page: PageMap): DesignElement[] {
  const list: DesignElement[] = [];
  elementsOf(page).forEach((map, id) => {
    const element = readElement(id, map);
    if (element) list.push(element);
  });
  return list.sort(compareZ);
}

export function readPage(doc: Y.Doc, pageId: string): PageSnapshot {
  const page = pageMap(doc, pageId);
  return {
    id: pageId,
    width: Number(page.get('width')),
    height: Number(page.get('height')),
    background: String(page.get('background') ?? '#FFFFFF'),
    elements: readElements(page),
  };
}

/** The whole document as plain data (what renderers, thumbnails and tests read). */
export function readDoc(doc: Y.Doc): DesignDocSnapshot {
  return { pages: pageIds(doc).map((id) => readPage(doc, id)) };
}

/** A new document holding `snapshot` (templates, copies, restored versions). */
export function docFromSnapshot(snapshot: DesignDocSnapshot): Y.Doc {
  const doc = new Y.Doc();
  replaceContent(doc, snapshot);
  return doc;
}

/**
 * Makes the document's content equal to `snapshot` as an ordinary edit (restoring a version):
 * pages and elements missing from it are deleted, the others are added or updated in place, so
 * the change syncs and merges like any other and can be undone.
 */
export function replaceContent(doc: Y.Doc, snapshot: DesignDocSnapshot): void {
  doc.transact(() => {
    const wanted = new Set(snapshot.pages.map((page) => page.id));
    for (const id of [...pagesOf(doc).keys()]) if (!wanted.has(id)) pagesOf(doc).delete(id);
    const order = pageOrderOf(doc);
    order.delete(0, order.length);
    order.insert(0, snapshot.pages.map((page) => page.id));
    for (const page of snapshot.pages) {
      if (!pagesOf(doc).has(page.id)) createPageMap(doc, page.id, page);
      setPageProps(doc, page.id, { width: page.width, height: page.height, background: page.background });
      const elements = elementsOf(pageMap(doc, page.id));
      const keep = new Set(page.elements.map((element) => element.id));
      for (const id of [...elements.keys()]) if (!keep.has(id)) elements.delete(id);
      for (const element of page.elements) {
        if (!elements.has(element.id)) {
          addElement(doc, page.id, element);
          continue;
        }
        const { id, kind: _kind, ...props } = element;
        const { text, ...rest } = props as typeof props & { text?: string };
        updateElement(doc, page.id, id, rest as ElementPatch);
        if (text !== undefined) setText(doc, page.id, id, text);
      }
    }
  });
}

export const encodeDoc = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc);
export function decodeDoc(...updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

/** Origin of this device's own edits: the undo manager and autosave follow only these. */
export const LOCAL_ORIGIN = 'local-edit';
/** Updates applied from storage or other devices: never sent again, never undone. */
export const REMOTE_ORIGIN = 'remote';

/** Undo/redo of this device's edits only (another device's edits are never undone here). */
export const createLocalUndo = (doc: Y.Doc) =>
  new Y.UndoManager([pageOrderOf(doc), pagesOf(doc)], { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 400 });
