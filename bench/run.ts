/**
 * `npm run bench`: runs every bench/*.bench.ts, one after another, each in its own Node process
 * (a bench's memory, GC flags and open handles cannot disturb the next one). Each module prints
 * its own table. Arguments filter by file name: `npm run bench -- content` runs content.bench.ts;
 * options (`--name=value` or `--name value`) go to every bench that runs:
 * `npm run bench -- load --soak-seconds=120`.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filters: string[] = [];
const options: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (!arg.startsWith('--')) filters.push(arg);
  else if (arg.includes('=') || i + 1 >= args.length || args[i + 1]!.startsWith('--')) options.push(arg);
  else options.push(`${arg}=${args[++i]}`);
}
const modules = (await readdir(dir))
  .filter((file) => file.endsWith('.bench.ts'))
  // A filter naming a bench exactly runs that one ("load" is not "download"); otherwise any file containing it.
  .filter((file, _, all) =>
    filters.length === 0 || filters.some((filter) => (all.includes(`${filter}.bench.ts`) ? file === `${filter}.bench.ts` : file.includes(filter))),
  )
  .sort();

if (modules.length === 0) {
  console.error(`No bench module matches ${filters.join(', ') || '*.bench.ts'} in ${dir}`);
  process.exit(1);
}

const failed: string[] = [];
for (const file of modules) {
  console.log(`\n=== ${file} ===\n`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...options], { stdio: 'inherit' });
    child.on('exit', resolve);
  });
  if (code !== 0) failed.push(`${file} (exit ${code})`);
}

if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
