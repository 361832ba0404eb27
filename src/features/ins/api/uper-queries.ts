import type { LoaderFunctionArgs } from 'react-router-dom';
import { getLocale, type Locale } from '../../../i18n/locale';
import { prefetchForRoute } from '../../../lib/api';
import { insQuery } from '../../../lib/ins/api';
import { insPagesQuery } from '../../../lib/ins/use-ins-pages';

/** A blogger or post id of a URL (?id=), or null. */
export const idOf = (value: string | null) => (value && /^[0-9]{1,9}$/.test(value) ? Number(value) : null);

/** The blogger's posts as their page lists them: newest first. */
export const uperPostsParams = (id: number) => ({ uper_id: id, sort: 'new' as const });

/** What /ins/uperDetail shows: the profile, the recommended designs and the newest posts. */
export const uperPageQueries = (id: number, locale: Locale) => ({
  uper: insQuery('uper', {}, [id], locale),
  designs: insQuery('uperDesigns', { uper_id: id }, [], locale),
  posts: insPagesQuery('blogs', uperPostsParams(id), locale),
});

/**
 * Loads a blogger's page with the route, as other pages do; an offline pack of followed bloggers
 * runs it for each blogger, so their profiles, newest posts and pictures are kept.
 */
export function uperLoader({ request }: LoaderFunctionArgs) {
  const id = idOf(new URL(request.url).searchParams.get('id'));
  if (id === null) return null;
  const { uper, designs, posts } = uperPageQueries(id, getLocale());
  return prefetchForRoute(uper, designs, posts);
}
