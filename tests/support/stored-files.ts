import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file stored under a media directory, by path, as a digest of its bytes. */
export async function storedFiles(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const digests = await Promise.all(files.map(async (entry) => createHash('sha256').update(await readFile(join(entry.parentPath, entry.name))).digest('hex')));
  return Object.fromEntries(files.map((entry, i) => [relative(dir, join(entry.parentPath, entry.name)), digests[i]!]));
}
