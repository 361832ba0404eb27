import { lazy } from 'react';
import { lazyPopup } from '../../../lib/lazy-component';
import type { ColourDetailDrawerProps } from './ColourDetailDrawerView';

/**
 * A library colour in depth: similar colours (ΔE00), colour schemes, pictures in it, its colour
 * card. A drawer that loads when a colour is first opened (issue #11).
 */
export const ColourDetailDrawer = lazyPopup<ColourDetailDrawerProps>(
  lazy(() => import('./ColourDetailDrawerView')),
  (props) => props.code !== null,
);
