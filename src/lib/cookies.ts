/** Cookies the client itself reads and writes (theme, locale, dialog flags). Spec §9: path / with expiry in days. */

export interface CookieOptions {
  /** Lifetime in days; omitted gives a session cookie. */
  days?: number;
  path?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads one cookie from a `document.cookie` style string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The `Set-Cookie` style text for `document.cookie = …`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, now = Date.now()): string {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Invalid cookie name: "${name}"`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.days !== undefined) {
    if (!Number.isFinite(options.days)) throw new Error(`Cookie lifetime must be a number of days, got ${options.days}`);
    parts.push(`expires=${new Date(now + options.days * DAY_MS).toUTCString()}`);
  }
  return parts.join('; ');
}

export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = serializeCookie(name, value, options) + secure;
}

export function removeCookie(name: string, path = '/'): void {
  setCookie(name, '', { days: -1, path });
}
