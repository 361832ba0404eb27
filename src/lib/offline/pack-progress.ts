import type { CacheOwner } from '../../shared/sync/cache-names';
import type { MeasuredPack } from './packs';

export type PackProgress =
  | { step: 'idle' }
  | { step: 'measuring' }
  | { step: 'confirm'; measured: MeasuredPack }
  | { step: 'downloading'; done: number; total: number }
  | { step: 'ready'; failed: number }
  /** Measuring failed: the button comes back with a message, so the member can try again. */
  | { step: 'failed'; reason: string };

export const IDLE: PackProgress = { step: 'idle' };

/**
 * Where each pack's measuring and downloading stands, per user and pack, outside any component:
 * closing the sync popover, a header re-render or leaving the page does not lose a measurement
 * or a download under way, and the pack's button shows it again when it comes back.
 */
export class PackProgressStore {
  private readonly byPack = new Map<string, PackProgress>();
  private readonly listeners = new Set<() => void>();

  get(owner: CacheOwner, packId: string): PackProgress {
    return this.byPack.get(`${owner}:${packId}`) ?? IDLE;
  }

  set(owner: CacheOwner, packId: string, progress: PackProgress): void {
    const key = `${owner}:${packId}`;
    if (progress.step === 'idle') this.byPack.delete(key);
    else this.byPack.set(key, progress);
    for (const listener of this.listeners) listener();
  }

  /** The most recent pack of `owner` with a step under way or done whose id `matches`, if any. */
  lastMatching(owner: CacheOwner, matches: (packId: string) => boolean): string | undefined {
    const prefix = `${owner}:`;
    let found: string | undefined;
    for (const key of this.byPack.keys()) if (key.startsWith(prefix) && matches(key.slice(prefix.length))) found = key.slice(prefix.length);
    return found;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const packProgress = new PackProgressStore();
