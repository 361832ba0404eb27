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
 * Loads the theme ahead of the first Chakra component: at the idle moment `atIdle` gives, once the
 * first page is on screen, or earlier when the reader first points, touches or types. A component
 * that renders before it is in suspends: its Suspense boundary shows its fallback meanwhile (a
 * menu's trigger, a dialog's nothing), a navigation keeps the page as it is.
 */
export function loadThemeAhead(atIdle: (run: () => void) => void): void {
  const events = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;
  const load = () => {
    for (const type of events) window.removeEventListener(type, load, true);
    // A failed load is tried again by the first component that needs the theme.
    providerSystem.load().catch(() => undefined);
  };
  for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
  atIdle(load);
}
