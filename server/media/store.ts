import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media bytes live. Keys are server-generated ("ab/abcdef….webp"), never user input.
 * The local disk (LocalDiskStore, the default) or an S3-compatible bucket (S3Store in
 * s3-store.ts), chosen by MEDIA_STORE (openMediaStore in open-store.ts).
 */
export interface MediaStore {
  /** 'disk' or 's3', for /status (never a path, bucket or credential). */
  readonly driver: 'disk' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Whether the store answers at all (for /status); never throws. */
  reachable(): Promise<boolean>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;

/** Throws unless `key` is a well-formed media key (server-generated, no `..`). */
export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
  return key;
}

export class LocalDiskStore implements MediaStore {
  readonly driver = 'disk' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file behind a key (throws for a malformed key or one that would leave the store). */
  pathOf(key: string): string {
    const path = resolve(join(this.root, checkKey(key)));
    if (!path.startsWith(this.root + sep)) throw new Error(`Media key escapes the store: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a crash never leaves a half-written file under the real key.
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
  }

  async read(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async reachable(): Promise<boolean> {
    try {
      // A fresh installation has no media directory yet: its parent must be there and writable.
      await mkdir(this.root, { recursive: true });
      await access(this.root);
      return true;
    } catch {
      return false;
    }
  }

  /** Every stored key with its size, in no particular order (media:migrate walks the store with it). */
  async *entries(): AsyncGenerator<{ key: string; bytes: number }> {
    const walk = async function* (dir: string, root: string): AsyncGenerator<{ key: string; bytes: number }> {
      let names;
      try {
        names = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of names) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(path, root);
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
          const key = relative(root, path).split(sep).join('/');
          if (KEY_PATTERN.test(key) && !key.includes('..')) yield { key, bytes: (await stat(path)).size };
        }
      }
    };
    yield* walk(this.root, this.root);
  }
}
