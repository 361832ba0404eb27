import { z } from 'zod';

/**
 * Legacy-tolerant parameters (issue #12 item 2): a client written against the original portal
 * sends numbers as numeric strings ("20850") or strings as numbers (type 1), and sends the page's
 * context (channel, column, type, p, dataSource …) to every call whether it uses it or not. Every
 * call accepts that, here and nowhere else:
 *
 * - a key the call's schema does not declare is dropped (at any depth of a strict or plain object);
 * - a numeric string where the schema wants a number becomes that number, a number where it wants a
 *   string (or a string literal or enum) becomes its decimal text;
 * - names that could reach an object's prototype (`__proto__`, `constructor`, `prototype`) are
 *   refused at any depth, and everything left is validated by the call's own schema (ranges,
 *   lengths, formats), with its messages.
 *
 * Canonical params parse first and unchanged, so tolerance costs nothing for a client that sends
 * what the contract declares, and can never change what such a request means.
 */

export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const PROTOTYPE_KEY_MESSAGE = '不允许的参数名';

/** A decimal number as text: what PHP-era clients send for ids, pages and flags. */
const NUMERIC_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of the first own key that names a prototype, at any depth; null when there is none. */
export function findPrototypeKey(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findPrototypeKey(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return [...path, key];
    const found = findPrototypeKey(value[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A number's text, or a numeric text's number, when that is what `accepts` takes. */
function convertScalar(value: unknown, accepts: (candidate: unknown) => boolean): unknown {
  if (typeof value === 'number' && Number.isFinite(value) && accepts(String(value))) return String(value);
  if (typeof value === 'string' && NUMERIC_TEXT.test(value) && accepts(Number(value))) return Number(value);
  return value;
}

/**
 * The value a legacy client meant, shaped for `schema`: unknown keys dropped, numbers and numeric
 * strings converted to what the schema declares. Never validates: the schema does that next.
 */
export function tolerate(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return value;
      const shape = def.shape ?? {};
      const keepsOthers = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(value)) {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (field) out[key] = tolerate(field, entry);
        else if (keepsOthers) out[key] = def.catchall ? tolerate(def.catchall, entry) : entry;
      }
      return out;
    }
    case 'pipe':
      // A preprocess step (pipe from a transform) sees the raw value; anything else its input schema.
      return def.in && defOf(def.in).type !== 'transform' ? tolerate(def.in, value) : value;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return value === undefined || value === null ? value : tolerate(def.innerType!, value);
    case 'union': {
      // The first option that takes the value as sent, else the first that takes it made tolerant.
      const options = def.options ?? [];
      if (options.some((option) => option.safeParse(value).success)) return value;
      let fewest: { value: unknown; issues: number } | null = null;
      for (const option of options) {
        const candidate = tolerate(option, value);
        const parsed = option.safeParse(candidate);
        if (parsed.success) return candidate;
        const issues = parsed.error.issues.length;
        if (fewest === null || issues < fewest.issues) fewest = { value: candidate, issues };
      }
      return fewest ? fewest.value : value;
    }
    case 'array':
      return Array.isArray(value) ? value.map((entry) => tolerate(def.element!, entry)) : value;
    case 'record':
      if (!isPlainObject(value)) return value;
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, tolerate(def.valueType!, entry)]));
    case 'number':
    case 'bigint':
      return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
    case 'string':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    case 'literal':
      return convertScalar(value, (candidate) => (def.values ?? []).includes(candidate));
    case 'enum':
      return convertScalar(value, (candidate) => Object.values(def.entries ?? {}).includes(candidate));
    default:
      return value;
  }
}

/**
 * Parses a call's params the legacy-tolerant way: prototype names refused, the canonical form
 * tried as sent, then the tolerant reading of it. The one parser of the data endpoint.
 */
export function parseLegacyParams<S extends z.ZodType>(schema: S, raw: unknown): z.ZodSafeParseResult<z.output<S>> {
  const poisoned = findPrototypeKey(raw);
  if (poisoned) {
    return {
      success: false,
      error: new z.ZodError([{ code: 'custom', path: poisoned, message: PROTOTYPE_KEY_MESSAGE, input: undefined }]),
    } as z.ZodSafeParseResult<z.output<S>>;
  }
  const canonical = schema.safeParse(raw);
  if (canonical.success) return canonical;
  const tolerant = tolerate(schema, raw);
  return schema.safeParse(tolerant);
}
