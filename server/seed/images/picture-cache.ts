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
    const packed = await readFile(`${path}.entry`).catch(() => null);
    if (packed === null || packed.length < 4) return null;
    const headerEnd = 4 + packed.readUInt32BE(0);
    if (headerEnd > packed.length) return null;
    const entry = parseEntry(packed.subarray(4, headerEnd).toString('utf8'));
    if (!entry) return null;
    let offset = headerEnd;
    const files = entry.files.map(({ key, length }) => ({ key, bytes: packed.subarray(offset, (offset += length)) }));
    if (offset !== packed.length) return null;
    const descriptor = entry.image.descriptor && Float32Array.from(entry.image.descriptor);
    return { image: { ...entry.image, descriptor }, files };
  }

  private async write(path: string, image: RenderedImage, files: { key: string; bytes: Buffer }[]) {
    const entry: Entry = {
      image: { ...image, descriptor: image.descriptor && Array.from(image.descriptor) },
      files: files.map(({ key, bytes }) => ({ key, length: bytes.length })),
    };
    const header = Buffer.from(JSON.stringify(entry));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    // One file, renamed into place whole: the list of files and their bytes always come from the
    // same rendering (two processes rendering one picture put its copies in different orders).
    const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temp, Buffer.concat([length, header, ...files.map((file) => file.bytes)]));
    await rename(temp, `${path}.entry`);
  }
}

/** An entry's header, or null when it was damaged (a cut-short file, another tool's file). */
function parseEntry(json: string): Entry | null {
  try {
    return JSON.parse(json) as Entry;
  } catch {
    return null;
  }
}
