/**
 * `npm run bench -- picture-search` (issue #13 item 5): recall@10 of search by picture for edited
 * catalogue pictures. The catalogue is the seed's picture pool (every kind of picture the demo
 * items use, rendered as the seed renders them); each picture is then cropped, shrunk or
 * recoloured as a member's screenshot or photo would be, and searched for among all of them.
 *
 * Two query paths: "server" describes the query as the seed describes catalogue pictures (sharp's
 * reduction), "browser" as the picture-search worker does (a bilinear canvas-like reduction to
 * 256 px); offline search compares browser queries with the descriptors the pack carries, which
 * are the server's. Ablation: the colour block alone, which is about what the page's former
 * search (the dominant colour's swatch) could tell apart.
 * Options: --pictures=N (default 200).
 */
import { cpus, loadavg } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { POOL_KINDS, poolImage } from '../server/seed/images/compositions';
import { Rng } from '../server/seed/prng';
import { DESCRIPTOR_SIDE, describePicture } from '../src/shared/image-search/descriptor';
import { writeDocsSection } from './docs-section';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PICTURES = option('pictures', 200);
const COLOUR_DIMENSIONS = 144;
const load = loadavg();

async function pixels(picture: Sharp) {
  const { data, info } = await picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
const serverPath = async (jpeg: Buffer) => describePicture(await pixels(sharp(jpeg).resize({ width: DESCRIPTOR_SIDE * 4, height: DESCRIPTOR_SIDE * 4, fit: 'inside' })));
const browserPath = async (jpeg: Buffer) => describePicture(await pixels(sharp(jpeg).resize({ width: 256, height: 256, fit: 'inside', kernel: 'linear' })));

console.log(`rendering ${PICTURES} seed pictures …`);
const catalogue: Buffer[] = [];
for (let i = 0; i < PICTURES; i++) {
  const kind = POOL_KINDS[i % POOL_KINDS.length]!;
  const spec = poolImage(kind, Rng.of(20240604, 'bench-pool', kind, i), { season: '2026春夏' });
  catalogue.push(await sharp(Buffer.from(spec.svg)).jpeg({ quality: 86 }).toBuffer());
}
const indexStarted = performance.now();
const index = await Promise.all(catalogue.map(serverPath));
const describeMs = (performance.now() - indexStarted) / PICTURES;

const fraction = (jpeg: Buffer, left: number, top: number, share: number) =>
  sharp(jpeg)
    .metadata()
    .then(({ width, height }) =>
      sharp(jpeg).extract({ left: Math.round(width! * left), top: Math.round(height! * top), width: Math.round(width! * share), height: Math.round(height! * share) }),
    );
const EDITS: Record<string, (jpeg: Buffer) => Promise<Sharp>> = {
  'crop: centre 70 %': (jpeg) => fraction(jpeg, 0.15, 0.15, 0.7),
  'crop: off-centre 60 %': (jpeg) => fraction(jpeg, 0, 0.1, 0.6),
  'rescale: 40 %': async (jpeg) => sharp(jpeg).resize({ width: 200 }),
  'colour shift: hue +30°': async (jpeg) => sharp(jpeg).modulate({ hue: 30 }),
  'colour shift: brighter, less saturated': async (jpeg) => sharp(jpeg).modulate({ brightness: 1.15, saturation: 0.8 }),
};

function rankOf(query: Float32Array, target: number, dimensions: number): number {
  const scores = index.map((candidate) => {
    let dot = 0;
    let qq = 0;
    let cc = 0;
    for (let k = 0; k < dimensions; k++) {
      dot += candidate[k]! * query[k]!;
      qq += query[k]! ** 2;
      cc += candidate[k]! ** 2;
    }
    return dot / Math.sqrt(qq * cc || 1);
  });
  const own = scores[target]!;
  return scores.filter((score, i) => i !== target && score > own).length;
}

const rows: string[] = [];
for (const [name, edit] of Object.entries(EDITS)) {
  const hits = { server: 0, browser: 0, colourOnly: 0, top1: 0 };
  for (let i = 0; i < PICTURES; i++) {
    const edited = await (await edit(catalogue[i]!)).jpeg({ quality: 85 }).toBuffer();
    const [server, browser] = await Promise.all([serverPath(edited), browserPath(edited)]);
    if (rankOf(server, i, server.length) < 10) hits.server++;
    const browserRank = rankOf(browser, i, browser.length);
    if (browserRank < 10) hits.browser++;
    if (browserRank === 0) hits.top1++;
    if (rankOf(browser, i, COLOUR_DIMENSIONS) < 10) hits.colourOnly++;
  }
  const share = (n: number) => (n / PICTURES).toFixed(3);
  rows.push(`| ${name} | ${share(hits.server)} | ${share(hits.browser)} | ${share(hits.top1)} | ${share(hits.colourOnly)} |`);
  console.log(rows.at(-1));
}

const section = [
  '## Search by picture (issue #13 item 5) — `npm run bench -- picture-search`',
  '',
  `${new Date().toISOString().slice(0, 10)}: ${PICTURES} seed pictures (all ${POOL_KINDS.length} kinds the demo items use), each edited and searched for among all ${PICTURES}. ` +
    `${cpus().length} cores, load average at the start ${load.map((n) => n.toFixed(1)).join(' / ')}. Describing one picture: ${describeMs.toFixed(1)} ms (Node, after sharp's reduction).`,
  '',
  '| edit | recall@10, online (server path) | recall@10, browser / offline path | top-1, browser path | recall@10, colour block only (ablation) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  'The repository holds no real photographs (the seed draws its pictures), so these are the seed\'s garment, street, runway, swatch, pattern, moodboard and chart pictures.',
].join('\n');
await writeDocsSection('picture-search', section);
console.log(`\n${section}`);
