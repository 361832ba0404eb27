import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutoutAlpha, cutoutSubject, maskIoU } from '../../src/shared/image-tools/cutout';
import { SELFIE_MODEL_BYTES } from '../../src/shared/image-tools/learned-cache';
import { depthInRegion, personFound, priorSeeds, type PersonPrior } from '../../src/shared/image-tools/person-prior';
import { loadSelfieModel, type SelfieModel } from '../../src/shared/image-tools/selfie';
import { cutoutComposite, mannequinSubject } from '../support/cutout-composites';

const MODEL_DIR = fileURLToPath(new URL('../../node_modules/@vladmandic/human/models/', import.meta.url));

/** A prior whose person is the rectangle [x0, x1) × [y0, y1) (0–1 of the picture), probability `p` inside and `q` outside. */
function boxPrior(x0: number, x1: number, y0: number, y1: number, p = 0.98, q = 0.02, side = 64): PersonPrior {
  const probability = new Float32Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const u = (x + 0.5) / side;
      const v = (y + 0.5) / side;
      probability[y * side + x] = u >= x0 && u < x1 && v >= y0 && v < y1 ? p : q;
    }
  return { width: side, height: side, probability };
}

describe('person prior → seeds of the cut (pure)', () => {
  it('finds a person only when enough of the map is confident', () => {
    expect(personFound(boxPrior(0.3, 0.7, 0.2, 0.9))).toBe(true);
    expect(personFound(boxPrior(0.3, 0.7, 0.2, 0.9, 0.6))).toBe(false); // a hunch everywhere: not a person
    expect(personFound(boxPrior(0.5, 0.55, 0.5, 0.55))).toBe(false); // a speck under 2 %
    // A sure core in a wide lukewarm region (what the model half-sees in a garment): not a person.
    const lukewarm = boxPrior(0.2, 0.8, 0.2, 0.9, 0.7);
    const core = boxPrior(0.4, 0.6, 0.3, 0.5);
    for (let i = 0; i < core.probability.length; i++) if (core.probability[i]! > 0.5) lukewarm.probability[i] = 0.98;
    expect(personFound(lukewarm)).toBe(false);
  });

  it('auto: the prior seeds the cut only where the border is no backdrop the classical cut explains', () => {
    const person = boxPrior(0.3, 0.7, 0.2, 0.9);
    const method = (background: 'plain' | 'busy' | 'cluttered', prior?: PersonPrior) =>
      cutoutSubject(cutoutComposite('figure', background, 'method', 120, 150).picture, { prior, rounds: 1 }).method;
    expect(method('cluttered')).toBe('classic');
    expect(method('cluttered', person)).toBe('person');
    expect(method('plain', person)).toBe('classic'); // a smooth studio backdrop
    expect(method('busy', person)).toBe('classic'); // a wallpaper: its sides explain each other
    expect(cutoutSubject(cutoutComposite('figure', 'plain', 'method', 120, 150).picture, { prior: person, alwaysPrior: true, rounds: 1 }).method).toBe('person');
  });

  it('depth: distance to the other region, the picture border being no edge', () => {
    const inside = new Uint8Array(9 * 9);
    for (let y = 2; y < 7; y++) for (let x = 2; x < 7; x++) inside[y * 9 + x] = 1;
    const depth = depthInRegion(inside, 9, 9);
    expect(depth[4 * 9 + 4]).toBeCloseTo(3, 5); // the centre of a 5 × 5 square
    expect(depth[2 * 9 + 4]).toBeCloseTo(1, 5); // its edge
    expect(depth[0]).toBeGreaterThan(2); // the corner of the frame, two cells from the square
  });

  it('definite subject deep inside, definite background far outside, the edge band free, bias by log-odds', () => {
    const { hard, initial, bias } = priorSeeds(boxPrior(0.25, 0.75, 0.2, 1), 100, 100);
    const at = (x: number, y: number) => y * 100 + x;
    expect(hard[at(50, 60)]).toBe(1); // deep in the person
    expect(hard[at(5, 10)]).toBe(-1); // far from it
    expect(hard[at(26, 60)]).toBe(0); // at the model's edge: the cut decides
    expect(hard[at(23, 60)]).toBe(0);
    expect(initial[at(50, 99)]).toBe(1); // the body runs off the bottom edge
    expect(initial[at(10, 50)]).toBe(0);
    expect(bias[at(50, 60)]).toBeGreaterThan(0);
    expect(bias[at(5, 10)]).toBeLessThan(0);
    expect(Math.abs(bias[at(50, 60)]!)).toBeLessThanOrEqual(20); // clamped
  });

  it('strokes override the prior, and the border ring stays subject where the person runs off the frame', () => {
    const { picture } = cutoutComposite('figure', 'plain', 'prior', 120, 150);
    const prior = boxPrior(0.3, 0.7, 0.15, 1);
    // On this studio backdrop auto would cut classically; the prior's seeding is what is tested here.
    const kept = cutoutAlpha(picture, { prior, alwaysPrior: true });
    expect(kept[149 * 120 + 60]).toBeGreaterThanOrEqual(128); // bottom row, inside the person: not cut off by the ring
    const removed = cutoutAlpha(picture, { prior, alwaysPrior: true, strokes: [{ kind: 'remove', points: [0.5, 0.5, 0.5, 0.6], radius: 0.05 }] });
    expect(removed[Math.round(0.55 * 150) * 120 + 60]).toBeLessThan(128);
  });
});

