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
