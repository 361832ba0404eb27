/**
 * What blocks the main thread in a page load: the long tasks of a trace saved by the web bench
 * (BENCH_WEB_SAVE=<dir> npm run bench -- web), each with what it spent its time on and, where the
 * trace holds V8's CPU samples, the functions and modules (through the build's source maps) that
 * took it.
 *
 * Lighthouse's total blocking time counts what each task after the first paint lasts beyond 50 ms
 * once multiplied by its simulated CPU slowdown: 4×, but 2× for a task that lays the page out
 * (Lantern's simulator, `layoutTaskMultiplier`). So a script task counts from 12.5 ms of real time
 * on and a task with a layout from 25 ms: the listing shows every task from 12.5 ms with its
 * simulated share.
 *
 * Run: node --import tsx bench/web-trace-tasks.ts <dir>/home.trace.json [dist]
 * (TRACE_FUNCTIONS=1: by function instead of by module, to see what a module's time went on)
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { BLOCKING_MS, blockingOf, CPU_SLOWDOWN as SLOWDOWN, LAYOUT_TASK_SLOWDOWN, slowdownOf } from './lantern';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the task spent on the CPU, without the time its thread waited for a core. */
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
      isMainFrame?: boolean;
    };
    frame?: string;
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const [tracePath, distDir = 'dist'] = process.argv.slice(2);
/** TRACE_FUNCTIONS=1: name samples by function (source line and name) instead of by module. */
const BY_FUNCTION = process.env.TRACE_FUNCTIONS === '1';
if (!tracePath) throw new Error('usage: node --import tsx bench/web-trace-tasks.ts <trace.json> [dist]');
const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;

// The page's renderer main thread: the CrRendererMain with the most task time.
const rendererThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
const taskTime = new Map<string, number>();
for (const event of events) {
  const thread = `${event.pid}:${event.tid}`;
  if (event.name === 'RunTask' && event.ph === 'X' && rendererThreads.has(thread)) taskTime.set(thread, (taskTime.get(thread) ?? 0) + (event.dur ?? 0));
}
const mainThread = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!mainThread) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X').sort((a, b) => a.ts - b.ts);

const navigationStart = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isMainFrame)?.ts ?? onMain[0]!.ts;
const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? navigationStart;
const ms = (micros: number) => micros / 1000;

// V8's CPU samples on the main thread, as (time, leaf node) pairs, with the node tree.
const nodes = new Map<number, ProfileNode>();
const samples: { ts: number; node: number }[] = [];
const profile = events.find((event) => event.name === 'Profile' && `${event.pid}:${event.tid}` === mainThread);
// Profile ids repeat across processes: a chunk belongs to the page's when its process matches too.
const chunks = events.filter((event) => event.name === 'ProfileChunk' && (profile ? event.id === profile.id && event.pid === profile.pid : `${event.pid}:${event.tid}` === mainThread));
let sampleTime = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
for (const chunk of chunks) {
  for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
  const deltas = chunk.args?.data?.timeDeltas ?? [];
  ids.forEach((id, index) => {
    sampleTime += deltas[index] ?? 0;
    samples.push({ ts: sampleTime, node: id });
  });
}

// Source maps of the build's assets, to name a sample by its source module.
const consumers = new Map<string, SourceMapConsumer | null>();
function sourceOf(url: string, line: number, column: number): string {
  const file = basename(new URL(url, 'https://x').pathname);
  if (!consumers.has(file)) {
    const mapPath = join(distDir, 'assets', `${file}.map`);
    consumers.set(file, existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap) : null);
  }
  const consumer = consumers.get(file);
  if (!consumer || line < 0) return file || url || '(native)';
  const position = consumer.originalPositionFor({ line: line + 1, column });
  const source = (position.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return BY_FUNCTION ? `${source}:${position.line ?? '?'} ${position.name ?? ''}`.trimEnd() : source;
}

const frameName = (frame: ProfileNode['callFrame'] | undefined) =>
  !frame || !frame.url ? `(${frame?.functionName || 'program'})` : sourceOf(frame.url, frame.lineNumber, frame.columnNumber);

/**
 * Time within [from, to) by source module: self time, or with `inclusive` the time of every
 * sample whose stack passes through the module (what calling into it cost, callees included).
 */
function modulesBetween(from: number, to: number, inclusive = false): [string, number][] {
  const bySource = new Map<string, number>();
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index]!;
    if (sample.ts < from || sample.ts >= to) continue;
    const next = samples[index + 1]?.ts ?? sample.ts;
    const names = new Set<string>();
    for (let node = nodes.get(sample.node); node; node = inclusive && node.parent !== undefined ? nodes.get(node.parent) : undefined) names.add(frameName(node.callFrame));
    for (const name of names) bySource.set(name, (bySource.get(name) ?? 0) + (next - sample.ts));
  }
  return [...bySource].sort((a, b) => b[1] - a[1]);
}

