/**
 * Runs `callback` at the browser's next idle moment, or after `timeout` ms at the latest; where
 * there is no requestIdleCallback (Safari, so every iPad) after `fallback` ms.
 */
export function whenIdle(callback: () => void, { timeout = 3000, fallback = 200 } = {}): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout });
  else setTimeout(callback, fallback);
}
