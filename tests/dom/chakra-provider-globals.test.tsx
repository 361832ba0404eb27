import { Box, ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '../../src/app/errors/RouteError';
import { NotFoundPage } from '../../src/app/not-found/NotFoundPage';
import { describe, expect, it } from 'vitest';
import { PageStatusView } from '../../src/components/content/PageStatusView';
import { UserMenu } from '../../src/features/auth/components/UserMenu';
import { queryClient } from '../../src/lib/api';
import { userInfoQuery } from '../../src/lib/session';
import { GUEST_INFO } from '../../src/shared/contract/calls/account';
import { providerGlobalStyleTags } from '../../scripts/chakra-globals';
import { appSystem, withoutGlobalStyles } from '../../src/app/theme/system';
import { LAYER_ORDER, systemOnDemand } from '../../src/app/theme/system-on-demand';

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

describe("the provider's system, loaded and made on first use", () => {
  /** The app's provider system on demand, counting how often its theme is loaded and the system made. */
  function onDemand(loadTheme: () => Promise<void> = () => Promise.resolve()) {
    const counts = { loads: 0, makes: 0 };
    const provider = systemOnDemand(
      async () => {
        counts.loads += 1;
        await loadTheme();
        return () => {
          counts.makes += 1;
          return withoutGlobalStyles(appSystem());
        };
      },
      { _config: {}, layers: { atRule: LAYER_ORDER }, _global: [] },
    );
    return { counts, ...provider };
  }

  /** Renders `page` in the provider (its suspensions settled) and returns the page's markup. */
  async function renderIn(system: SystemContext, page: ReactNode): Promise<string> {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ChakraProvider value={system}>{page}</ChakraProvider>));
    const html = container.innerHTML;
    act(() => root.unmount());
    container.remove();
    return html;
  }

  it('neither loads the theme nor makes the system for a page without Chakra components', async () => {
    const { counts, system } = onDemand();
    expect(await renderIn(system, <p>plain</p>)).toBe('<p>plain</p>');
    expect(counts).toEqual({ loads: 0, makes: 0 });
  });

  it("neither loads nor makes it for the screens a page's sections show while loading, with no data, offline, failed or gone", async () => {
    for (const status of ['loading', 4000, 'offline', 500, -1] as const) {
      for (const skeleton of ['grid', 'article'] as const) {
        const { counts, system } = onDemand();
        const html = await renderIn(
          system,
          <MemoryRouter>
            <PageStatusView status={status} skeleton={skeleton} onRetry={() => undefined} />
          </MemoryRouter>,
        );
        expect(html).toMatch(/data-testid="status-/);
        expect(counts, `${status} ${skeleton}`).toEqual({ loads: 0, makes: 0 });
      }
    }
  });

  it('neither loads nor makes it for the 404 page or a route whose chunk cannot load: both show when no chunk can', async () => {
    const { counts, system } = onDemand(() => Promise.reject(new Error('offline')));
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            { path: 'missing-chunk', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js')) },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
      { initialEntries: ['/nowhere'] },
    );
    expect(await renderIn(system, <RouterProvider router={router} />)).toContain('data-testid="not-found"');
    await act(() => router.navigate('/missing-chunk'));
    expect(await renderIn(system, <RouterProvider router={router} />)).toContain('data-testid="route-error"');
    expect(counts).toEqual({ loads: 0, makes: 0 });
  });

  it("neither loads nor makes it for a guest's sign-in and sign-up links in the header: a shared link's first page", async () => {
    const { counts, system } = onDemand();
    queryClient.setQueryData(userInfoQuery('zh').queryKey, GUEST_INFO);
    const html = await renderIn(
      system,
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/list/show?channel=20850']}>
          <UserMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    queryClient.clear();
    const links = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-testid="guest-actions"] a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['登录', `/login?redirect=${encodeURIComponent('/list/show?channel=20850')}`],
      ['注册', `/register?redirect=${encodeURIComponent('/list/show?channel=20850')}`],
    ]);
    expect(counts).toEqual({ loads: 0, makes: 0 });
  });

  it('loads the theme once a Chakra component renders, which waits for it and is styled as the system styles it', async () => {
    let arrive!: () => void;
    const { counts, system } = onDemand(() => new Promise<void>((resolve) => (arrive = resolve)));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ChakraProvider value={system}>{<Box color="fg.muted">styled</Box>}</ChakraProvider>));
    // Suspended on the theme: nothing on screen yet, the system not made.
    expect(container.innerHTML).toBe('');
    expect(counts).toEqual({ loads: 1, makes: 0 });
    await act(async () => arrive());
    expect(container.innerHTML).toMatch(/^<div class="css-[a-z0-9]+">styled<\/div>$/);
    expect(counts).toEqual({ loads: 1, makes: 1 });
    expect(system.token('colors.fg.muted')).toBe(appSystem().token('colors.fg.muted'));
    act(() => root.unmount());
    container.remove();
  });

  it('loaded ahead, makes the system only when a component first needs it, and without waiting', async () => {
    const { counts, system, load } = onDemand();
    await load();
    await load();
    expect(counts).toEqual({ loads: 1, makes: 0 });
    expect(await renderIn(system, <Box color="fg.muted">styled</Box>)).toMatch(/^<div class="css-[a-z0-9]+">styled<\/div>$/);
    expect(counts).toEqual({ loads: 1, makes: 1 });
  });

  it("shows a theme that cannot load as the component's error, and loads it again on the next use", async () => {
    let fail = true;
    const { counts, system } = onDemand(() => (fail ? Promise.reject(new Error('chunk missing')) : Promise.resolve()));
    const caught: unknown[] = [];
    const page = (
      <Boundary onError={(error) => caught.push(error)}>
        <Box color="fg.muted">styled</Box>
      </Boundary>
    );
    expect(await renderIn(system, page)).toBe('<p>failed</p>');
    expect(caught).toEqual([new Error('chunk missing')]);
    fail = false;
    expect(await renderIn(system, page)).toMatch(/^<div class="css-[a-z0-9]+">styled<\/div>$/);
    expect(counts).toEqual({ loads: 2, makes: 1 });
  });

  it('knows the layer order the made system has', () => {
    expect(appSystem().layers.atRule).toBe(LAYER_ORDER);
  });
});

/** An error boundary that shows "failed" and reports what it caught. */
class Boundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render = () => (this.state.failed ? <p>failed</p> : this.props.children);
}
