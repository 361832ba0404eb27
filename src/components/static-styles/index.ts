import { classNameOf } from './class-name';
import type { StaticStyleName } from './declarations';

/**
 * The class holding a declared Chakra component style (declarations.ts), for a plain element. The
 * classes' stylesheet comes with the app's entry (src/app/theme/static-globals.ts), not with this
 * module: code that only names a class (and its tests) needs no build step.
 */
export const staticClass = (name: StaticStyleName): string => classNameOf(name);
