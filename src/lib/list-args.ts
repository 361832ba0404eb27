import { dropZeroArgs, LIST_ARGS } from '../shared/catalogue/list-rules';

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
