/** At most this many bodies are held: a first visit sends a dozen data calls, a long one a few dozen. */
const MAX_HELD = 100;

/**
 * Data calls a page sent before a service worker controlled it (a first visit: the worker installs
 * while the page loads) never passed through the worker, so nothing of them was kept for offline
 * use, only the page's own query cache, which expires after a day. Their bodies are held here and
 * handed to the worker once it takes control; it fetches the reads among them again and keeps them.
 */
export class ReadsBeforeControl {
  private held: string[] | null;

  constructor(
    private readonly isControlled: () => boolean,
    canBeControlled: boolean,
    private readonly maxHeld = MAX_HELD,
  ) {
    this.held = canBeControlled ? [] : null;
  }

  /** A data call's body as sent: held while no worker controls the page. */
  note(body: string): void {
    if (!this.held || this.isControlled()) return;
    this.held.push(body);
    if (this.held.length > this.maxHeld) this.held.shift();
  }

  /** Everything held, once: later calls go through the worker and are no longer held. */
  takeAll(): string[] {
    const held = this.held ?? [];
    this.held = null;
    return held;
  }
}

const serviceWorkers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

/** The page's: only production builds register a worker (see sw-registration). */
export const readsBeforeControl = new ReadsBeforeControl(() => Boolean(serviceWorkers?.controller), import.meta.env.PROD && serviceWorkers !== undefined);
