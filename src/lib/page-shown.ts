import { whenIdle } from './when-idle';

/**
 * When the page a navigation opens is on screen. RootShell reports each navigation's commit; a
 * route loader waits for it before asking for what the page shows below its first screen, so those
 * answers do not share a slow line with the first screen's pictures and scripts (issue #11).
 */
const waiting = new Set<() => void>();

/** Resolves at the first idle moment after the next page commit (the page then has painted). */
export function afterPageShown(): Promise<void> {
  return new Promise((resolve) => waiting.add(() => whenIdle(resolve, { timeout: 1000, fallback: 50 })));
}

/** A navigation's page has committed (its effects run). */
export function notePageShown(): void {
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}
