import { fakeProgressStep, PROGRESS_TICK_MS, withRealProgress } from '../../../shared/download/progress';
import type { Notice } from './errors';

export interface DownloadView {
  /** A download is running. */
  busy: boolean;
  /** The progress dialog: percent 0–100 (98 at most until done); hidden by the user or not. */
  progress: { percent: number; visible: boolean; done: boolean } | null;
  /** Spec §8 partial failure: N pictures failed to pack, the rest were downloaded. */
  failed: { count: number; packed: number } | null;
  /** iPad home-screen app: the built file waits for the user's Save/Share tap. */
  save: { blob: Blob; name: string } | null;
  /** The latest message for the toast; `id` changes with every message. */
  notice: (Notice & { id: number; tone: 'info' | 'error' }) | null;
}

const IDLE: DownloadView = { busy: false, progress: null, failed: null, save: null, notice: null };
/** The full bar stays this long before the dialog closes by itself. */
const DONE_LINGER_MS = 800;

/**
 * The download UI state, outside React so the flow can drive it from anywhere; components read
 * it with useSyncExternalStore. The fake progress ticks here (spec §4: up to 98 % while waiting).
 */
export class DownloadStore {
  private view: DownloadView = IDLE;
  private readonly listeners = new Set<() => void>();
  private ticker: ReturnType<typeof setInterval> | undefined;
  private closer: ReturnType<typeof setTimeout> | undefined;
  private noticeId = 0;

  get = () => this.view;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<DownloadView>) {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener();
  }

  notify(notice: Notice, tone: 'info' | 'error' = 'error') {
    this.set({ notice: { ...notice, id: ++this.noticeId, tone } });
  }

  start() {
    clearTimeout(this.closer);
    clearInterval(this.ticker);
    this.set({ busy: true, progress: { percent: 0, visible: true, done: false }, failed: null });
    this.ticker = setInterval(() => {
      const progress = this.view.progress;
      if (progress && !progress.done) this.set({ progress: { ...progress, percent: fakeProgressStep(progress.percent) } });
    }, PROGRESS_TICK_MS);
  }

  /** Real progress, 0–1: moves the bar forward, never back and never past 98 %. */
  report(fraction: number) {
    const progress = this.view.progress;
    if (progress && !progress.done) this.set({ progress: { ...progress, percent: withRealProgress(progress.percent, fraction) } });
  }

  hide() {
    if (this.view.progress) this.set({ progress: { ...this.view.progress, visible: false } });
  }

  /** 100 %, then the dialog closes by itself. */
  finish() {
    clearInterval(this.ticker);
    if (this.view.progress) this.set({ busy: false, progress: { ...this.view.progress, percent: 100, done: true } });
    else this.set({ busy: false });
    this.closer = setTimeout(() => this.set({ progress: null }), DONE_LINGER_MS);
  }

  /** Stops without completing (an error was reported). */
  abort() {
    clearInterval(this.ticker);
    this.set({ busy: false, progress: null });
  }

  /**
   * Replaces the progress dialog, as the save step does: left lingering beside it, the progress
   * dialog's closing moved focus out of this one, which then closed before it could be read.
   */
  showFailed(count: number, packed: number) {
    clearTimeout(this.closer);
    this.set({ failed: { count, packed }, progress: null });
  }

  /** The built file replaces the progress dialog: two modal dialogs at once fight over focus. */
  offerSave(blob: Blob, name: string) {
    this.set({ save: { blob, name }, progress: null });
  }

  dismissFailed = () => this.set({ failed: null });
  dismissSave = () => this.set({ save: null });
}
