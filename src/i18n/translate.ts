import type { dictionary } from './dictionary';
import { catalogOf, loadPagePart, pagePartOf } from './catalog';
import { interpolate, type MessageVars, type Placeholders } from './define';
import type { Locale } from './locale';

type Dictionary = typeof dictionary;
type Area = keyof Dictionary;

/** 'area.key' for every message, e.g. 'shell.notFoundTitle'. */
export type MessageKey = { [A in Area]: `${A}.${keyof Dictionary[A]['zh'] & string}` }[Area];

type ZhText<K extends MessageKey> = K extends `${infer A extends Area}.${infer M}`
  ? M extends keyof Dictionary[A]['zh']
    ? Dictionary[A]['zh'][M] & string
    : never
  : never;

/** Variables a message needs: none means no second argument, otherwise all of them. */
export type VarsFor<K extends MessageKey> = [Placeholders<ZhText<K>>] extends [never]
  ? []
  : [vars: Record<Placeholders<ZhText<K>>, string | number>];

/** Keys whose message has no variables: safe to keep in tables and pass around. */
export type PlainMessageKey = { [K in MessageKey]: VarsFor<K> extends [] ? K : never }[MessageKey];

export type Translate = <K extends MessageKey>(key: K, ...vars: VarsFor<K>) => string;

export function translate<K extends MessageKey>(locale: Locale, key: K, ...vars: VarsFor<K>): string {
  const dot = key.indexOf('.');
  // Only the shown language is loaded (main.tsx loads its first part before the first render;
  // setLocale loads the other before it switches): the type of the key guarantees every language has the message.
  const catalog = catalogOf(locale);
  if (!catalog) throw new Error(`The ${locale} messages are not loaded (${key})`);
  const area = key.slice(0, dot);
  const part = catalog[area] ? undefined : pagePartOf(area);
  if (part) {
    // A page part's area on a page that did not load it with its code (a component shared with
    // such a page): blank for the moment its messages take to arrive, then useLocale renders again.
    loadPagePart(part, locale).catch(() => undefined);
    return '';
  }
  const message = catalog[area]?.[key.slice(dot + 1)];
  if (message === undefined) throw new Error(`Unknown message ${key}`);
  return interpolate(message, vars[0] as MessageVars | undefined, key);
}

export const translatorFor =
  (locale: Locale): Translate =>
  (key, ...vars) =>
    translate(locale, key, ...vars);
