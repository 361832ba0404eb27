/**
 * The page's entry (index.html): the address's language, the router and so the first page's
 * loaders, then the app (main.tsx). Its files are a small part of the app's (React, React Router,
 * TanStack Query, the route table and the loaders; no React DOM, no UI library), so on a slow line
 * the first page's data calls, its messages and its page chunk leave after about a third of the
 * app's first JavaScript, not after all of it, and the stylesheet shares the line with fewer files
 * (issue #11). The app renders with what this starts.
 */
import { createAppRouter } from './app/router';
import { installChunkRecovery, recoverFromMissingChunk } from './app/chunk-recovery';
import { topProgress } from './components/progress-bar/progress';
import { loadCatalog } from './i18n/catalog';
import { applyLocaleFromUrl, getLocale } from './i18n/locale';

applyLocaleFromUrl();
// Only the shown language's messages come with the page; the first render needs them.
export const messages = loadCatalog(getLocale());
// The first page load runs the top bar too; the router's first settled navigation finishes it.
topProgress.start();
installChunkRecovery();
export const router = createAppRouter();
import('./main').catch(recoverFromMissingChunk);