describe('the person model (MediaPipe Selfie Segmentation, TensorFlow.js in Node)', () => {
  let model: SelfieModel;
  beforeAll(async () => {
    await tf.setBackend('cpu');
    const read = async (path: string) => {
      const bytes = await readFile(path);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    };
    model = await loadSelfieModel(tf, { modelJson: `${MODEL_DIR}selfie.json`, weights: `${MODEL_DIR}selfie.bin` }, read);
  });

  it('states the model bytes it bundles', async () => {
    const sizes = await Promise.all([stat(`${MODEL_DIR}selfie.json`), stat(`${MODEL_DIR}selfie.bin`)]);
    expect(sizes[0].size + sizes[1].size).toBe(SELFIE_MODEL_BYTES);
  });

  it('auto: finds the mannequin and, as the prior, cuts it out where the classical cut loses it to a cluttered background', async () => {
    // Discs of colours the border never shows: the border says little about the rest of the background.
    const drawn = await mannequinSubject('straight-walk', 'half', 240, 300);
    const { picture, alpha } = cutoutComposite('straight-walk-half', 'cluttered', 'p', 240, 300, drawn);
    const prior = await model.segment(picture);
    const auto = cutoutSubject(picture, { prior });
    expect(auto.method).toBe('person');
    const classic = maskIoU(cutoutAlpha(picture), alpha);
    expect(maskIoU(auto.alpha, alpha)).toBeGreaterThanOrEqual(0.75);
    expect(maskIoU(auto.alpha, alpha)).toBeGreaterThan(classic + 0.1);
  });

  it('auto: keeps the classical cut of a mannequin on a studio backdrop, where the prior alone loses limbs to its blurred edge', async () => {
    const drawn = await mannequinSubject('straight-walk', 'full', 240, 300);
    const { picture, alpha } = cutoutComposite('straight-walk-full', 'plain', 'p', 240, 300, drawn);
    const prior = await model.segment(picture);
    expect(personFound(prior)).toBe(true);
    const classic = cutoutAlpha(picture);
    const auto = cutoutSubject(picture, { prior });
    expect(auto.method).toBe('classic');
    expect(auto.alpha).toEqual(classic);
    expect(maskIoU(classic, alpha)).toBeGreaterThanOrEqual(0.95);
    expect(maskIoU(cutoutAlpha(picture, { prior, alwaysPrior: true }), alpha)).toBeLessThan(maskIoU(classic, alpha) - 0.05);
  });

  it('half-sees a person in a T-shirt but is not sure of it: the classical cut runs unchanged', async () => {
    // The e2e's T-shirt: the model calls a tenth of the map person but is sure of only a third of that
    // (with the prior it was cut down to its collar).
    const { picture } = cutoutComposite('tshirt', 'plain', 'e2e', 360, 450);
    const prior = await model.segment(picture);
    expect(personFound(prior)).toBe(false);
    expect(cutoutSubject(picture, { prior, alwaysPrior: true })).toEqual(cutoutSubject(picture));
  });
});
