#!/usr/bin/env node
// `npm test`: every check (Vitest beside the checks and the build, then beside Playwright),
// then one closing line that counts every test that ran.
// A skipped test counts as a failure here: a run that silently skips proves nothing.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

/**
 * One stage: its command, how long it took and the CPU time its processes used (CI has a time
 * budget on two saturated cores, issue #11: CPU is what a cut must find) and whether it passed.
 * Stages that run beside another write to a log file, printed whole when all are done, so two
 * outputs never interleave; the one stage shown live streams as it runs.
 */
function run(label, command, args, { env = {}, live = true } = {}) {
  const from = Date.now();
  const logFile = `${RESULTS}/${label}.log`;
  if (live) console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    let done = false;
    const log = live ? null : createWriteStream(logFile);
    let times = '';
    const finish = (ok, why = '') => {
      if (done) return;
      done = true;
      const ms = Date.now() - from;
      const step = { label, ok, ms, cpu: childrenCpuSeconds(times), why, command: `${command} ${args.join(' ')}`, logFile: live ? null : logFile };
      steps.push(step);
      const close = log ? new Promise((closed) => log.end(closed)) : Promise.resolve();
      close.then(() => {
        if (live) console.log(`━━ ${label} ${ok ? 'ok' : 'FAILED'}${why} in ${took(step)}`);
        resolve(ok);
      });
    };
    // bash runs the stage and then reports, on fd 3, the CPU time of every process it waited for
    // (the stage's own processes and, through each parent's wait, theirs). Processes no one in that
    // chain waits for are missed: the PostgreSQL server's, and most of Chromium's (a fresh-clone run
    // counted 1 555 CPU-s this way against 2 677 busy in /proc/stat), so Playwright's figure is low.
    const stdio = live ? ['inherit', 'inherit', 'inherit', 'pipe'] : ['ignore', 'pipe', 'pipe', 'pipe'];
    const child = spawn('bash', ['-c', '"$@"; status=$?; times >&3; exit $status', label, command, ...args], { stdio, env: { ...process.env, ...env } });
    child.stdio[3].on('data', (chunk) => (times += chunk));
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('error', (error) => finish(false, ` (could not start: ${error.message})`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Prints the output of the stages that ran beside another, each under its own heading. */
function printLogged(labels) {
  for (const step of steps.filter((s) => labels.includes(s.label) && s.logFile)) {
    console.log(`\n━━ ${step.label}: ${step.command}`);
    process.stdout.write(readFileSync(step.logFile, 'utf8'));
    console.log(`━━ ${step.label} ${step.ok ? 'ok' : 'FAILED'}${step.why} in ${took(step)}`);
  }
}

const steps = [];

/** Children's user + system seconds from the second line of bash's `times` ("1m2.345s 0m5.678s"). */
function childrenCpuSeconds(times) {
  const children = times.trim().split('\n')[1] ?? '';
  return children.split(/\s+/).reduce((sum, part) => {
    const parsed = /^(\d+)m([\d.]+)s$/.exec(part);
    return parsed ? sum + Number(parsed[1]) * 60 + Number(parsed[2]) : sum;
  }, 0);
}

const took = (step) => `${minutes(step.ms)} (${Math.round(step.cpu)} CPU-s counted)`;

// The server and unit suites start at once and run beside everything else at a lower CPU
// priority: they only fill what the others leave idle. The checks and the build share the cores
// first; then the browser suite runs (beside the end of the checks) ahead of Vitest, so its timing
// (a page answering within seconds) stays close to what it would be alone. Both cores stay busy
// from end to end (issue #11): only less CPU work shortens a run.
const vitestArgs = (report) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${RESULTS}/${report}.json`];
/**
 * Except the sync property test (checklist H1): thousands of pushes one after another, each a
 * few database round trips. Niced, its process waited for a core before each next query, and
 * beside the browsers its 100 s alone took 25 minutes, the end of every CI run. At normal
 * priority it uses little CPU (mostly it waits on the database) and keeps up.
 */
const PROPERTY_TEST = 'tests/server/sync-property.test.ts';
const VITEST_REPORTS = ['vitest', 'vitest-property'];
const vitest = Promise.all([
  run('vitest', 'nice', ['-n', '10', 'npx', ...vitestArgs('vitest')], { live: false, env: { SYNC_PROPERTY_APART: '1' } }),
  run('vitest-property', 'npx', [...vitestArgs('vitest-property'), PROPERTY_TEST], { live: false }),
]);
// The e2e servers' data templates are seeded meanwhile (seeding needs no build): the browser suite
// then starts on them instead of seeding for three minutes first. It starts as soon as the build
// and the templates are ready; the type check and lint go on beside it.
const checks = Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { live: false }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { live: false }),
]);
const [built] = await Promise.all([
  run('build', 'npm', ['run', '--silent', 'build:client'], { live: false }),
  run('e2e-seed', 'node', ['--import', 'tsx', 'tests/e2e/support/prepare-templates.ts'], { live: false }),
]);
printLogged(['build', 'e2e-seed']);
if (built) {
  await run('playwright', 'npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json` } });
}
await checks;
printLogged(['typecheck', 'lint']);
await vitest;
printLogged(VITEST_REPORTS);

let passed = 0;
let failed = 0;
let skipped = 0;
// Named again at the end so the last lines of a long log say which tests failed.
const failures = [];
for (const vitestFile of VITEST_REPORTS.map((report) => `${RESULTS}/${report}.json`).filter((file) => existsSync(file))) {
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
  // The longest files, with when each ran: what to make faster (or start earlier) when CI grows.
  const longest = report.testResults.filter((file) => file.endTime).sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, 6);
  console.log(
    `\n${vitestFile} longest files: ${longest
      .map((file) => `${file.name.replace(process.cwd() + '/', '')} ${minutes(file.startTime - started)}→${minutes(file.endTime - started)}`)
      .join(', ')}`,
  );
}
/** Playwright's messages carry terminal colour codes; the summary is plain text. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const stripAnsi = (text) => text.replace(ANSI_COLOUR, '');
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
          // The CI log keeps only its tail: say where and why it failed, without colour codes.
          for (const result of test.results ?? []) {
            for (const error of result.errors ?? []) {
              const message = stripAnsi(String(error.message ?? '')).split('\n').slice(0, 4).join(' | ');
              const at = error.location ? ` (${error.location.file.replace(process.cwd() + '/', '')}:${error.location.line})` : '';
              failures.push(`  ${message.slice(0, 500)}${at}`);
            }
          }
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
}

const failedSteps = steps.filter((s) => !s.ok).map((s) => s.label);
if (failures.length > 0) console.log(`\nnot passed:\n${failures.join('\n')}`);
const cpuTotal = steps.reduce((sum, s) => sum + s.cpu, 0);
console.log(`\nsteps: ${steps.map((s) => `${s.label} ${s.ok ? 'ok' : 'FAILED'} ${took(s)}`).join(', ')}; total ${minutes(Date.now() - started)} (${Math.round(cpuTotal)} CPU-s counted)`);
if (skipped > 0) console.log(`${skipped} tests were skipped: counted as failures.`);
if (passed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed + skipped} failed`);
process.exit(failedSteps.length === 0 && failed === 0 && skipped === 0 && passed > 0 ? 0 : 1);
