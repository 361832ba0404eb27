import 'virtual:chakra-globals.css';
// The declared component styles' classes (src/components/static-styles), one stylesheet for the app.
import 'virtual:chakra-static-styles.css';
import type { SystemContext } from '@chakra-ui/react';
import { appSystem, LAYER_ORDER, madeOnFirstUse, withoutGlobalStyles } from './system';

let made: SystemContext | undefined;

/**
 * The app's Chakra system for its provider: its global styles (reset, global CSS, token custom
 * properties) come with the page's stylesheet, made by scripts/chakra-globals.ts (in the build or
 * by the dev server), so the provider has none to serialise and insert on each load, and the
 * build's createSystem never computes them (issue #11). The system itself is made when a Chakra
 * component first renders: the five pages of issue #11 have none on their first screen.
 */
export const appSystemWithStaticGlobals = (): SystemContext =>
  (made ??= madeOnFirstUse(() => withoutGlobalStyles(appSystem()), { _config: {}, layers: { atRule: LAYER_ORDER }, _global: [] }));
