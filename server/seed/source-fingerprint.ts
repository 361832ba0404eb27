import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../repo-root';

/**
 * A short hash of the named repository files and folders (every file below a folder, by path and
 * bytes): what seeded data and rendered pictures are keyed by, so a change to the code that made
 * them makes them afresh. A path that does not exist hashes as missing, not as an error.
 */
export async function sourceFingerprint(paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of paths) {
    const absolute = join(REPO_ROOT, path);
    const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(() => null);
    const files = entries
      ? entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort()
      : [absolute];
    for (const file of files) {
      const bytes = await readFile(file).catch(() => Buffer.from('missing'));
      hash.update(relative(REPO_ROOT, file)).update('\0').update(bytes).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}
