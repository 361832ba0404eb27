import { describe, expect, it, vi } from 'vitest';
import { dictionary } from '../dictionary';
import { PAGE_PARTS, PART_AREAS, pickLocale, pickPart } from './pick';

// As the production build serves them (scripts/locale-catalogs.ts): nothing preloaded, and each
// language's first module holds only the first part.
vi.mock('./preloaded', () => ({ preloaded: {} }));
vi.mock('./zh', async () => ({ default: (await import('./pick')).pickPart((await import('../dictionary')).dictionary, 'zh', 'first') }));
vi.mock('./en', async () => ({ default: (await import('./pick')).pickPart((await import('../dictionary')).dictionary, 'en', 'first') }));

/** The catalogue as a page starts with it: nothing loaded yet. */
async function freshPage() {
  vi.resetModules();
  return { ...(await import('./index')), ...(await import('../translate')), ...(await import('../locale')) };
}

describe('the catalogue in parts', () => {
  it('splits each language into a first part and page parts, disjoint and together the whole language', () => {
    for (const locale of ['zh', 'en'] as const) {
      const first = pickPart(dictionary, locale, 'first');
      const parts = PAGE_PARTS.map((part) => pickPart(dictionary, locale, part));
      PAGE_PARTS.forEach((part, index) => expect(Object.keys(parts[index]!).sort()).toEqual([...PART_AREAS[part]].sort()));
      const areas = [first, ...parts].flatMap((part) => Object.keys(part));
      expect(new Set(areas).size).toBe(areas.length);
      expect(Object.assign({}, first, ...parts)).toEqual(pickLocale(dictionary, locale));
    }
  });

  it('shows a later area blank until its messages arrive, then tells the page to render again', async () => {
    const { catalogReady, catalogVersion, loadCatalog, subscribeCatalog, translate } = await freshPage();
    await loadCatalog('zh');
    expect(translate('zh', 'common.home')).toBe('首页');
    expect(catalogReady('zh')).toBe(true);
    const renders = vi.fn();
    const unsubscribe = subscribeCatalog(renders);
    const before = catalogVersion();
    expect(translate('zh', 'fabric.title')).toBe('');
    await vi.waitFor(() => expect(renders).toHaveBeenCalled());
    unsubscribe();
    expect(catalogVersion()).toBeGreaterThan(before);
    expect(translate('zh', 'fabric.title')).toBe('面料找样');
    expect(() => translate('zh', 'fabric.noSuchKey' as 'fabric.title')).toThrow('Unknown message fabric.noSuchKey');
  });

  it('brings the later areas with the other language once a page has asked for them', async () => {
    const { catalogReady, loadCatalog, loadPagePart, translate } = await freshPage();
    await loadCatalog('zh');
    expect(catalogReady('en')).toBe(false);
    await loadCatalog('en');
    expect(catalogReady('en')).toBe(true);
    await loadPagePart('later', 'zh');
    expect(catalogReady('en')).toBe(false);
    await loadCatalog('en');
    expect(catalogReady('en')).toBe(true);
    expect(translate('en', 'fabric.title')).toBe(dictionary.fabric.en.title);
  });

  it('loads a page of a later area and its messages together', async () => {
    const { loadCatalog, translate, withMessages } = await freshPage();
    await loadCatalog('zh');
    const page = { Component: () => null };
    const [route] = withMessages('later', [{ path: 'dxFabric/home', lazy: () => Promise.resolve(page) }]);
    expect(await (route!.lazy as () => Promise<unknown>)()).toBe(page);
    expect(translate('zh', 'fabric.home')).toBe('面料首页');
    expect(translate('zh', 'colour.pageTitle')).toBe('');
  });

  it('loads the colour pages with their own part, and a page needing two parts with both', async () => {
    const { loadCatalog, translate, withMessages, catalogReady } = await freshPage();
    await loadCatalog('zh');
    const page = { Component: () => null };
    const [route] = withMessages('colour', withMessages('later', [{ path: 'list/searchColor', lazy: () => Promise.resolve(page) }]));
    expect(await (route!.lazy as () => Promise<unknown>)()).toBe(page);
    expect(translate('zh', 'colour.pageTitle')).toBe(dictionary.colour.zh.pageTitle);
    expect(translate('zh', 'fabric.home')).toBe('面料首页');
    // A switch of language brings every part the page asked for.
    expect(catalogReady('en')).toBe(false);
    await loadCatalog('en');
    expect([translate('en', 'colour.pageTitle'), translate('en', 'fabric.home')]).toEqual([dictionary.colour.en.pageTitle, dictionary.fabric.en.home]);
  });
});
