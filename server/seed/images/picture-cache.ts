import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from '../../media/store';
import { sourceFingerprint } from '../source-fingerprint';
import type { ImageSpec } from './compositions';
import { renderImage, type RenderedImage } from './render';

/** What a rendered picture depends on besides its drawing: the renderer, the encoders (lock file), the colour maths. */
const RENDER_SOURCES = ['server/seed/images', 'server/media', 'src/shared', 'package-lock.json'];
const STALE_AFTER_MS = 86_400_000;

type RenderOptions = Parameters<typeof renderImage>[3];

interface Entry {
  image: Omit<RenderedImage, 'descriptor'> & { descriptor: number[] | null };
  /** The stored objects, in order, with their lengths in the entry's .bin file. */
  files: { key: string; length: number }[];
}

/**
 * Rendered demo pictures kept on disk between seedings (SEED_PICTURE_CACHE). A picture is its
 * drawing, id and options rendered by this code: seeding the same catalogue again — a test, a
 * second e2e catalogue, `npm run seed -- --reset` — copies the stored files instead of encoding
 * AVIF and WebP again (most of a seed's CPU). Entries live under a fingerprint of the render code,
 * so a change to it renders afresh. Writes are atomic renames: processes may share one directory.
 */
export class PictureCache {
  /** Pictures this instance copied from the cache, and rendered (and kept). */
  readonly counts = { copied: 0, rendered: 0 };

  private constructor(private readonly dir: string) {}

  static async open(root: string): Promise<PictureCache> {
    const fingerprint = await sourceFingerprint(RENDER_SOURCES);
    await mkdir(join(root, fingerprint), { recursive: true });
    // Each change to the render code starts a new directory (≈ 50 MB for the e2e catalogues):
    // those nobody wrote to for a day go.
    for (const name of await readdir(root)) {
      const made = name === fingerprint ? null : await stat(join(root, name)).catch(() => null);
      if (made && Date.now() - made.mtimeMs > STALE_AFTER_MS) await rm(join(root, name), { recursive: true, force: true });
    }
    return new PictureCache(join(root, fingerprint));
  }

  /** `renderImage`, from the cache when this drawing was rendered before. */
  async render(spec: ImageSpec, id: string, media: MediaStore, options: RenderOptions = {}): Promise<RenderedImage> {
    const name = createHash('sha256').update(JSON.stringify([id, spec, options])).digest('hex').slice(0, 32);
    const path = join(this.dir, name);
    const cached = await this.read(path);
    if (cached) {
      await Promise.all(cached.files.map(({ key, bytes }) => media.put(key, bytes)));
      this.counts.copied++;
      return cached.image;
    }
    const files: { key: string; bytes: Buffer }[] = [];
    const recording: MediaStore = {
      driver: media.driver,
      put: (key, bytes) => (files.push({ key, bytes }), media.put(key, bytes)),
      read: (key) => media.read(key),
      size: (key) => media.size(key),
      remove: (key) => media.remove(key),
      reachable: () => media.reachable(),
    };
    const image = await renderImage(spec, id, recording, options);
    // Keeping it is a saving, not part of seeding: a full disk or a removed directory costs the next seeding time only.
    await this.write(path, image, files).catch(() => undefined);
    this.counts.rendered++;
    return image;
  }

  private async read(path: string): Promise<{ image: RenderedImage; files: { key: string; bytes: Buffer }[] } | null> {
    const [json, bin] = await Promise.all([readFile(`${path}.json`, 'utf8').catch(() => null), readFile(`${path}.bin`).catch(() => null)]);
    if (json === null || bin === null) return null;
    const entry = JSON.parse(json) as Entry;
    let offset = 0;
    const files = entry.files.map(({ key, length }) => ({ key, bytes: bin.subarray(offset, (offset += length)) }));
    if (offset !== bin.length) return null;
    const descriptor = entry.image.descriptor && Float32Array.from(entry.image.descriptor);
    return { image: { ...entry.image, descriptor }, files };
  }

  private async write(path: string, image: RenderedImage, files: { key: string; bytes: Buffer }[]) {
    const entry: Entry = {
      image: { ...image, descriptor: image.descriptor && Array.from(image.descriptor) },
      files: files.map(({ key, bytes }) => ({ key, length: bytes.length })),
    };
    const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    // The bytes first: an entry is read only once its JSON is there.
    await writeFile(`${temp}.bin`, Buffer.concat(files.map((file) => file.bytes)));
    await rename(`${temp}.bin`, `${path}.bin`);
    await writeFile(`${temp}.json`, JSON.stringify(entry));
    await rename(`${temp}.json`, `${path}.json`);
  }
}

