/**
 * The components of the route tree's frame: the root, the site layout, the error page and the 404
 * page. The app's entry (main.tsx) imports them; the route table asks for them lazily, so the
 * boot script (src/boot.ts), which holds the route table and the loaders, does not carry the UI
 * library and the first page's data calls leave before it has arrived (issue #11).
 */
export { RootShell } from './RootShell';
export { SiteLayout } from './SiteLayout';
export { RouteError } from '../errors/RouteError';
export { NotFoundPage } from '../not-found/NotFoundPage';
