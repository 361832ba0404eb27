import { describe, expect, it } from 'vitest';
import { ReadsBeforeControl } from './reads-before-control';

describe('ReadsBeforeControl', () => {
  it('holds the calls sent while no worker controls the page, and hands them over once', () => {
    let controlled = false;
    const reads = new ReadsBeforeControl(() => controlled, true);
    reads.note('{"func":"getList"}');
    reads.note('{"func":"navList"}');
    controlled = true;
    reads.note('{"func":"getAttrListV50"}');
    expect(reads.takeAll()).toEqual(['{"func":"getList"}', '{"func":"navList"}']);
    expect(reads.takeAll()).toEqual([]);
  });

  it('holds nothing after the hand-over, even if the page loses its worker', () => {
    let controlled = false;
    const reads = new ReadsBeforeControl(() => controlled, true);
    reads.takeAll();
    reads.note('{"func":"getList"}');
    controlled = true;
    expect(reads.takeAll()).toEqual([]);
  });

  it('keeps only the latest calls when a long first visit sends many', () => {
    const reads = new ReadsBeforeControl(() => false, true, 3);
    for (const page of [1, 2, 3, 4, 5]) reads.note(`{"p":${page}}`);
    expect(reads.takeAll()).toEqual(['{"p":3}', '{"p":4}', '{"p":5}']);
  });

  it('holds nothing where no worker can control the page (development, no service workers)', () => {
    const reads = new ReadsBeforeControl(() => false, false);
    reads.note('{"func":"getList"}');
    expect(reads.takeAll()).toEqual([]);
  });
});
