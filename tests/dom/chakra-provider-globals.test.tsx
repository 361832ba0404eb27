import { Box, ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageStatusView } from '../../src/components/content/PageStatusView';
import { providerGlobalStyleTags } from '../../scripts/chakra-globals';
import { appSystem, LAYER_ORDER, madeOnFirstUse, withoutGlobalStyles } from '../../src/app/theme/system';

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

describe('the provider\'s system, made on first use', () => {
  /** The app's provider system, counting how often it is made; renders `page` in its provider. */
  function providerWith(page: ReactNode) {
    let makes = 0;
    const system = madeOnFirstUse(
      () => {
        makes += 1;
        return withoutGlobalStyles(appSystem());
      },
      { _config: {}, layers: { atRule: LAYER_ORDER }, _global: [] },
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<ChakraProvider value={system}>{page}</ChakraProvider>));
    const html = container.innerHTML;
    act(() => root.unmount());
    container.remove();
    return { makes, html, system };
  }

  it('is not made for a page without Chakra components', () => {
    expect(providerWith(<p>plain</p>).makes).toBe(0);
  });

  it("is not made for the screens a page's sections show while loading, with no data, offline or gone", () => {
    for (const status of ['loading', 4000, 'offline', -1] as const) {
      for (const skeleton of ['grid', 'article'] as const) {
        const { makes, html } = providerWith(
          <MemoryRouter>
            <PageStatusView status={status} skeleton={skeleton} />
          </MemoryRouter>,
        );
        expect(html).toMatch(/data-testid="status-/);
        expect(makes, `${status} ${skeleton}`).toBe(0);
      }
    }
  });

  it('is made once a Chakra component renders, and styles it as the system does', () => {
    const { makes, html, system } = providerWith(<Box color="fg.muted">styled</Box>);
    expect(makes).toBe(1);
    expect(html).toMatch(/^<div class="css-[a-z0-9]+">styled<\/div>$/);
    expect(system.token('colors.fg.muted')).toBe(appSystem().token('colors.fg.muted'));
  });

  it('knows the layer order the made system has', () => {
    expect(appSystem().layers.atRule).toBe(LAYER_ORDER);
  });
});
