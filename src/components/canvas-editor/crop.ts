import type { NodeBox } from './types';

/** The share of a picture a node shows: fractions of the whole picture's width and height. */
export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A box in the node's own frame: origin at the node's top-left, axes turned with it. */
export type LocalBox = Pick<NodeBox, 'x' | 'y' | 'w' | 'h'>;

/** Smallest share of the picture a crop keeps (a crop window cannot collapse to nothing). */
const MIN_SHARE = 0.02;

/** Where the whole picture lies, in the node's frame, at the node's current scale (crop mode shows it ghosted). */
export function wholePicture(node: Pick<NodeBox, 'w' | 'h'>, crop: Crop): LocalBox {
  const w = node.w / crop.w;
  const h = node.h / crop.h;
  // 0 − …: an uncropped edge is 0, not −0.
  return { x: 0 - crop.x * w, y: 0 - crop.y * h, w, h };
}

/**
 * A picture's new box and crop after its visible window was moved or resized over the whole
 * picture (crop mode): the window is kept inside the picture, the picture does not move on the
 * page, and the box turns with the node.
 */
export function cropTo(node: NodeBox, crop: Crop, window: LocalBox): { box: NodeBox; crop: Crop } {
  const whole = wholePicture(node, crop);
  const w = Math.min(Math.max(window.w, whole.w * MIN_SHARE), whole.w);
  const h = Math.min(Math.max(window.h, whole.h * MIN_SHARE), whole.h);
  const x = Math.min(Math.max(window.x, whole.x), whole.x + whole.w - w);
  const y = Math.min(Math.max(window.y, whole.y), whole.y + whole.h - h);
  const turn = (node.rotation * Math.PI) / 180;
  return {
    box: { x: node.x + x * Math.cos(turn) - y * Math.sin(turn), y: node.y + x * Math.sin(turn) + y * Math.cos(turn), w, h, rotation: node.rotation },
    crop: { x: (x - whole.x) / whole.w, y: (y - whole.y) / whole.h, w: w / whole.w, h: h / whole.h },
  };
}
