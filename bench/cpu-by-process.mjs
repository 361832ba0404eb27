#!/usr/bin/env node
// Where a run's CPU goes (issue #11): runs a command and, every 2 s meanwhile, reads every process's
// CPU time from /proc, grouped by what the process is (Chromium by --type, Vitest, the e2e servers,
// PostgreSQL, tsc …). Prints busy CPU-seconds per group when the command ends. Linux only.
//   node bench/cpu-by-process.mjs -- bash .ci/run
//   node bench/cpu-by-process.mjs -- npx playwright test tests/e2e/list.spec.ts
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const INTERVAL_MS = 2000;

/** The group a process belongs to, from its command line. */
function groupOf(commandLine) {
  if (/chromium|headless[-_]shell/.test(commandLine)) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    return `chromium ${type ?? 'browser'}`;
  }
  const rules = [
    [/^postgres/, 'postgres'],
    [/sync-property/, 'vitest (property)'],
    [/vitest/, 'vitest'],
    [/server\/main\.ts|dist-server\/main\.mjs/, 'app servers (e2e)'],
    [/playwright/, 'playwright'],
    [/eslint/, 'eslint'],
    [/typescript|\btsc\b/, 'tsc'],
    [/vite(\.js)? build/, 'vite build'],
    [/esbuild/, 'esbuild'],
    [/\bnpm\b/, 'npm'],
  ];
  return rules.find(([pattern]) => pattern.test(commandLine))?.[1] ?? `other: ${commandLine.slice(0, 50)}`;
}

/** Per process (pid and start time, since pids are reused): its group, CPU at first sight and last. */
const seen = new Map();
const startedAt = Date.now();

function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    let commandLine;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      continue; // exited meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const key = `${pid}:${fields[19]}`;
    const entry = seen.get(key);
    if (entry) entry.last = cpu;
    // A process already running at the start counts from then; one started later, from zero.
    else seen.set(key, { group: commandLine ? groupOf(commandLine) : 'kernel', first: Date.now() - startedAt < 1000 ? cpu : 0, last: cpu });
  }
}

const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (!command) {
  console.error('Usage: node bench/cpu-by-process.mjs -- <command> [args…]');
  process.exit(2);
}
sample();
const timer = setInterval(sample, INTERVAL_MS);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('close', (code) => {
  sample();
  clearInterval(timer);
  const totals = new Map();
  for (const { group, first, last } of seen.values()) totals.set(group, (totals.get(group) ?? 0) + last - first);
  const rows = [...totals].filter(([, seconds]) => seconds >= 1).sort((a, b) => b[1] - a[1]);
  const all = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`\nbusy CPU-s by process over ${((Date.now() - startedAt) / 1000).toFixed(0)} s (sampled every ${INTERVAL_MS / 1000} s; a process's last 2 s are missed):`);
  for (const [group, seconds] of rows) console.log(`${seconds.toFixed(0).padStart(7)}  ${group}`);
  console.log(`${all.toFixed(0).padStart(7)}  all`);
  process.exit(code ?? 1);
});
