/**
 * One stable string per data call: the TanStack Query key on the client and, hashed, the
 * service worker's cache key for the same POST (see docs/offline notes: both sides must agree).
 * Pure TypeScript with no imports so the service worker bundle can use it as is.
 *
 * Object keys are sorted at every depth and `undefined` values dropped, so
 * `{p: 1, channel: 20850}` and `{channel: 20850, p: 1, sort_type: undefined}` give the same key.
 * Values are not coerced: "20850" and 20850 stay different keys, as they are different requests.
 */
export function canonicalize(name: string, params: object | undefined, extra: object = {}): string {
  return JSON.stringify([name, normalize(params ?? {}), normalize(extra)]);
}

function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => (entry === undefined ? null : normalize(entry)));
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry !== undefined) sorted[key] = normalize(entry);
  }
  return sorted;
}
