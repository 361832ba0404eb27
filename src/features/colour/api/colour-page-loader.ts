import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchForRoute } from '../../../lib/api';
import { navListQuery } from '../../../lib/catalogue';
import { channelFromSearch } from '../../../lib/channels';

/**
 * /list/color: the channel's column list decides which tabs show (analysis needs color_real), so it
 * loads with the route; fetched on render, the tab row could change under the reader (issue #11).
 * Kept apart from colour-api.ts, which the router would otherwise pull into every page's first load.
 */
export const colourPageLoader = ({ request }: LoaderFunctionArgs) => prefetchForRoute(navListQuery(channelFromSearch(new URL(request.url).searchParams)));
