import { ConcurrencyLimit } from '../../src/shared/concurrency';

/**
 * Picture renders by sharp (download files at their asked size, print copies for the layout
 * export) share one bound per process: they are CPU-bound, and an export or a bulk download asks
 * for hundreds at once, which must not starve the process's other requests.
 */
export const imageRenders = new ConcurrencyLimit(2);
