import 'virtual:chakra-globals.css';
// The declared component styles' classes (src/components/static-styles), one stylesheet for the app.
import 'virtual:chakra-static-styles.css';
import type { SystemContext } from '@chakra-ui/react';
import { LAYER_ORDER, systemOnDemand } from './system-on-demand';

/**
 * The app's Chakra system for its provider: its global styles (reset, global CSS, token custom
 * properties) come with the page's stylesheet, made by scripts/chakra-globals.ts (in the build or
 * by the dev server), so the provider has none to serialise and insert on each load, and the
 * build's createSystem never computes them (issue #11). The theme is loaded and the system made
 * when a Chakra component first renders: the five pages of issue #11 have none on their first screen.
 */
const providerSystem = systemOnDemand(() => import('./system').then(({ appSystem, withoutGlobalStyles }) => () => withoutGlobalStyles(appSystem())), {
  _config: {},
  layers: { atRule: LAYER_ORDER },
  _global: [],
});

export const appSystemWithStaticGlobals = (): SystemContext => providerSystem.system;

/**
 * Loads the theme when the reader first points, touches or types: whatever they open next (a menu,
 * a dialog, another page) finds it in instead of waiting a round trip for it. A load without
 * interaction (Lighthouse's, a reader who only reads) never evaluates it.
 */
export function loadThemeOnFirstIntent(): void {
  const events = ['pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true);
    // A failed load is tried again by the first component that needs the theme.
    providerSystem.load().catch(() => undefined);
  };
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
}
