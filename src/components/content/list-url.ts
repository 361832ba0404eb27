import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dropZeroArgs, LIST_ARGS } from '../../shared/catalogue/list-rules';

export type ListArgs = Partial<Record<(typeof LIST_ARGS)[number] | 'merge_type', string>>;

/**
 * The list query fields of the URL (spec §2), with every argument whose value is the string 0
 * dropped (spec §5) — so `?column=0` and no column are the same list.
 */
export function listArgsFrom(search: URLSearchParams): ListArgs {
  const args: Record<string, string> = {};
  for (const name of [...LIST_ARGS, 'merge_type'] as const) {
    const value = search.get(name);
    if (value !== null && value.trim() !== '') args[name] = value.trim();
  }
  return dropZeroArgs(args);
}

/** The page number in the URL (p), 1 when absent or malformed. */
export const pageFrom = (args: ListArgs) => {
  const page = Number(args.p);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

function patched(search: URLSearchParams, patch: ListArgs): URLSearchParams {
  const query = new URLSearchParams(search);
  if (!('p' in patch)) query.delete('p');
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || value === '') query.delete(name);
    else query.set(name, value);
  }
  return query;
}

/** A change of the list fields: fixed values, or a function of the fields in the address bar now. */
export type ListArgsChange = ListArgs | ((current: ListArgs) => ListArgs);

/**
 * Reads and writes the list fields of the URL. Changing anything but the page goes back to
 * page 1; a value of undefined or '' removes the field. A functional change reads the address
 * bar itself, not the last rendered fields: two quick clicks while a page is still loading
 * (its render held back) both count.
 */
export function useListArgs(): [ListArgs, (change: ListArgsChange, options?: { replace?: boolean }) => void, (patch: ListArgs) => string] {
  const [search, setSearch] = useSearchParams();
  const args = useMemo(() => listArgsFrom(search), [search]);
  const update = useCallback(
    (change: ListArgsChange, options?: { replace?: boolean }) => {
      const current = new URLSearchParams(window.location.search);
      const patch = typeof change === 'function' ? change(listArgsFrom(current)) : change;
      setSearch(patched(typeof change === 'function' ? current : search, patch), options);
    },
    [search, setSearch],
  );
  const hrefWith = useCallback((patch: ListArgs) => `?${patched(search, patch)}`, [search]);
  return [args, update, hrefWith];
}
