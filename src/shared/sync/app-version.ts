declare const __APP_VERSION__: string | undefined;

/**
 * The running build's version (package version plus build id), set by vite.config.ts `define`
 * for the page and the service worker alike. It busts the persisted query cache and keys the
 * worker's data caches, so an update never reads answers shaped for the previous build.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
