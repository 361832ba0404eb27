import type { NodeBox } from './types';

/** Page or node edges and centres a moving box may snap to. */
export interface SnapTargets {
  vertical: number[];
  horizontal: number[];
}

/** A guide line shown while a box sits on a target. */
export interface Guide {
  orientation: 'vertical' | 'horizontal';
  at: number;
}

/** The snap lines of the page and of the nodes not being moved (axis-aligned bounding boxes). */
export function snapTargets(page: { width: number; height: number }, others: NodeBox[]): SnapTargets {
  const vertical = [0, page.width / 2, page.width];
  const horizontal = [0, page.height / 2, page.height];
  for (const box of others) {
    vertical.push(box.x, box.x + box.w / 2, box.x + box.w);
    horizontal.push(box.y, box.y + box.h / 2, box.y + box.h);
  }
  return { vertical, horizontal };
}

function snapAxis(start: number, size: number, lines: number[], threshold: number): { offset: number; at: number | null } {
  let best: { offset: number; at: number | null } = { offset: 0, at: null };
  let bestDistance = threshold;
  for (const edge of [start, start + size / 2, start + size]) {
    for (const line of lines) {
      const distance = Math.abs(line - edge);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { offset: line - edge, at: line };
      }
    }
  }
  return best;
}

/**
 * Where a dragged box lands: each axis moves to the nearest target line (its left/centre/right or
 * top/middle/bottom) within `threshold`, and the lines it sits on are returned as guides.
 */
export function snapBox(box: { x: number; y: number; w: number; h: number }, targets: SnapTargets, threshold: number): { x: number; y: number; guides: Guide[] } {
  const x = snapAxis(box.x, box.w, targets.vertical, threshold);
  const y = snapAxis(box.y, box.h, targets.horizontal, threshold);
  const guides: Guide[] = [];
  if (x.at !== null) guides.push({ orientation: 'vertical', at: x.at });
  if (y.at !== null) guides.push({ orientation: 'horizontal', at: y.at });
  return { x: box.x + x.offset, y: box.y + y.offset, guides };
}

/** All nodes of the groups of `ids` (clicking one member of a group selects the group). */
export function expandToGroups(ids: string[], nodes: { id: string; group: string | null }[]): string[] {
  const groups = new Set(nodes.filter((node) => ids.includes(node.id) && node.group).map((node) => node.group));
  return nodes.filter((node) => ids.includes(node.id) || (node.group !== null && groups.has(node.group))).map((node) => node.id);
}
