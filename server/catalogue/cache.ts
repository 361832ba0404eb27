import { canonicalize } from '../../src/shared/contract/canonical';
import type { Calls } from '../../src/shared/contract';
import { viewerKey } from '../access/item-access';
import type { Handler, Registry } from '../api/registry';

/** Anything handlers can be registered with: the registry itself or a caching front of it. */
export interface Registrar {
  register<K extends keyof Calls>(name: K, handler: Handler<Calls[K]>): unknown;
}

/**
 * Short-lived answers of the content calls, per call, viewer kind (item-access viewerKey: guest,
 * member, or VIP with their main-channel rights), language and params. The catalogue
 * changes by editorial imports, not by readers, so a list page may be up to `ttlMs` old; in
 * exchange a popular list is computed once per interval however many readers open it, and
 * concurrent first requests share one computation. Least recently used entries go first.
 */
export class ResultCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now = () => Date.now(),
  ) {}

  through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { at: this.now(), value });
    // A failure is not kept: the next request tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** Registers through a cache (ttlMs 0: straight to the registry). */
export function cachingRegistrar(registry: Registry, ttlMs: number): Registrar {
  if (ttlMs <= 0) return registry;
  const cache = new ResultCache(ttlMs);
  return {
    register(name, handler) {
      return registry.register(name, (params, ctx) =>
        cache.through(`${viewerKey(ctx.caller)}|${ctx.locale}|${canonicalize(name, params as object)}`, () => handler(params, ctx)),
      );
    },
  };
}
