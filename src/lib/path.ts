export type PathValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type PathParams = Readonly<Record<string, PathValue>>;

/** `:name`, optionally constrained `:id(\d+)` and/or optional `:p?`, as route patterns in spec §2 write them. */
const PARAM_TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)(?:\([^)]*\))?\??/g;

function isEmpty(value: PathValue): value is null | undefined | '' {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const text = (value: Exclude<PathValue, null | undefined>) => (Array.isArray(value) ? value.join(',') : String(value));

/**
 * Spec §5 path filling: `:param` segments are filled from `params`, a segment whose value is
 * empty is dropped, and the remaining non-empty params are appended as a query string.
 *
 * fillPath('/list/style3d/p/:p?', { p: 2, channel: 20850 }) → '/list/style3d/p/2?channel=20850'
 */
export function fillPath(pattern: string, params: PathParams = {}): string {
  if (pattern.replace(PARAM_TOKEN, '').includes('?')) {
    throw new Error(`fillPath takes a path pattern without a query string, got "${pattern}"; pass query values in params`);
  }
  const used = new Set<string>();
  const segments = pattern.split('/').map((segment) =>
    segment.replace(PARAM_TOKEN, (_token, name: string) => {
      used.add(name);
      const value = params[name];
      return isEmpty(value) ? '' : encodeURIComponent(text(value));
    }),
  );
  // Keep the leading '' (absolute path) and drop the segments that emptied out.
  const path = segments.filter((segment, index) => index === 0 || segment !== '').join('/') || '/';

  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!used.has(name) && !isEmpty(value)) query.append(name, text(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
