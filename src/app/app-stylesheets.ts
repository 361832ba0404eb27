/**
 * The app's stylesheets, preloaded by index.html without holding the boot shell's first paint
 * (scripts/deferred-stylesheets.ts), applied here: resolves once every one of them is in use, so
 * the first render never shows an unstyled frame. A stylesheet that failed to load resolves too:
 * the app renders rather than wait forever (chunk recovery handles a missing build).
 */
const APP_STYLESHEETS = 'link[data-app-stylesheet]';

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}

export function applyAppStylesheets(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>(APP_STYLESHEETS)].filter((link) => link.rel !== 'stylesheet');
  return Promise.all(links.map(applied)).then(() => undefined);
}
