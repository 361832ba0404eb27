import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalsCss, lazyGlobalStyles } from '../../scripts/chakra-globals';

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
