import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { DocThumbnail } from '../../src/components/doc-thumbnail/DocThumbnail';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const UPLOAD = '/media/u-0f8fad5b-d9cb-469f-a165-70867728950e';
const picture = (paint: string) => ({ kind: 'picture' as const, x: 0, y: 0, w: 300, h: 400, rotation: 0, paint });

function render() {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(<DocThumbnail label="作品" thumbnail={{ width: 600, height: 400, background: '#FFFFFF', elements: [picture(UPLOAD), picture('/media/img7')] }} />));
  return [...container.querySelectorAll('image')];
}

it('draws a member upload from its thumbnail and a catalogue picture from its display copy', () => {
  const [upload, catalogue] = render();
  expect(upload!.getAttribute('href')).toBe(`${UPLOAD}/thumb`);
  expect(catalogue!.getAttribute('href')).toBe('/media/img7');
});

it('falls back to the full picture kept on the device while the upload has no thumbnail on the server', () => {
  const [upload] = render();
  act(() => upload!.dispatchEvent(new Event('error')));
  expect(upload!.getAttribute('href')).toBe(UPLOAD);
});
