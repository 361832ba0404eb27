const RELOADED_AT = 'trendloom:chunk-reload';
/** A second failure this soon after a reload is not a stale deploy: let the route show its error. */
const GUARD_MS = 10_000;

/**
 * An old tab asking for a chunk that a deploy removed reloads once to get the new build;
 * if the chunk still fails (offline), the route error element shows the -1001 message.
 */
export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < GUARD_MS || !navigator.onLine) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}

/** Spec §9's network message: the start-up could not load what the first render needs. */
const START_FAILED = '您的网络异常，请检查网络后，再刷新重试！~ -1001';

/**
 * The messages chunk the first render needs did not load: a stale deploy reloads once (as for
 * route chunks); otherwise the static shell says so in words.
 */
export function recoverFromMissingChunk(): void {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last >= GUARD_MS && navigator.onLine) {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
    return;
  }
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin: 4rem auto; max-width: 32rem; padding: 0 1rem; text-align: center;';
  message.textContent = START_FAILED;
  document.getElementById('root')?.append(message);
}
