import { readFile, writeFile } from 'node:fs/promises';
import { API_DOC_PATH, renderApiDoc } from '../api/api-doc';

/** npm run docs:api — regenerates docs/api.md from the contract; `--check` only reports drift. */
const text = renderApiDoc();
if (process.argv.includes('--check')) {
  const current = await readFile(API_DOC_PATH, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('docs/api.md is out of date: run npm run docs:api');
    process.exit(1);
  }
  console.log('docs/api.md is up to date');
} else {
  await writeFile(API_DOC_PATH, text);
  console.log(`wrote ${API_DOC_PATH}`);
}
