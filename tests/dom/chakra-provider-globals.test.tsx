import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { providerGlobalStyleTags } from '../../scripts/chakra-globals';
import { appSystem, withoutGlobalStyles } from '../../src/app/theme/system';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A style element by emotion's name for it, with its text. */
const described = (style: HTMLStyleElement) => `${style.getAttribute('data-emotion')}: ${style.textContent}`;

/** Renders the app's provider around an empty page and returns the style elements it added. */
function renderProvider(): string[] {
  const before = new Set(document.querySelectorAll('style'));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<ChakraProvider value={withoutGlobalStyles(appSystem())}>{null}</ChakraProvider>));
  const added = [...document.querySelectorAll('style')].filter((style) => !before.has(style)).map(described);
  act(() => root.unmount());
  container.remove();
  return added;
}

// index.html carries the build's `<style data-emotion="css-global …">` elements (scripts/chakra-globals.ts).
describe("ChakraProvider's global styles on a page of the build", () => {
  it('are found in the page, so the provider inserts no stylesheet of its own', async () => {
    const tags = (await providerGlobalStyleTags()).map(({ name, css }) => {
      const style = document.createElement('style');
      style.setAttribute('data-emotion', name);
      style.textContent = css;
      document.head.append(style);
      return style;
    });
    expect(tags.map(described)).toEqual(['css-global ad1llf: @layer reset, base, tokens, recipes;', 'css-global 0: ']);
    expect(renderProvider()).toEqual([]);
    // The provider took them over (and removed them when it unmounted).
    expect(tags.map((style) => style.isConnected)).toEqual([false, false]);
  });

  it('are inserted by the provider on a page without them (the cascade-layer order)', () => {
    expect(renderProvider()).toEqual(['css-global: @layer reset,base,tokens,recipes;']);
  });
});
