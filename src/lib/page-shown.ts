/**
 * When the page a navigation opens is on screen. RootShell reports each navigation's commit; a
 * route loader waits for it before asking for what the page shows below its first screen, so those
 * answers do not share a slow line with the first screen's pictures and scripts (issue #11).
 */
const waiting = new Set<() => void>();

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 50);

/** Resolves at the first idle moment after the next page commit (the page then has painted). */
export function afterPageShown(): Promise<void> {
  return new Promise((resolve) => waiting.add(() => whenIdle(resolve)));
}

/** A navigation's page has committed (its effects run). */
export function notePageShown(): void {
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}
