import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalsCss, lazyGlobalStyles, staticStylesCss } from '../../scripts/chakra-globals';
import { classNameOf } from '../../src/components/static-styles/class-name';
import { STATIC_STYLES } from '../../src/components/static-styles/declarations';

const chakraSystemModule = join(createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/index\.(c?js|mjs)$/, ''), '../esm/styled-system/system.js');

describe("Chakra's global styles as a build-time stylesheet", () => {
  it('holds the cascade-layer order, the reset, the global CSS and the theme tokens of both colour modes', async () => {
    const css = await chakraGlobalsCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/@layer base\{[^]*body\{[^}]*background:var\(--chakra-colors-bg-canvas\)/);
    expect(css).toMatch(/@layer tokens\{[^]*--chakra-colors-bg-canvas:var\(--chakra-colors-gray-50\)/);
    expect(css).toContain('--chakra-colors-bg-canvas:#100F0E');
    expect(css).toContain('--chakra-fonts-body:"PingFang SC"');
  });

  it("makes the installed Chakra's createSystem compute them only when read, and refuses a version it does not know", async () => {
    const source = await readFile(chakraSystemModule, 'utf8');
    const lazy = lazyGlobalStyles(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return globalStyles(); }');
    expect(lazy.split('\n')).toHaveLength(source.split('\n').length);
    expect(() => lazyGlobalStyles(source.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(/createSystem changed/);
  });
});

describe('declared component styles as static classes', () => {
  it("resolves a recipe's variants in the recipes layer and the style props unlayered over them, as Chakra does for the element", async () => {
    const css = await staticStylesCss({
      probe: { recipe: { key: 'button', variants: { variant: 'ghost', size: 'sm' } }, css: [{ borderRadius: 'full', color: 'fg.muted', display: { base: 'none', lg: 'block' } }] },
    });
    expect(css).toContain('.tl-probe{border-radius:var(--chakra-radii-full);color:var(--chakra-colors-fg-muted);display:none;}');
    expect(css).toContain('@media screen and (min-width: 64rem){.tl-probe{display:block;}}');
    expect(css).toMatch(/@layer recipes\{\.tl-probe\{[^}]*height:var\(--chakra-sizes-9\)[^}]*background:var\(--chakra-colors-transparent\)/);
    expect(css).toContain('.tl-probe:is(:focus-visible, [data-focus-visible]){outline-width:var(--focus-ring-width, 2px)');
    expect(css).toContain('.tl-probe:is(:hover, [data-hover]):not(:disabled, [data-disabled]){background:var(--chakra-colors-color-palette-subtle)');
  });

  it('refuses a recipe the theme does not have, and names a dotted size as a class can be named', async () => {
    await expect(staticStylesCss({ probe: { recipe: { key: 'checkbox' } } })).rejects.toThrow('static style probe: the theme has no recipe checkbox');
    expect(await staticStylesCss({ 'icon-4.5': { recipe: { key: 'icon' }, css: [{ boxSize: '4.5' }] } })).toContain('.tl-icon-4_5{width:var(--chakra-sizes-4\\.5)');
  });

  it("resolves a part of a slot recipe, and a component's inline recipe, in the recipes layer", async () => {
    const css = await staticStylesCss({
      field: { recipe: { key: 'nativeSelect', slot: 'field', variants: { size: 'sm' } } },
      group: { recipe: { definition: { base: { display: 'inline-flex' }, variants: { orientation: { horizontal: { flexDirection: 'row' } } }, defaultVariants: { orientation: 'horizontal' } } } },
    });
    expect(css).toMatch(/@layer recipes\{\.tl-field\{[^}]*appearance:none[^}]*height:var\(--select-field-height\)/);
    expect(css).toMatch(/@layer recipes\{\.tl-group\{[^}]*display:inline-flex;[^}]*flex-direction:row;\}\}/);
    await expect(staticStylesCss({ probe: { recipe: { key: 'nativeSelect', slot: 'menu' } } })).rejects.toThrow('static style probe: the slot recipe nativeSelect has no part menu');
    await expect(staticStylesCss({ probe: { recipe: { key: 'combobox', slot: 'input' } } })).rejects.toThrow('static style probe: the theme has no slot recipe combobox');
  });

  it('gives every name its rules, also names whose styles are the same', async () => {
    const css = await staticStylesCss({ first: { css: [{ fontSize: 'sm', color: 'fg.muted' }] }, second: { css: [{ fontSize: 'sm', color: 'fg.muted' }] } });
    expect(css).toContain('.tl-first{font-size:var(--chakra-font-sizes-sm);color:var(--chakra-colors-fg-muted);}');
    expect(css).toContain('.tl-second{font-size:var(--chakra-font-sizes-sm);color:var(--chakra-colors-fg-muted);}');
    const all = await staticStylesCss();
    const withoutRules = Object.keys(STATIC_STYLES).filter((name) => !all.includes(`.${classNameOf(name)}{`) && !all.includes(`.${classNameOf(name)}:`));
    expect(withoutRules).toEqual([]);
  });

  it('declares only styles the app uses', async () => {
    const sources: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.tsx?$/.test(entry.name) && !path.endsWith(join('static-styles', 'declarations.ts'))) sources.push(await readFile(path, 'utf8'));
      }
    };
    await walk(join(import.meta.dirname, '../../src'));
    const unused = Object.keys(STATIC_STYLES).filter((name) => !sources.some((source) => source.includes(`'${name}'`)));
    expect(unused).toEqual([]);
  });
});
