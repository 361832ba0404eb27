/**
 * One area of the dictionary. `en` must have exactly the keys of `zh` (a missing or extra key is
 * a compile error); zh texts are the spec's Chinese verbatim. `{name}` marks a variable.
 */
export const defineMessages = <const Zh extends Record<string, string>>(messages: {
  zh: Zh;
  en: { [K in keyof NoInfer<Zh>]: string };
}) => messages;

/** Variable names used in a message: 'Total {count} of {all}' → 'count' | 'all'. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type MessageVars = Record<string, string | number>;

/** `{name}`, or `{name|one|other}`: the word for one and for any other number (English plurals). */
const VARIABLE = /\{(\w+)(?:\|([^{}|]*)\|([^{}|]*))?\}/g;

/**
 * Replaces `{name}` with its value and `{name|one|other}` with the word for the value: 'one' when it
 * is 1, 'other' for any other number ('{count} {count|item|items}' → '1 item', '12 items'). A
 * missing value is a programming error, so it throws.
 */
export function interpolate(message: string, vars: MessageVars | undefined, key: string): string {
  return message.replace(VARIABLE, (_match, name: string, one: string | undefined, other: string | undefined) => {
    const value = vars?.[name];
    if (value === undefined) throw new Error(`Message ${key} needs the variable {${name}}`);
    if (other === undefined) return String(value);
    return String(value) === '1' ? one! : other;
  });
}
