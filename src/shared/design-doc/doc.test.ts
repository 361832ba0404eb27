import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LOCAL_ORIGIN, addElement, addPage, createLocalUndo, docFromSnapshot, readDoc, replaceContent, setText, textOf } from './doc';
import { keyBetween } from './fractional-index';
import { PAGE_PRESETS } from './model';

describe('layout document helpers', () => {
  it('finds a key between any two keys, and at either end', () => {
    let keys = [keyBetween(null, null)];
    for (let i = 0; i < 50; i++) keys = [keyBetween(null, keys[0]!), ...keys, keyBetween(keys.at(-1)!, null)];
    for (let i = 0; i < 50; i++) keys.splice(1, 0, keyBetween(keys[0]!, keys[1]!));
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes only the differing span of a text, so typing elsewhere on another device stays', () => {
    const a = new Y.Doc();
    const page = addPage(a, PAGE_PRESETS.a4Portrait);
    const id = addElement(a, page, { kind: 'text', x: 0, y: 0, w: 10, h: 10, text: '春夏趋势', fontSize: 12, fill: '#000000', bold: false, align: 'left' });
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    setText(a, page, id, '2026春夏趋势');
    textOf(b, page, id)!.insert(4, '看板');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(textOf(a, page, id)!.toString()).toBe('2026春夏趋势看板');
    expect(readDoc(b)).toEqual(readDoc(a));
  });

  it('restores a version as an edit that can be undone', () => {
    const doc = new Y.Doc();
    const page = addPage(doc, PAGE_PRESETS.a4Landscape);
    addElement(doc, page, { kind: 'swatch', x: 1, y: 2, w: 3, h: 4, hex: '#112233', code: 'X', name: 'y' });
    const version = readDoc(doc);
    const undo = createLocalUndo(doc);
    doc.transact(() => {
      addElement(doc, page, { kind: 'line', x: 0, y: 0, w: 5, h: 0, stroke: '#000000', strokeWidth: 1 });
      addPage(doc, PAGE_PRESETS.a3Portrait);
    }, LOCAL_ORIGIN);
    undo.stopCapturing();
    doc.transact(() => replaceContent(doc, version), LOCAL_ORIGIN);
    expect(readDoc(doc)).toEqual(version);
    undo.undo();
    expect(readDoc(doc).pages).toHaveLength(2);
    expect(readDoc(docFromSnapshot(version))).toEqual(version);
  });
});
