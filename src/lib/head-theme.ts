import { useSyncExternalStore } from 'react';
import { setCookie } from './cookies';

/** Header theme (spec §2, §4): the whole app follows it through the `dark` class on <html>. */
export type HeadTheme = 'dark' | 'light';

export const HEAD_THEME_COOKIE = 'head_theme';
/** Spec §9: the head theme cookie lasts 30 days. */
export const HEAD_THEME_COOKIE_DAYS = 30;

/** Browser UI colour (status bar, tab strip) per theme; matches bg.canvas. */
export const THEME_COLOR: Record<HeadTheme, string> = { light: '#FAF9F7', dark: '#100F0E' };

type Listener = () => void;
const listeners = new Set<Listener>();

/** public/theme-init.js has already put the remembered (or system) theme on <html> before first paint. */
export function getHeadTheme(): HeadTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setHeadTheme(theme: HeadTheme): void {
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
  setCookie(HEAD_THEME_COOKIE, theme, { days: HEAD_THEME_COOKIE_DAYS });
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeadTheme(): [HeadTheme, (theme: HeadTheme) => void] {
  return [useSyncExternalStore(subscribe, getHeadTheme, () => 'light' as const), setHeadTheme];
}
