import type { SystemContext } from '@chakra-ui/react';

/** The cascade-layer order of the app's system (`layers.atRule`), known without loading the theme. */
export const LAYER_ORDER = '@layer reset, base, tokens, recipes;';

type ProviderReads = Pick<SystemContext, '_config' | 'layers' | '_global'>;

/** A provider's system whose theme is loaded and made when a Chakra component first needs it. */
export interface SystemOnDemand {
  system: SystemContext;
  /** Loads the theme ahead of its first use (settles once it is in; making the system waits for that use). */
  load: () => Promise<void>;
}

/**
 * A Chakra system whose theme (recipes, tokens, Chakra's base preset: more than half of what the entry was)
 * is a chunk of its own, loaded on demand, and made on first use. ChakraProvider reads only the
 * layer setting, the layer order and the global styles, which `provided` answers; anything else is a
 * Chakra component rendering. If the theme is in, that makes the system (createSystem, the costliest
 * script of a start on a slow tablet); if not, the component suspends until it is, as a lazy
 * component does: a navigation or the first render (transitions) keeps the screen as it is meanwhile.
 * A page without Chakra components neither evaluates the theme's modules nor makes the system
 * (issue #11: that evaluation was part of the longest task of every load).
 */
export function systemOnDemand(loadTheme: () => Promise<() => SystemContext>, provided: { [Key in keyof ProviderReads]: Partial<ProviderReads[Key]> }): SystemOnDemand {
  let make: (() => SystemContext) | undefined;
  let made: SystemContext | undefined;
  let loading: Promise<void> | undefined;
  let failure: { error: unknown; ending?: boolean } | undefined;
  const load = () =>
    (loading ??= loadTheme().then(
      (maker) => {
        make = maker;
      },
      (error: unknown) => {
        // The next use tries again (the chunk back after a reconnect); the one waiting shows the error.
        loading = undefined;
        failure = { error };
        throw error;
      },
    ));
  const system = (): SystemContext => {
    if (made) return made;
    if (make) return (made = make());
    if (failure) {
      // Thrown to every use until the task ends: React renders once more after an error before it
      // shows the error, and a load started by that render would suspend it again, round after round.
      if (!failure.ending) {
        failure.ending = true;
        setTimeout(() => (failure = undefined), 0);
      }
      throw failure.error;
    }
    // Suspends the rendering component; React renders it again when the theme is in (or failed).
    throw load();
  };
  return {
    load,
    system: new Proxy({} as SystemContext, {
      get: (_target, property) => (!made && Object.hasOwn(provided, property) ? provided[property as keyof ProviderReads] : Reflect.get(system(), property)),
      has: (_target, property) => Reflect.has(system(), property),
    }),
  };
}
