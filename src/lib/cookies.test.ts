import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by exact name among others', () => {
    const jar = 'head_theme=dark; locale=en; my_locale=zh';
    expect(readCookie(jar, 'locale')).toBe('en');
    expect(readCookie(jar, 'head_theme')).toBe('dark');
    expect(readCookie(jar, 'missing')).toBeUndefined();
  });

  it('decodes values and survives malformed encoding', () => {
    expect(readCookie('shown=20850%2C20840', 'shown')).toBe('20850,20840');
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  const now = Date.UTC(2025, 0, 1, 0, 0, 0);

  it('writes path / and an expiry the given number of days ahead', () => {
    expect(serializeCookie('head_theme', 'dark', { days: 30 }, now)).toBe(
      'head_theme=dark; path=/; SameSite=Lax; expires=Fri, 31 Jan 2025 00:00:00 GMT',
    );
  });

  it('encodes values and omits expiry for session cookies', () => {
    expect(serializeCookie('shown', '20850,20840', {}, now)).toBe('shown=20850%2C20840; path=/; SameSite=Lax');
  });

  it('rejects names that would break the header', () => {
    expect(() => serializeCookie('a;b', 'x')).toThrow('Invalid cookie name');
  });
});
