import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const DOCS = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

/** The markers around a bench's own section of docs/benchmarks.md. */
export const sectionMarkers = (bench: string) => ({
  begin: `<!-- ${bench}-bench:begin (written by \`npm run bench -- ${bench}\`) -->`,
  end: `<!-- ${bench}-bench:end -->`,
});

/** Replaces the bench's marked section of docs/benchmarks.md with `section` (appended when not there yet). */
export async function writeDocsSection(bench: string, section: string): Promise<void> {
  const { begin, end } = sectionMarkers(bench);
  const docs = await readFile(DOCS, 'utf8');
  const block = `${begin}\n${section}\n${end}`;
  const start = docs.indexOf(begin);
  const stop = docs.indexOf(end);
  const next = start >= 0 && stop > start ? `${docs.slice(0, start)}${block}${docs.slice(stop + end.length)}` : `${docs.trimEnd()}\n\n${block}\n`;
  await writeFile(DOCS, next);
}
