import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The longest delay a browser timer takes; a later deadline is reached by re-arming. */
const LONGEST_BROWSER_DELAY = 2 ** 31 - 1;

/** An uncaught error, as a browser timer's callback would leave it: thrown in a task of its own. */
const rethrowApart = (error: unknown) =>
  queueMicrotask(() => {
    throw error;
  });

interface Timeout {
  due: number;
  callback: TimeoutCallback;
}

/**
 * TanStack Query's timeouts (each query's staleness and garbage collection, retries) on one browser
 * timer, armed for the earliest deadline: the library's documented remedy for many timers.
 *
 * A page's first render subscribes a few dozen queries, and each subscription set and cleared
 * browser timers inside React's render task. A timer is cheap in itself, but each one set while the
 * browser records its timeline (as Lighthouse does) captures a stack, and they added 20–60 ms to
 * one task of the search and detail pages' loads (issue #11). Here a new timeout touches the browser
 * timer only when it is due before every other one, and a cleared one never does.
 * Intervals (the payment and notification polls) stay browser intervals: one each, set once.
 */
export class CoalescedTimeouts implements TimeoutProvider<number> {
  readonly #pending = new Map<number, Timeout>();
  #lastId = 0;
  #armed: { due: number; timer: ReturnType<typeof globalThis.setTimeout> } | undefined;
  readonly #report: (error: unknown) => void;

  constructor({ report = rethrowApart }: { report?: (error: unknown) => void } = {}) {
    this.#report = report;
  }

  readonly setTimeout = (callback: TimeoutCallback, delay: number): number => {
    const id = ++this.#lastId;
    const due = performance.now() + Math.max(0, delay || 0);
    this.#pending.set(id, { due, callback });
    if (due < this.#armedDue()) this.#arm(due);
    return id;
  };

  readonly clearTimeout = (id: number | undefined): void => {
    if (id !== undefined) this.#pending.delete(id);
  };

  readonly setInterval = (callback: TimeoutCallback, delay: number): number =>
    globalThis.setInterval(callback, delay) as unknown as number;

  readonly clearInterval = (id: number | undefined): void => globalThis.clearInterval(id);

  /** Timeouts set and not yet run or cleared. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** When the browser timer is set to run, Infinity when it is not set. */
  #armedDue(): number {
    return this.#armed?.due ?? Infinity;
  }

  #arm(due: number): void {
    if (this.#armed !== undefined) globalThis.clearTimeout(this.#armed.timer);
    const delay = Math.min(Math.max(0, due - performance.now()), LONGEST_BROWSER_DELAY);
    this.#armed = { due, timer: globalThis.setTimeout(this.#runDue, delay) };
  }

  readonly #runDue = (): void => {
    this.#armed = undefined;
    const now = performance.now();
    const due = [...this.#pending].filter(([, timeout]) => timeout.due <= now).sort(([, a], [, b]) => a.due - b.due);
    for (const [id, { callback }] of due) {
      // Cleared by a callback that ran before it: it does not run, as a cleared browser timer would not.
      if (!this.#pending.delete(id)) continue;
      // As separate browser timers would: one callback's failure is reported and the others still run.
      try {
        callback();
      } catch (error) {
        this.#report(error);
      }
    }
    let next = Infinity;
    for (const timeout of this.#pending.values()) next = Math.min(next, timeout.due);
    // A callback may have armed the timer already, for a timeout of its own.
    if (next < this.#armedDue()) this.#arm(next);
  };
}
