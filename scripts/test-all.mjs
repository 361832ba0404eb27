#!/usr/bin/env node
// `npm test`: every check in order, then one closing line that counts every test that ran.
// A skipped test counts as a failure here: a run that silently skips proves nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps = [];
const step = (label, ok) => steps.push({ label, ok });

step('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
step('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
step('vitest', run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/vitest.json`]));
const built = run('build', 'npx', ['vite', 'build']);
step('build', built);
if (built) {
  step('playwright', run('playwright', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` }));
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = `${RESULTS}/vitest.json`;
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
const playwrightFile = `${RESULTS}/playwright.json`;
if (existsSync(playwrightFile)) {
  const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

const failedSteps = steps.filter((s) => !s.ok).map((s) => s.label);
console.log(`\nsteps: ${steps.map((s) => `${s.label} ${s.ok ? 'ok' : 'FAILED'}`).join(', ')}`);
if (skipped > 0) console.log(`${skipped} tests were skipped: counted as failures.`);
if (passed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed + skipped} failed`);
process.exit(failedSteps.length === 0 && failed === 0 && skipped === 0 && passed > 0 ? 0 : 1);
