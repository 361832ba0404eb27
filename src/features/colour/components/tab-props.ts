/** What the colour page gives every tab panel. */
export interface TabProps {
  channel: number;
  search: URLSearchParams;
  /** The colour page's URL with some query values changed (undefined removes one). */
  hrefWith: (patch: Record<string, string | number | undefined>) => string;
}
