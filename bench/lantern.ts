/**
 * How Lighthouse's simulation (Lantern, mobile preset) turns an observed main-thread task into
 * blocking time: the task's length times the CPU slowdown (4×, but 2× for a task that performed a
 * layout: Lantern's `layoutTaskMultiplier`), less 50 ms. Shared by the web benches' figures and
 * bench/web-trace-tasks.ts.
 */
export const CPU_SLOWDOWN = 4;
export const LAYOUT_TASK_SLOWDOWN = CPU_SLOWDOWN / 2;
export const BLOCKING_MS = 50;

interface Timed {
  ts: number;
  dur?: number;
}

/** The slowdown Lantern applies to `task`, given the main thread's Layout events. */
export function slowdownOf(task: Timed, layouts: readonly Timed[]): number {
  const end = task.ts + (task.dur ?? 0);
  return layouts.some((layout) => layout.ts >= task.ts && layout.ts < end) ? LAYOUT_TASK_SLOWDOWN : CPU_SLOWDOWN;
}

/** Blocking time of a task lasting `ms` at `slowdown`. */
export const blockingOf = (ms: number, slowdown: number): number => Math.max(0, ms * slowdown - BLOCKING_MS);
