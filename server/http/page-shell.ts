import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { matchRoutes as MatchRoutes } from 'react-router';
import type { RoutePreloads } from '../../scripts/route-preloads';

/** Written by the client build next to index.html (scripts/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Locale = 'zh' | 'en';
type Encoding = 'br' | 'gzip' | 'identity';

export interface ShellResponse {
  body: Buffer;
  encoding: Encoding;
  etag: string;
}

/** The language a page opens in, as public/theme-init.js decides it: ?locale=, else the locale cookie, else Chinese. */
export function pageLocale(query: string, cookieHeader: string | undefined): Locale {
  const requested = /(?:^|&)locale=([^&#]*)/.exec(query)?.[1];
  if (requested === 'en') return 'en';
  if (requested === 'cn' || requested === 'zh') return 'zh';
  return /(?:^|;\s*)locale=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'zh';
}

const preferredEncoding = (acceptEncoding: string | undefined): Encoding =>
  /\bbr\b/.test(acceptEncoding ?? '') ? 'br' : /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : 'identity';

/**
 * The app's HTML for a page address (issue #11): index.html naming, besides the entry's own files,
 * the ones this page's first load needs next — its language's messages and its route's chunks and
 * stylesheets — so a first visit fetches them with the entry, not one round trip after it ran.
 * Preloads only: a wrong or missing name costs a download, never the page. Each variant is built
 * and compressed once per process.
 */
export class PageShell {
  private readonly variants = new Map<string, ShellResponse>();
  private readonly routes: { path: string; id: string }[];
  /** React Router's matcher, loaded with the first page asked for (not at every server start). */
  private matcher?: Promise<typeof MatchRoutes>;

  private constructor(
    private readonly html: string,
    private readonly preloads: RoutePreloads | undefined,
  ) {
    this.routes = (preloads?.routes ?? []).map((route, index) => ({ path: `/${route.path}`, id: String(index) }));
  }

  static load(distDir: string): PageShell {
    const file = join(distDir, ROUTE_PRELOADS_FILE);
    const preloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : undefined;
    return new PageShell(readFileSync(join(distDir, 'index.html'), 'utf8'), preloads);
  }

  async respond(pathname: string, query: string, cookieHeader: string | undefined, acceptEncoding: string | undefined): Promise<ShellResponse> {
    const locale = pageLocale(query, cookieHeader);
    const route = await this.routeFor(pathname);
    const encoding = preferredEncoding(acceptEncoding);
    const key = `${route ?? '-'} ${locale} ${encoding}`;
    let variant = this.variants.get(key);
    if (!variant) {
      const html = Buffer.from(this.htmlFor(route, locale));
      const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
      const body =
        encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : encoding === 'gzip' ? gzipSync(html, { level: 9 }) : html;
      variant = { body, encoding, etag };
      this.variants.set(key, variant);
    }
    return variant;
  }

  /** The index of the route the client's router will render for `pathname`, as React Router ranks them. */
  private async routeFor(pathname: string): Promise<number | undefined> {
    if (!this.preloads || this.routes.length === 0) return undefined;
    this.matcher ??= import('react-router').then((module) => module.matchRoutes);
    const matchRoutes = await this.matcher;
    const id = matchRoutes(this.routes, pathname)?.at(-1)?.route.id;
    return id === undefined ? undefined : Number(id);
  }

  private htmlFor(route: number | undefined, locale: Locale): string {
    if (!this.preloads) return this.html;
    const entry = route === undefined ? undefined : this.preloads.routes[route];
    const links = [
      ...[...this.preloads.locales[locale], ...(entry?.scripts ?? [])].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...(entry?.styles ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ];
    return this.html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  }
}
