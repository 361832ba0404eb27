import type { CanvasNode } from '../../components/canvas-editor/types';
import { CJK_FONT_STACK, type DesignElement } from '../../shared/design-doc';

/** A layout element as the canvas editor core draws it. */
export function nodeOf(element: DesignElement): CanvasNode {
  const box = { id: element.id, x: element.x, y: element.y, w: element.w, h: element.h, rotation: element.rotation, group: element.group, locked: element.locked };
  switch (element.kind) {
    case 'picture':
      return { ...box, drawing: { type: 'image', src: element.src, crop: element.crop } };
    case 'text':
      return { ...box, drawing: { type: 'text', text: element.text, fontSize: element.fontSize, fill: element.fill, bold: element.bold, align: element.align, fontFamily: CJK_FONT_STACK } };
    case 'swatch':
      // The chip with its code and name under it (what a colour story prints).
      return { ...box, drawing: { type: 'rect', fill: element.hex, stroke: '#DDDDDD', caption: [element.code, element.name].filter(Boolean), fontFamily: CJK_FONT_STACK } };
    case 'shape':
      return { ...box, drawing: element.shape === 'ellipse' ? { type: 'ellipse', fill: element.fill, stroke: element.stroke } : { type: 'rect', fill: element.fill, stroke: element.stroke } };
    case 'line':
      return { ...box, drawing: { type: 'line', stroke: element.stroke, strokeWidth: element.strokeWidth } };
  }
}
