import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Every route of the app, as written. The router knows only the pages navigations have led to so
 * far (lazy route discovery), and a pack runs the loaders of pages the reader has not opened yet.
 */
export const RouteTableContext = createContext<RouteObject[] | null>(null);
