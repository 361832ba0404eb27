/**
 * Build step: the browser loads only the shown language's messages (issue #11: the dictionary
 * holds zh and en side by side, ≈ 16 KB brotli each), and of those first the areas every page
 * needs. `src/i18n/catalog/{zh,en}.ts` become that language's first part as plain data and
 * `{zh,en}-<part>.ts` its page parts (pick.ts; each its own chunk, loaded by catalog/index.ts), and
 * `catalog/preloaded.ts`, which in development and tests holds both, becomes empty. The typed
 * dictionary stays the single source: it is read when the build starts.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { dictionary } from '../src/i18n/dictionary';
import { CATALOG_PARTS, pickPart, type CatalogPart } from '../src/i18n/catalog/pick';
import { escapeHtml } from '../src/shared/validation/text';

const module = (name: string) => fileURLToPath(new URL(`../src/i18n/catalog/${name}.ts`, import.meta.url));
const partModule = (locale: 'zh' | 'en', part: CatalogPart): [string, () => string] => [
  module(part === 'first' ? locale : `${locale}-${part}`),
  () => `export default ${JSON.stringify(pickPart(dictionary, locale, part))};\n`,
];
const CATALOGS = new Map([
  ...(['zh', 'en'] as const).flatMap((locale) => CATALOG_PARTS.map((part) => partModule(locale, part))),
  [module('preloaded'), () => 'export const preloaded = {};\n'],
]);

export function localeCatalogs(): Plugin {
  return {
    name: 'trendloom:locale-catalogs',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return CATALOGS.get(id.split('?')[0]!)?.() ?? null;
    },
  };
}

/**
 * index.html's boot shell shows a few messages before any script runs (the phone header's search
 * field): `<!--t:zh:shell.searchPlaceholder-->` becomes that message, so the dictionary stays
 * their one source. In development too.
 */
export function bootShellMessages(): Plugin {
  const areas = dictionary as unknown as Record<string, Record<string, Record<string, unknown>>>;
  return {
    name: 'trendloom:boot-shell-messages',
    transformIndexHtml(html) {
      return html.replaceAll(/<!--t:(zh|en):(\w+)\.([\w.]+)-->/g, (_, locale: string, area: string, key: string) => {
        const text = areas[area]?.[locale]?.[key];
        if (typeof text !== 'string') throw new Error(`index.html asks for a message the dictionary lacks: ${locale} ${area}.${key}`);
        return escapeHtml(text);
      });
    },
  };
}
