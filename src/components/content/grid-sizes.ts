import { gridSizes } from '../responsive-image/srcset';

export type GridDensity = 'standard' | 'dense' | 'wide';

/** Column counts per breakpoint: the grid's layout (ItemGrid.module.css reads them) and its pictures' `sizes`. */
export const GRID_COLUMNS: Record<GridDensity, Record<string, number>> = {
  standard: { base: 2, md: 3, lg: 4, xl: 5 },
  dense: { base: 2, sm: 3, md: 4, lg: 5, xl: 6 },
  wide: { base: 1, sm: 2, lg: 3 },
};

/** How wide each density draws a card's picture (`sizes`): a route loader preloads its first card's copy with it. */
export const GRID_SIZES = Object.fromEntries(Object.entries(GRID_COLUMNS).map(([density, columns]) => [density, gridSizes(columns)])) as Record<GridDensity, string>;
