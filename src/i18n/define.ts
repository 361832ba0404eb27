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

/** Replaces `{name}` with its value; a missing value is a programming error, so it throws. */
export function interpolate(message: string, vars: MessageVars | undefined, key: string): string {
  return message.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = vars?.[name];
    if (value === undefined) throw new Error(`Message ${key} needs the variable {${name}}`);
    return String(value);
  });
}
