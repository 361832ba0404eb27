import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listArgsFrom, type ListArgs } from '../../lib/list-args';

export { listArgsFrom, pageFrom, type ListArgs } from '../../lib/list-args';

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
