/**
 * Build step (issue #11): the entry's stylesheets are asked for as early as before, but no longer
 * hold the first paint. index.html's boot shell carries its own styles, so the page paints as soon
 * as the HTML is in; on a slow line the stylesheet shared the line with the entry's twenty scripts
 * and held that paint by ≈ 0.4 s. The build turns each `<link rel="stylesheet">` Vite writes for
 * the entry into a `<link rel="preload" as="style">` marked `data-app-stylesheet`; the app applies
 * them before its first render (src/app/app-stylesheets.ts), so no React-rendered frame is unstyled.
 */
import type { Plugin } from 'vite';
import { APP_STYLESHEET_ATTRIBUTE } from '../src/app/app-stylesheets';

const ENTRY_STYLESHEET = /<link rel="stylesheet"((?:\s+crossorigin)?\s+href="\/assets\/[^"]+\.css")\s*>/g;

/** index.html with the entry's stylesheet links turned into marked style preloads. */
export function deferEntryStylesheets(html: string): string {
  return html.replace(ENTRY_STYLESHEET, `<link rel="preload" as="style"$1 ${APP_STYLESHEET_ATTRIBUTE}>`);
}

export function deferredStylesheets(): Plugin {
  return {
    name: 'trendloom:deferred-stylesheets',
    apply: 'build',
    // After Vite has written the entry's script and stylesheet tags.
    transformIndexHtml: { order: 'post', handler: deferEntryStylesheets },
  };
}
