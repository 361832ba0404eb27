import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { applyLocaleFromUrl, getLocale, setLocale } from '../../src/i18n/locale';
import { useLocale } from '../../src/i18n/use-locale';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const visit = (path: string) => window.history.replaceState(null, '', path);

describe('locale from the address (spec §1)', () => {
  it('?locale=en switches to English, remembers it and drops the parameter', () => {
    visit('/index/home?channel=20840&locale=en#latest');
    applyLocaleFromUrl();
    expect(getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/index/home?channel=20840#latest');
  });

  it('keeps the remembered language when the address does not ask', () => {
    visit('/');
    applyLocaleFromUrl();
    expect(getLocale()).toBe('en');
  });

  it('?locale=cn returns to Chinese', () => {
    visit('/?locale=cn');
    applyLocaleFromUrl();
    expect(getLocale()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.cookie).toContain('locale=zh');
    expect(window.location.search).toBe('');
  });

  it('ignores values it does not know', () => {
    visit('/?locale=fr');
    applyLocaleFromUrl();
    expect(getLocale()).toBe('zh');
    expect(window.location.search).toBe('?locale=fr');
  });
});

describe('useLocale', () => {
  it('re-renders with the new language and formats by it', () => {
    function Probe() {
      const { t, formatCount } = useLocale();
      return (
        <p>
          {t('shell.notFoundTitle')} {formatCount(123_456)}
        </p>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Probe />));
    expect(container.textContent).toBe('页面不存在 12.3万');
    act(() => setLocale('en'));
    expect(container.textContent).toBe('Page not found 123,456');
    act(() => setLocale('zh'));
    act(() => root.unmount());
  });
});
