import type { NewElement } from '../../shared/design-doc';

/** What the side panel hands to the canvas (drag data, or a tap). */
export type PanelItem =
  | { kind: 'picture'; src: string; ratio: number }
  | { kind: 'swatch'; hex: string; code: string; name: string }
  | { kind: 'text'; role: 'title' | 'body'; text: string }
  | { kind: 'shape'; shape: 'rect' | 'ellipse' }
  | { kind: 'line' };

export const PANEL_DRAG_PREFIX = 'trendloom-layout:';
export const panelDragData = (item: PanelItem) => PANEL_DRAG_PREFIX + JSON.stringify(item);
export function panelItemOf(data: string): PanelItem | null {
  if (!data.startsWith(PANEL_DRAG_PREFIX)) return null;
  try {
    return JSON.parse(data.slice(PANEL_DRAG_PREFIX.length)) as PanelItem;
  } catch {
    return null;
  }
}

/** The element a panel item becomes, centred on `at` (a third of the page wide for pictures). */
export function elementOf(item: PanelItem, at: { x: number; y: number }, page: { width: number }): NewElement {
  const place = (w: number, h: number) => ({ x: Math.round(at.x - w / 2), y: Math.round(at.y - h / 2), w, h });
  switch (item.kind) {
    case 'picture': {
      const w = Math.round(page.width / 3);
      return { kind: 'picture', ...place(w, Math.round(w / (item.ratio || 1))), src: item.src, crop: { x: 0, y: 0, w: 1, h: 1 } };
    }
    case 'swatch':
      return { kind: 'swatch', ...place(120, 160), hex: item.hex, code: item.code, name: item.name };
    case 'text':
      return item.role === 'title'
        ? { kind: 'text', ...place(480, 60), text: item.text, fontSize: 40, fill: '#222222', bold: true, align: 'left' }
        : { kind: 'text', ...place(360, 80), text: item.text, fontSize: 18, fill: '#333333', bold: false, align: 'left' };
    case 'shape':
      return { kind: 'shape', ...place(160, 160), shape: item.shape, fill: '#F2EDE4', stroke: '' };
    case 'line':
      return { kind: 'line', ...place(300, 0), stroke: '#222222', strokeWidth: 2 };
  }
}
