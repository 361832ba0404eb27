/**
 * index.html's boot shell shows the brand mark before any script runs: `<!--logo-mark-->` becomes
 * the mark's inline SVG (src/components/logo-mark), not an `<img>` of the icon file, which made the
 * renderer build a document of its own for it during the page load (issue #11). In development too.
 */
import type { Plugin } from 'vite';
import { markSvg } from '../src/components/logo-mark/logo-mark';

const PLACEHOLDER = '<!--logo-mark-->';

export function bootShellLogo(): Plugin {
  return {
    name: 'trendloom:boot-shell-logo',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} for the boot shell's brand mark`);
      return html.replace(PLACEHOLDER, markSvg(undefined, 'aria-hidden="true" focusable="false"'));
    },
  };
}
