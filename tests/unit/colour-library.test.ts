import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { codeKey, generateColoretto } from '../../src/shared/colour/coloretto';
import { deltaE2000 } from '../../src/shared/colour/delta-e';
import { familyOf } from '../../src/shared/colour/families';
import { hexToRgb } from '../../src/shared/colour/hex';
import { labToLch, rgbToLab } from '../../src/shared/colour/lab';
import { NearestColourIndex } from '../../src/shared/colour/nearest';
import { candidateBins, labBin, MATCH_DELTA_E } from '../../src/shared/colour/item-index';
import { colorettoMigrationSql } from '../../server/colour/coloretto-migration';

const library = generateColoretto();
const labs = library.map((colour) => ({ colour, lab: rgbToLab(hexToRgb(colour.hex)) }));

/** Deterministic pseudo-random colours for property checks. */
function* randomColours(n: number, seed = 42) {
  let state = seed;
  const next = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < n; i++) yield { r: Math.floor(next() * 256), g: Math.floor(next() * 256), b: Math.floor(next() * 256) };
}

describe('Coloretto library', () => {
  it('has a few thousand colours with unique codes and names', () => {
    expect(library.length).toBeGreaterThan(2500);
    expect(library.length).toBeLessThan(4000);
    expect(new Set(library.map((c) => c.code)).size).toBe(library.length);
    expect(new Set(library.map((c) => codeKey(c.code))).size).toBe(library.length);
    expect(new Set(library.map((c) => c.name_zh)).size).toBe(library.length);
    expect(new Set(library.map((c) => c.name_en)).size).toBe(library.length);
  });

  it('keeps its codes stable: the code is the grid position', () => {
    const scarlet = library.find((c) => c.code === 'CL-030-50-064');
    expect(scarlet).toMatchObject({ name_zh: '暮纯正红', name_en: 'Dusk Pure Scarlet' });
    const lch = labToLch(rgbToLab(hexToRgb(scarlet!.hex)));
    expect(lch.L).toBeCloseTo(50, 0);
    expect(lch.C).toBeCloseTo(64, 0);
    expect(lch.h).toBeCloseTo(30, 0);
    expect(library[0]).toMatchObject({ code: 'CL-N-00', name_zh: '黑', hex: '#000000' });
    expect(library.find((c) => c.code === 'CL-N-100')).toMatchObject({ name_zh: '白', hex: '#FFFFFF' });
  });

  it('is generated deterministically into migration 041 (the file is the generator output)', async () => {
    const file = await readFile(new URL('../../server/db/migrations/041_coloretto_library.sql', import.meta.url), 'utf8');
    expect(file).toBe(colorettoMigrationSql());
  });

  it('covers the sRGB gamut closely: any colour is within a small ΔE00 of the library', () => {
    const index = new NearestColourIndex(labs, (entry) => entry.lab);
    const distances = [...randomColours(2000)].map((rgb) => index.nearest(rgbToLab(rgb), 1)[0]!.deltaE);
    distances.sort((a, b) => a - b);
    expect(distances[Math.floor(distances.length / 2)]).toBeLessThan(3);
    expect(distances.at(-1)).toBeLessThan(8);
  });
});

describe('nearest colour by CIEDE2000', () => {
  const index = new NearestColourIndex(labs, (entry) => entry.lab);

  it('returns exactly what a full scan returns, closest first', () => {
    for (const rgb of randomColours(300, 7)) {
      const lab = rgbToLab(rgb);
      const brute = labs.map((entry) => deltaE2000(lab, entry.lab)).sort((a, b) => a - b);
      const found = index.nearest(lab, 5);
      expect(found.map((m) => m.deltaE)).toEqual(brute.slice(0, 5));
    }
  });
});

describe('item colour cells', () => {
  it('never misses a colour within the match distance', () => {
    for (const rgb of randomColours(200, 3)) {
      const query = rgbToLab(rgb);
      const cells = new Set(candidateBins(query).map((b) => b.bin));
      for (const other of randomColours(400, rgb.r * 7 + rgb.g)) {
        const lab = rgbToLab(other);
        if (deltaE2000(query, lab) <= MATCH_DELTA_E) expect(cells.has(labBin(lab))).toBe(true);
      }
    }
  });

  it('lists the nearest cells first', () => {
    const cells = candidateBins(rgbToLab(hexToRgb('#C0392B')));
    expect(cells[0]!.bin).toBe(labBin(rgbToLab(hexToRgb('#C0392B'))));
    expect(cells.every((cell, i) => i === 0 || cells[i - 1]!.distance <= cell.distance)).toBe(true);
  });
});

describe('colour families', () => {
  it.each([
    ['#000000', 'black'],
    ['#808080', 'grey'],
    ['#FFFFFF', 'white'],
    ['#F5F5DC', 'beige'],
    ['#8B4513', 'brown'],
    ['#C0392B', 'red'],
    ['#FFC0CB', 'pink'],
    ['#FFA500', 'orange'],
    ['#FFFF00', 'yellow'],
    ['#008000', 'green'],
    ['#00CED1', 'cyan'],
    ['#0000FF', 'blue'],
    ['#800080', 'purple'],
  ])('%s is %s', (hex, family) => expect(familyOf(rgbToLab(hexToRgb(hex)))).toBe(family));
});
