/** Spec §2 scroll rules as a pure decision, so they can be tested without a browser. */

export type ScrollAction =
  | { kind: 'restore'; y: number }
  | { kind: 'anchor'; id: string }
  | { kind: 'keep' }
  | { kind: 'top' };

/** `heavy=load` (more results appended) and `heavy=ins` keep the reader where they were. */
const KEEP_POSITION = new Set(['load', 'ins']);

export interface ScrollInput {
  /** 'POP' for Back/Forward and the first load, else 'PUSH' / 'REPLACE'. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** Where the page was last scrolled to in this history entry, if it was seen before. */
  savedY: number | undefined;
  hash: string;
  search: string;
}

export function scrollActionFor({ navigationType, savedY, hash, search }: ScrollInput): ScrollAction {
  if (navigationType === 'POP' && savedY !== undefined) return { kind: 'restore', y: savedY };
  const id = anchorId(hash);
  if (id) return { kind: 'anchor', id };
  if (KEEP_POSITION.has(new URLSearchParams(search).get('heavy') ?? '')) return { kind: 'keep' };
  return { kind: 'top' };
}

function anchorId(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
