/**
 * Faceted lists (fabric, manufacturing): one WHERE condition per facet, so each facet's counts
 * can leave its own condition out — several values of one facet widen the result, facets narrow
 * each other.
 */

/** The WHERE clause of the conditions, optionally without one facet's. */
export const whereOf = (parts: Partial<Record<string, string>>, except?: string) => {
  const list = Object.entries(parts)
    .filter(([key, value]) => key !== except && value)
    .map(([, value]) => value);
  return list.length ? `WHERE ${list.join(' AND ')}` : '';
};

/**
 * One select-list column per facet, named after it: [{value, count}] by count, then value, over
 * `from` with every condition but the facet's own. `values[facet]` is the SQL expression a row is
 * counted by (an unnest() counts a row once per value it has).
 */
export function facetColumns(from: string, parts: Partial<Record<string, string>>, values: Record<string, string>): string {
  return Object.entries(values)
    .map(
      ([facet, value]) =>
        `(SELECT coalesce(jsonb_agg(jsonb_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') FROM (
         SELECT v, count(*)::int AS n FROM (SELECT ${value} AS v FROM ${from} ${whereOf(parts, facet)}) s GROUP BY v) c) AS "${facet}"`,
    )
    .join(',\n');
}
