import type { RouteObject } from 'react-router-dom';

/** /download/batch: a list's pictures in batch-download view. */
export const downloadRoutes: RouteObject[] = [{ path: 'download/batch', lazy: async () => ({ Component: (await import('./components/BatchPage')).BatchPage }) }];
