import { describe, expect, it } from 'vitest';
import { promoBarShown, widgetsHidden } from './footer-rules';

describe('footer widget rules', () => {
  it.each([
    ['/list/search', false, true],
    ['/detail/books', false, true],
    ['/list/search', true, false],
    ['/404', false, false],
    ['/tools/logs/x', false, false],
    ['/humen/entry', false, false],
    ['/specialTopic/summer_2026', false, false],
    ['/taskCenter/test', false, false],
    ['/list/news', false, false],
    ['/detail/news', false, false],
    ['/productCenter', false, false],
    ['/qualification', false, false],
    ['/toolsy', false, true],
  ] as const)('%s (logged in %s) → bar shown %s', (path, loggedIn, shown) => {
    expect(promoBarShown(path, loggedIn)).toBe(shown);
  });

  it('hides the other widgets only on the no-widget paths', () => {
    expect(widgetsHidden('/list/news')).toBe(false);
    expect(widgetsHidden('/humen/menu')).toBe(true);
  });
});
