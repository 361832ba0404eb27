import type * as Y from 'yjs';
import type { CanvasEditorActions, LayerMove } from '../../components/canvas-editor/types';
import { LOCAL_ORIGIN, addElement, deleteElements, moveLayer, newId, setText, updateElement, type PageSnapshot } from '../../shared/design-doc';

/** Runs a change as this device's own edit (saved, synced and undoable). */
export const editLocally = (doc: Y.Doc, change: () => void) => doc.transact(change, LOCAL_ORIGIN);

/**
 * The canvas editor core's edits applied to one page of a design document (layout editor, idea
 * boards) as local edits; `select` gets the copies a duplicate makes. Drops are the owner's.
 */
export function docCanvasActions(
  doc: Y.Doc,
  undo: Y.UndoManager,
  page: PageSnapshot,
  select: (ids: string[]) => void,
  onDropData: CanvasEditorActions['onDropData'],
): CanvasEditorActions {
  const edit = (change: () => void) => editLocally(doc, change);
  return {
    onTransform: (changes) => edit(() => changes.forEach(({ id, ...box }) => updateElement(doc, page.id, id, box))),
    onDelete: (ids) => edit(() => deleteElements(doc, page.id, ids)),
    onDuplicate: (ids) => {
      const groups = new Map<string, string>();
      const copies: string[] = [];
      edit(() => {
        for (const element of page.elements.filter((candidate) => ids.includes(candidate.id))) {
          const { id: _id, z: _z, ...rest } = element;
          const group = element.group ? (groups.get(element.group) ?? groups.set(element.group, newId()).get(element.group)!) : null;
          copies.push(addElement(doc, page.id, { ...rest, x: element.x + 20, y: element.y + 20, group }));
        }
      });
      select(copies);
    },
    onGroup: (ids) => {
      const group = newId();
      edit(() => ids.forEach((id) => updateElement(doc, page.id, id, { group })));
    },
    onUngroup: (ids) => edit(() => ids.forEach((id) => updateElement(doc, page.id, id, { group: null }))),
    onLayer: (ids, move: LayerMove) => edit(() => ids.forEach((id) => moveLayer(doc, page.id, id, move))),
    onUndo: () => undo.undo(),
    onRedo: () => undo.redo(),
    onTextChange: (id, text) => edit(() => setText(doc, page.id, id, text)),
    onDropData,
    onCrop: (id, box, crop) => edit(() => updateElement(doc, page.id, id, { ...box, crop })),
  };
}
