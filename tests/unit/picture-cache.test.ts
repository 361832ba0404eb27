import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../../server/media/store';
import { poolImage } from '../../server/seed/images/compositions';
import { PictureCache } from '../../server/seed/images/picture-cache';
import { renderImage, seedMediaId } from '../../server/seed/images/render';
import { Rng } from '../../server/seed/prng';
import { storedFiles } from '../support/stored-files';

const pictures = (['garment', 'street'] as const).map((kind, i) => ({
  id: seedMediaId(`picture-cache-test:${kind}`),
  spec: poolImage(kind, Rng.of(7, 'picture-cache-test', i), { season: '2026春夏' }),
  options: { describe: i === 0 },
}));

let root: string;
const storeDirs: string[] = [];
const newStore = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'picture-cache-store-'));
  storeDirs.push(dir);
  return { dir, store: new LocalDiskStore(dir) };
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'picture-cache-'));
});
afterAll(async () => {
  await Promise.all([root, ...storeDirs].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the seed picture cache', () => {
  it('gives a later seeding the pictures an earlier one rendered: the same records and the same stored files', async () => {
    const fresh = await newStore();
    const rendered = await Promise.all(pictures.map(({ spec, id, options }) => renderImage(spec, id, fresh.store, options)));

    const firstCache = await PictureCache.open(root);
    const filling = await newStore();
    for (const { spec, id, options } of pictures) await firstCache.render(spec, id, filling.store, options);
    expect(firstCache.counts).toEqual({ copied: 0, rendered: 2 });

    const laterCache = await PictureCache.open(root);
    const copied = await newStore();
    const fromCache = await Promise.all(pictures.map(({ spec, id, options }) => laterCache.render(spec, id, copied.store, options)));
    expect(laterCache.counts).toEqual({ copied: 2, rendered: 0 });
    expect(fromCache).toEqual(rendered);
    expect(fromCache[0]!.descriptor).toBeInstanceOf(Float32Array);
    expect(await storedFiles(copied.dir)).toEqual(await storedFiles(fresh.dir));
  });

  it('renders again what it cannot use: another drawing, other options, or a damaged entry', async () => {
    const cache = await PictureCache.open(root);
    const { spec, id } = pictures[0]!;
    const { store } = await newStore();
    await cache.render({ ...spec, svg: spec.svg.replace('</svg>', '<rect width="1" height="1"/></svg>') }, id, store, { describe: true });
    await cache.render(spec, id, store, { describe: false });
    expect(cache.counts).toEqual({ copied: 0, rendered: 2 });

    const [dir] = await readdir(root);
    for (const name of (await readdir(join(root, dir!))).filter((file) => file.endsWith('.entry'))) await writeFile(join(root, dir!, name), 'cut short');
    const { dir: afterDamage, store: storeAfterDamage } = await newStore();
    const { dir: reference, store: referenceStore } = await newStore();
    expect(await cache.render(spec, id, storeAfterDamage, { describe: true })).toEqual(await renderImage(spec, id, referenceStore, { describe: true }));
    expect(cache.counts.rendered).toBe(3);
    expect(await storedFiles(afterDamage)).toEqual(await storedFiles(reference));
  });

  it('keeps each copy with its own bytes when several seedings render one picture at once', async () => {
    // Seedings run side by side (the e2e templates, both database engines of the server suite) and
    // each stores a picture's copies in the order its encoders finished: an entry must never pair
    // one rendering's list of files with another's bytes.
    const shared = await mkdtemp(join(tmpdir(), 'picture-cache-shared-'));
    storeDirs.push(shared);
    const { spec, id, options } = pictures[1]!;
    const { dir: reference, store: referenceStore } = await newStore();
    await renderImage(spec, id, referenceStore, options);
    for (let round = 0; round < 5; round++) {
      const racers = await Promise.all([1, 2, 3, 4].map(() => PictureCache.open(shared)));
      await Promise.all(racers.map(async (cache) => cache.render(spec, id, (await newStore()).store, options)));
      const later = await PictureCache.open(shared);
      const { dir, store } = await newStore();
      await later.render(spec, id, store, options);
      expect(later.counts.copied).toBe(1);
      expect(await storedFiles(dir)).toEqual(await storedFiles(reference));
    }
  });

  it('drops the pictures of render code nobody seeded with for a day, keeps the rest', async () => {
    const shelf = await mkdtemp(join(tmpdir(), 'picture-cache-shelf-'));
    storeDirs.push(shelf);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await mkdir(join(shelf, 'old-code'));
    await utimes(join(shelf, 'old-code'), twoDaysAgo, twoDaysAgo);
    await mkdir(join(shelf, 'other-branch'));
    await PictureCache.open(shelf);
    const kept = await readdir(shelf);
    expect(kept).not.toContain('old-code');
    expect(kept).toContain('other-branch');
    expect(kept).toHaveLength(2);
  });
});
