import type { Crop } from './crop';

/**
 * What the canvas editor core draws and edits: generic nodes, no layout-document knowledge. A
 * feature (layout editor, fitting room, idea boards) maps its model to nodes and applies the
 * edits the core reports to its own model.
 */
export interface NodeBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees, clockwise. */
  rotation: number;
}

export type NodeDrawing =
  | { type: 'image'; src: string; crop: { x: number; y: number; w: number; h: number } }
  | { type: 'text'; text: string; fontSize: number; fill: string; bold: boolean; align: 'left' | 'center' | 'right'; fontFamily: string }
  | { type: 'rect'; fill: string; stroke: string; caption?: string[]; fontFamily?: string }
  | { type: 'ellipse'; fill: string; stroke: string }
  | { type: 'line'; stroke: string; strokeWidth: number };

export interface CanvasNode extends NodeBox {
  id: string;
  /** Nodes of one group select and move together. */
  group: string | null;
  locked: boolean;
  drawing: NodeDrawing;
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Edits the core reports; the owner applies them to its model (and its undo history). */
export interface CanvasEditorActions {
  onTransform(changes: ({ id: string } & NodeBox)[]): void;
  onDelete(ids: string[]): void;
  onDuplicate(ids: string[]): void;
  onGroup(ids: string[]): void;
  onUngroup(ids: string[]): void;
  onLayer(ids: string[], move: LayerMove): void;
  onUndo(): void;
  onRedo(): void;
  onTextChange(id: string, text: string): void;
  /** Something dropped on the page from outside (the side panel): its drag data and page position. */
  onDropData(data: string, at: { x: number; y: number }): void;
  /** A picture cropped on the canvas (double-click it): its new box and crop. Without it pictures have no crop mode. */
  onCrop?(id: string, box: NodeBox, crop: Crop): void;
}
