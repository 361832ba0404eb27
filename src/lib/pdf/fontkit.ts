import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

type Subset = ReturnType<fontkit.Font['createSubset']> & { encode(): Uint8Array };

/**
 * Upstream fontkit 2 registered with pdf-lib in place of @pdf-lib/fontkit: that fork (1.1.1, the
 * last) writes CID-keyed CFF subsets (Noto Sans CJK, Source Han) that PDF readers reject, and
 * corrupts TrueType subsets' loca table (pdf-lib#1232), both fixed upstream. The one API gap:
 * pdf-lib reads a subset through `encodeStream()` (a Node stream), upstream offers `encode()`.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes as Buffer) as fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset: () => {
        const subset = createSubset() as Subset;
        return Object.assign(subset, { encodeStream: () => oneChunkStream(() => subset.encode()) });
      },
    });
  },
} as unknown as Fontkit;

/** The part of a readable stream pdf-lib listens to: data, end or error, after the listeners are on. */
function oneChunkStream(encode: () => Uint8Array) {
  const listeners: Partial<Record<'data' | 'end' | 'error', (value?: unknown) => void>> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', listener: (value?: unknown) => void) {
      listeners[event] = listener;
      return stream;
    },
  };
  queueMicrotask(() => {
    try {
      listeners.data?.(encode());
      listeners.end?.();
    } catch (error) {
      listeners.error?.(error);
    }
  });
  return stream;
}