/** Time by kind of work inside a task (its direct and nested trace events, self time). */
function kindsWithin(task: TraceEvent): [string, number][] {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask');
  const kinds = new Map<string, number>();
  for (const event of inside) {
    const url = event.args?.data?.url;
    const label = ['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall'].includes(event.name) && url ? `${event.name} ${basename(new URL(url, 'https://x').pathname) || url}` : event.name;
    if (!/^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|PrePaint|MajorGC|MinorGC|V8\.GC_SCAVENGER|RunMicrotasks|v8\.compile|V8\.CompileCode|EventDispatch|XHRReadyStateChange|ResourceReceivedData)/.test(label)) continue;
    kinds.set(label, (kinds.get(label) ?? 0) + (event.dur ?? 0));
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 6);
}

const longTasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) * SLOWDOWN >= BLOCKING_MS * 1000);
let blocking = 0;
let threadBlocking = 0;
const shares: [at: number, share: number][] = [];
const layouts = onMain.filter((event) => event.name === 'Layout');
console.log(`${longTasks.length} tasks ≥ ${BLOCKING_MS / SLOWDOWN} ms (≥ ${BLOCKING_MS} ms at ${SLOWDOWN}×); first paint at ${ms(firstPaint - navigationStart).toFixed(0)} ms; ${samples.length} CPU samples`);
for (const task of longTasks) {
  const duration = ms(task.dur ?? 0);
  const counts = task.ts >= firstPaint;
  const slowdown = slowdownOf(task, layouts);
  const share = counts ? blockingOf(duration, slowdown) : 0;
  blocking += share;
  if (counts) threadBlocking += blockingOf(ms(task.tdur ?? 0), slowdown);
  if (share > 0) shares.push([ms(task.ts - navigationStart), share]);
  console.log(`\n@${ms(task.ts - navigationStart).toFixed(0)} ms: ${duration.toFixed(1)} ms, ${ms(task.tdur ?? 0).toFixed(1)} ms thread time (${(duration * slowdown).toFixed(0)} at ${slowdown}×, blocking ${share.toFixed(0)})${counts ? '' : ' before first paint'}`);
  console.log(`   ${kindsWithin(task).map(([kind, micros]) => `${kind} ${ms(micros).toFixed(1)}`).join(' · ')}`);
  const modules = modulesBetween(task.ts, task.ts + (task.dur ?? 0)).slice(0, 8);
  if (modules.length) console.log(`   self: ${modules.map(([name, micros]) => `${name} ${ms(micros).toFixed(1)}`).join(' · ')}`);
  const callers = modulesBetween(task.ts, task.ts + (task.dur ?? 0), true).slice(0, 12);
  if (callers.length) console.log(`   inclusive: ${callers.map(([name, micros]) => `${name} ${ms(micros).toFixed(1)}`).join(' · ')}`);
}
const largest = shares.sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log(`\nlargest shares: ${largest.map(([at, share]) => `@${at.toFixed(0)} ${share.toFixed(0)} ms`).join(' · ')}`);
console.log(`blocking time by this count (real durations × ${SLOWDOWN}, × ${LAYOUT_TASK_SLOWDOWN} with a layout, after first paint): ${blocking.toFixed(0)} ms; by thread time ${threadBlocking.toFixed(0)} ms`);

// The share of the page's busy CPU samples inside Chakra's run-time styling (recipes, style props,
// emotion's serialisation and insertion, callees included): what static styles take off the main thread.
if (samples.length > 1) {
  const isStyling = (name: string) => /^(@chakra-ui|@emotion|stylis)\//.test(name);
  const busy = modulesBetween(navigationStart, Number.POSITIVE_INFINITY)
    .filter(([name]) => name !== '((idle))')
    .reduce((sum, [, micros]) => sum + micros, 0);
  let styling = 0;
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index]!;
    if (sample.ts < navigationStart) continue;
    let node = nodes.get(sample.node);
    while (node && !(node.callFrame.url && isStyling(frameName(node.callFrame)))) node = node.parent === undefined ? undefined : nodes.get(node.parent);
    if (node) styling += (samples[index + 1]?.ts ?? sample.ts) - sample.ts;
  }
  console.log(`\ninside Chakra, emotion and stylis: ${ms(styling).toFixed(0)} ms of ${ms(busy).toFixed(0)} ms busy (${((100 * styling) / busy).toFixed(1)} %)`);
}
