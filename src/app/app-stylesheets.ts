/** The mark the build puts on the app's stylesheet preloads in index.html (scripts/deferred-stylesheets.ts). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}

/**
 * Applies the app's stylesheets, which index.html preloads without holding the boot shell's first
 * paint: resolves once every one is in use, so the first render never shows an unstyled frame. One
 * that failed to load resolves too: the app renders rather than wait forever.
 */
export function applyAppStylesheets(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${APP_STYLESHEET_ATTRIBUTE}]`);
  return Promise.all([...preloads].map(applied)).then(() => undefined);
}
