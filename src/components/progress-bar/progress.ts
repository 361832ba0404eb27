/** Spec §9 progress bar constants. */
export const PROGRESS = {
  /** The bar never passes this until the work is done. */
  maxPercent: 97,
  tickMs: 100,
  /** Time in which the random climb reaches the cap on average. */
  nominalMs: 2000,
  /** A load still running after this is shown as finished anyway. */
  forceFinishMs: 10_000,
  /** How long the full bar stays before it hides. */
  hideAfterMs: 400,
} as const;

export interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

const HIDDEN: ProgressState = { visible: false, percent: 0, failed: false };

type Timer = ReturnType<typeof setTimeout>;

/**
 * The top loading bar's state machine: start → random climb to 97 % every 100 ms → finish
 * (100 %, then hide). Failing turns it red before it finishes. After 10 s it finishes by itself.
 */
export class ProgressController {
  private state: ProgressState = HIDDEN;
  private running = false;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private forceTimer: Timer | undefined;
  private hideTimer: Timer | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly random: () => number = Math.random) {}

  getState = (): ProgressState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.clearTimers();
    this.running = true;
    this.set({ visible: true, percent: 0, failed: false });
    // Average step so that 20 ticks (2000 ms) reach the cap; each step is random around it.
    const averageStep = PROGRESS.maxPercent / (PROGRESS.nominalMs / PROGRESS.tickMs);
    this.tickTimer = setInterval(() => {
      const percent = Math.min(PROGRESS.maxPercent, this.state.percent + averageStep * 2 * this.random());
      this.set({ ...this.state, percent });
    }, PROGRESS.tickMs);
    this.forceTimer = setTimeout(() => this.finish(), PROGRESS.forceFinishMs);
  }

  finish(): void {
    if (!this.running) return;
    this.running = false;
    this.clearTimers();
    this.set({ ...this.state, percent: 100 });
    this.hideTimer = setTimeout(() => this.set(HIDDEN), PROGRESS.hideAfterMs);
  }

  /** A failed load: red, then finished. Does nothing when no load is running. */
  fail(): void {
    if (!this.running) return;
    this.set({ ...this.state, failed: true });
    this.finish();
  }

  private clearTimers() {
    clearInterval(this.tickTimer);
    clearTimeout(this.forceTimer);
    clearTimeout(this.hideTimer);
  }

  private set(state: ProgressState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** The one bar at the top of the app, driven by route navigation and route data loads. */
export const topProgress = new ProgressController();
