import * as Comlink from 'comlink';

export interface LazyWorker<Api> {
  /** Runs one job on the worker, starting it if needed; a worker crash rejects the job. */
  run<T>(job: (api: Comlink.Remote<Api>) => Promise<T>): Promise<T>;
  /** Stops the worker now (running jobs reject). */
  terminate(): void;
  readonly alive: boolean;
}

/**
 * The lifecycle every worker shares (Squoosh style): created on first use, shared by concurrent
 * jobs, terminated after `idleMs` without a job, replaced after a crash. Each worker has a small
 * typed bridge on top (colour-analysis.ts, colour-card.ts, zip-bridge.ts).
 */
export function lazyWorker<Api>(name: string, createWorker: () => Worker, idleMs: number): LazyWorker<Api> {
  let worker: Worker | null = null;
  let remote: Comlink.Remote<Api> | null = null;
  let active = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const crashListeners = new Set<(error: Error) => void>();

  const stop = () => {
    clearTimeout(idleTimer);
    remote?.[Comlink.releaseProxy]();
    worker?.terminate();
    worker = null;
    remote = null;
  };

  const start = (): Comlink.Remote<Api> => {
    clearTimeout(idleTimer);
    if (remote) return remote;
    worker = createWorker();
    worker.addEventListener('error', (event) => {
      const error = new Error(event.message || `${name} worker failed`);
      for (const listener of crashListeners) listener(error);
      stop();
    });
    remote = Comlink.wrap<Api>(worker);
    return remote;
  };

  return {
    async run(job) {
      const api = start();
      active++;
      let onCrash: ((error: Error) => void) | undefined;
      const crashed = new Promise<never>((_, reject) => {
        onCrash = reject;
        crashListeners.add(onCrash);
      });
      try {
        return await Promise.race([job(api), crashed]);
      } finally {
        crashListeners.delete(onCrash!);
        active--;
        if (active === 0 && worker) idleTimer = setTimeout(stop, idleMs);
      }
    },
    terminate() {
      for (const listener of crashListeners) listener(new Error(`${name} worker terminated`));
      stop();
    },
    get alive() {
      return worker !== null;
    },
  };
}
