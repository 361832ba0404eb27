import { describe, expect, it, vi } from 'vitest';
import { dictionary } from '../dictionary';
import { LATER_AREAS, pickLocale, pickPart } from './pick';

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

describe('the catalogue in two parts', () => {
  it('splits each language into a first part and the later areas, together the whole language', () => {
    for (const locale of ['zh', 'en'] as const) {
      const first = pickPart(dictionary, locale, 'first');
      const later = pickPart(dictionary, locale, 'later');
      expect(Object.keys(later).sort()).toEqual([...LATER_AREAS].sort());
      expect(Object.keys(first).filter((area) => LATER_AREAS.has(area))).toEqual([]);
      expect({ ...first, ...later }).toEqual(pickLocale(dictionary, locale));
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
    const { catalogReady, loadCatalog, loadLaterAreas, translate } = await freshPage();
    await loadCatalog('zh');
    expect(catalogReady('en')).toBe(false);
    await loadCatalog('en');
    expect(catalogReady('en')).toBe(true);
    await loadLaterAreas('zh');
    expect(catalogReady('en')).toBe(false);
    await loadCatalog('en');
    expect(catalogReady('en')).toBe(true);
    expect(translate('en', 'fabric.title')).toBe(dictionary.fabric.en.title);
  });

  it('loads a page of a later area and its messages together', async () => {
    const { loadCatalog, translate, withLaterMessages } = await freshPage();
    await loadCatalog('zh');
    const page = { Component: () => null };
    const [route] = withLaterMessages([{ path: 'dxFabric/home', lazy: () => Promise.resolve(page) }]);
    expect(await (route!.lazy as () => Promise<unknown>)()).toBe(page);
    expect(translate('zh', 'fabric.home')).toBe('面料首页');
  });
});
