import { join, resolve } from 'node:path';

/**
 * Where the tests' and e2e servers' seedings keep the pictures they rendered
 * (server/seed/images/picture-cache.ts): one CI run seeds demo catalogues seven times, each
 * encoding the same few hundred pictures to AVIF and WebP.
 */
export const SEED_PICTURE_CACHE = join(resolve(import.meta.dirname, '..', '..'), 'node_modules', '.cache', 'trendloom-seed-pictures');
