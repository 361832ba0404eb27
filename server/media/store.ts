import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media bytes live. Keys are server-generated ("ab/abcdef….webp"), never user input.
 * Local disk today; an S3-compatible store implements the same four methods.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,199}$/;

export class LocalDiskStore implements MediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
    const path = resolve(join(this.root, key));
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
}
