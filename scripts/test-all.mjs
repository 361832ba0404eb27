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
// Named again at the end so the last lines of a long log say which tests failed.
const failures = [];
const vitestFile = `${RESULTS}/vitest.json`;
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'passed') {
        failures.push(`vitest ${test.status}: ${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}`);
        for (const message of test.failureMessages ?? []) failures.push(`  ${message.split('\n')[0].slice(0, 400)}`);
      }
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push(`vitest file failed: ${file.name} ${String(file.message ?? '').slice(0, 400)}`);
    }
  }
}
const playwrightFile = `${RESULTS}/playwright.json`;
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'skipped') {
          failures.push(`playwright ${test.status}: [${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
}

const failedSteps = steps.filter((s) => !s.ok).map((s) => s.label);
if (failures.length > 0) console.log(`\nnot passed:\n${failures.join('\n')}`);
console.log(`\nsteps: ${steps.map((s) => `${s.label} ${s.ok ? 'ok' : 'FAILED'}`).join(', ')}`);
if (skipped > 0) console.log(`${skipped} tests were skipped: counted as failures.`);
if (passed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed + skipped} failed`);
process.exit(failedSteps.length === 0 && failed === 0 && skipped === 0 && passed > 0 ? 0 : 1);
