import { describe, expect, it } from 'vitest';
import { scrollActionFor } from './scroll-rules';

const push = { navigationType: 'PUSH' as const, savedY: undefined, hash: '', search: '' };

describe('scrollActionFor', () => {
  it('goes to the top on a new navigation', () => {
    expect(scrollActionFor(push)).toEqual({ kind: 'top' });
    expect(scrollActionFor({ ...push, search: '?heavy=other&p=2' })).toEqual({ kind: 'top' });
  });

  it('keeps the position when heavy is load or ins', () => {
    expect(scrollActionFor({ ...push, search: '?p=2&heavy=load' })).toEqual({ kind: 'keep' });
    expect(scrollActionFor({ ...push, navigationType: 'REPLACE', search: '?heavy=ins' })).toEqual({ kind: 'keep' });
  });

  it('restores the saved position on Back and Forward', () => {
    expect(scrollActionFor({ ...push, navigationType: 'POP', savedY: 1200 })).toEqual({ kind: 'restore', y: 1200 });
    // Even with a hash: the reader had moved on from the anchor.
    expect(scrollActionFor({ ...push, navigationType: 'POP', savedY: 300, hash: '#latest' })).toEqual({ kind: 'restore', y: 300 });
  });

  it('scrolls to the anchor of a hash, decoded', () => {
    expect(scrollActionFor({ ...push, hash: '#latest' })).toEqual({ kind: 'anchor', id: 'latest' });
    expect(scrollActionFor({ ...push, hash: '#%E6%9C%80%E6%96%B0' })).toEqual({ kind: 'anchor', id: '最新' });
    expect(scrollActionFor({ ...push, navigationType: 'POP', hash: '#latest' })).toEqual({ kind: 'anchor', id: 'latest' });
  });

  it('treats a first load without a hash like a new navigation', () => {
    expect(scrollActionFor({ ...push, navigationType: 'POP' })).toEqual({ kind: 'top' });
  });
});
