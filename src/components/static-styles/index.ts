import 'virtual:chakra-static-styles.css';
import { classNameOf } from './class-name';
import type { StaticStyleName } from './declarations';

/** The class holding a declared Chakra component style (declarations.ts), for a plain element. */
export const staticClass = (name: StaticStyleName): string => classNameOf(name);
