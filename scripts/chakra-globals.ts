/**
 * Build step (issue #11): Chakra's global styles — its reset, the app's global CSS and a custom
 * property for every theme token, ≈ 46 KB of CSS — as a stylesheet written at build time instead
 * of computed and injected by JavaScript on every page load. In the browser `createSystem` built
 * them eagerly (≈ 80 ms of a desktop's CPU, ×4 on a slow tablet) and ChakraProvider serialised and
 * inserted them (≈ 50 ms more), all inside the first script's one long task.
 *
 * - `virtual:chakra-globals.css` is that stylesheet, made in Node from the app's own system with
 *   the serializer emotion's `<Global>` uses, so its rules are the ones the provider would insert.
 * - The production build makes `system._global` lazy in Chakra's `createSystem`, so nothing
 *   computes the styles again; the app's provider then gets a system whose `_global` is empty
 *   (src/app/theme/static-globals.ts).
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import type { StaticStyle } from '../src/components/static-styles/declarations';

const VIRTUAL_ID = 'virtual:chakra-globals.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The declared component styles as static classes (src/components/static-styles). */
const STATIC_STYLES_ID = 'virtual:chakra-static-styles.css';
const RESOLVED_STATIC_STYLES_ID = `\0${STATIC_STYLES_ID}`;

/** Chakra's createSystem, where `_global` is computed and returned. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBALS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
// One line for one line, so the module's line numbers (and its source map) stay as they were.
const LAZY_GLOBALS = 'let _globalStyles; const globalStyles = () => (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const RETURNED_GLOBALS = /\n(\s*)_global,\n/;

/** The CSS text emotion's `<Global styles>` inserts for these styles. */
function globalRules(styles: unknown[]): string {
  const cache = createCache({ key: 'css' });
  // Outside a browser emotion's cache returns the rules instead of inserting them.
  return styles.map((style) => cache.insert('', serializeStyles([style as never]), cache.sheet, false) as unknown as string).join('\n');
}

/** `createSystem` with `_global` computed on first read (ChakraProvider's default path still works). */
export function lazyGlobalStyles(code: string): string {
  if (code.split(EAGER_GLOBALS).length !== 2 || !RETURNED_GLOBALS.test(code)) {
    throw new Error('chakra-globals: Chakra’s createSystem changed; update scripts/chakra-globals.ts for this version');
  }
  return code.replace(EAGER_GLOBALS, LAZY_GLOBALS).replace(RETURNED_GLOBALS, '\n$1get _global() { return globalStyles(); },\n');
}

/** The stylesheet of the app's system: the cascade-layer order first, then the global styles. */
export async function chakraGlobalsCss(): Promise<string> {
  const system = (await import('../src/app/theme/system')).appSystem();
  return globalRules([system.layers.atRule, ...system._global]);
}

/** A static style's recipe styles, in the recipes layer, as the component gets them from Chakra. */
function recipeStylesOf(system: SystemContext, name: string, recipe: NonNullable<StaticStyle['recipe']>): SystemStyleObject {
  const variants = recipe.variants ?? {};
  if ('definition' in recipe) return system.cva(recipe.definition)(variants);
  if (recipe.slot === undefined) {
    if (!system.isRecipe(recipe.key)) throw new Error(`static style ${name}: the theme has no recipe ${recipe.key}`);
    return system.getRecipeFn(recipe.key)(variants);
  }
  if (!system.isSlotRecipe(recipe.key)) throw new Error(`static style ${name}: the theme has no slot recipe ${recipe.key}`);
  const slots = system.getSlotRecipeFn(recipe.key)(variants) as Record<string, SystemStyleObject>;
  if (!slots[recipe.slot]) throw new Error(`static style ${name}: the slot recipe ${recipe.key} has no part ${recipe.slot}`);
  return slots[recipe.slot]!;
}

/**
 * The rules of each declared static style under its class, as Chakra would insert them for the
 * component: the recipe's styles (in its cascade layer) merged with the style props by the
 * system's own `css`, serialised as emotion does. A recipe the theme lacks is refused.
 */
export async function staticStylesCss(declarations?: Record<string, StaticStyle>): Promise<string> {
  const system = (await import('../src/app/theme/system')).appSystem();
  const { STATIC_STYLES } = await import('../src/components/static-styles/declarations');
  const { classNameOf } = await import('../src/components/static-styles/class-name');
  const cache = createCache({ key: 'css' });
  return Object.entries(declarations ?? (STATIC_STYLES as Record<string, StaticStyle>))
    .map(([name, { recipe, css = [] }]) => {
      const recipeStyles = recipe ? recipeStylesOf(system, name, recipe) : {};
      const styles = system.css(recipeStyles, ...css);
      const className = classNameOf(name);
      // Emotion remembers the rules it made by the styles' hash, whatever the selector: two names
      // with the same styles would both get the first one's rules. The class name keeps them apart.
      const serialized = serializeStyles([styles as never]);
      return cache.insert(`.${className}`, { ...serialized, name: `${serialized.name}-${className}` }, cache.sheet, false) as unknown as string;
    })
    .join('\n');
}

/**
 * The `<style>` elements ChakraProvider's two emotion `<Global>`s would insert (the cascade-layer
 * order; the global styles, empty with the static globals), as emotion marks a server-rendered
 * one: each `<Global>` finds its element by name and inserts nothing, so no page load runs
 * emotion's stylesheet compiler for them (the first run of that compiler costs a slow tablet
 * tens of milliseconds of one long task).
 */
export async function providerGlobalStyleTags(): Promise<{ name: string; css: string }[]> {
  const { appSystem, withoutGlobalStyles } = await import('../src/app/theme/system');
  // What ChakraProvider inserts for the app's system (src/app/theme/static-globals.ts).
  const system = withoutGlobalStyles(appSystem());
  return [system.layers.atRule, system._global].map((styles) => {
    // The theme argument is the one <Global> passes: emotion's ThemeContext default, an empty object.
    const serialized = serializeStyles([styles as never], undefined, {});
    // Emotion's serialised form is CSS already; a found element is used as it is, never compiled.
    return { name: `css-global ${serialized.name}`, css: serialized.styles };
  });
}

export function chakraGlobals(): Plugin {
  return {
    name: 'trendloom:chakra-globals',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : id === STATIC_STYLES_ID ? RESOLVED_STATIC_STYLES_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? chakraGlobalsCss() : id === RESOLVED_STATIC_STYLES_ID ? staticStylesCss() : undefined),
    async transformIndexHtml() {
      return (await providerGlobalStyleTags()).map(({ name, css }) => ({ tag: 'style', attrs: { 'data-emotion': name }, children: css, injectTo: 'head-prepend' as const }));
    },
    transform(code, id) {
      // Dependencies are pre-bundled in development, so this applies to builds: there the styles are never computed.
      return SYSTEM_MODULE.test(id) ? { code: lazyGlobalStyles(code), map: null } : undefined;
    },
  };
}
