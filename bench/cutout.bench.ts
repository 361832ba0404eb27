/**
 * `npm run bench -- cutout` (issue #13 item 3): background removal on composites with a known
 * alpha — garment and figure cut-outs over plain, busy (wallpaper) and cluttered backgrounds, built
 * by tests/support/cutout-composites.ts — without strokes: IoU of the cut (alpha ≥ 128) against the
 * truth, and time per image in Node. Goals: IoU ≥ 0.95 on plain backgrounds, ≥ 0.85 on busy ones.
 * Options: --labels=N composites per shape and background (default 4).
 */
import { cpus, loadavg } from 'node:os';
import { cutoutAlpha, maskIoU } from '../src/shared/image-tools/cutout';
import { cutoutComposite, type BackgroundKind, type SubjectShape } from '../tests/support/cutout-composites';
import { writeDocsSection } from './docs-section';

const LABELS = Number(process.argv.find((arg) => arg.startsWith('--labels='))?.split('=')[1] ?? 4);
const SHAPES: SubjectShape[] = ['tshirt', 'dress', 'figure'];
const BACKGROUNDS: BackgroundKind[] = ['plain', 'busy', 'cluttered'];
const GOALS: Partial<Record<BackgroundKind, number>> = { plain: 0.95, busy: 0.85 };
const load = loadavg();

const results = new Map<BackgroundKind, { ious: number[]; ms: number[] }>(BACKGROUNDS.map((kind) => [kind, { ious: [], ms: [] }]));
const rows: string[] = [];
for (const shape of SHAPES) {
  const cells: string[] = [];
  for (const background of BACKGROUNDS) {
    const ious: number[] = [];
    for (let label = 0; label < LABELS; label++) {
      const { picture, alpha } = cutoutComposite(shape, background, `bench-${label}`);
      const started = performance.now();
      const cut = cutoutAlpha(picture);
      results.get(background)!.ms.push(performance.now() - started);
      ious.push(maskIoU(cut, alpha));
    }
    results.get(background)!.ious.push(...ious);
    cells.push(`${(ious.reduce((a, b) => a + b, 0) / ious.length).toFixed(3)} (min ${Math.min(...ious).toFixed(3)})`);
  }
  rows.push(`| ${shape} | ${cells.join(' | ')} |`);
  console.log(rows.at(-1));
}

const summary = BACKGROUNDS.map((background) => {
  const { ious, ms } = results.get(background)!;
  const mean = ious.reduce((a, b) => a + b, 0) / ious.length;
  const goal = GOALS[background];
  const verdict = goal === undefined ? 'no goal (strokes are the fix)' : mean >= goal ? `goal ${goal} met on the mean` : `goal ${goal} not met`;
  return `| ${background} | ${mean.toFixed(3)} | ${Math.min(...ious).toFixed(3)} | ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)} ms | ${verdict} |`;
});

const section = [
  '## Background removal (issue #13 item 3) — `npm run bench -- cutout`',
  '',
  `${new Date().toISOString().slice(0, 10)}: src/shared/image-tools/cutout.ts on 480×600 composites with a known alpha (${LABELS} per shape and background), no strokes; ` +
    `IoU of alpha ≥ 128 against the truth; time per image in Node. ${cpus().length} cores, load average at the start ${load.map((n) => n.toFixed(1)).join(' / ')}.`,
  '',
  '| shape (mean IoU, worst) | plain | busy (wallpaper) | cluttered (discs) |',
  '| --- | ---: | ---: | ---: |',
  ...rows,
  '',
  '| background | mean IoU | worst | time per image | goal |',
  '| --- | ---: | ---: | ---: | --- |',
  ...summary,
].join('\n');
await writeDocsSection('cutout', section);
console.log(`\n${section}`);
