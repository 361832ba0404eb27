import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { applyAppStylesheets } from './app/app-stylesheets';
import { preloadShellSlots } from './app/feature-slots';
import { createAppRouter, firstPageLoaded, prepareRouterStart, type RouterStart } from './app/router';
import { installChunkRecovery, recoverFromMissingChunk } from './app/chunk-recovery';
import { topProgress } from './components/progress-bar';
import { loadCatalog } from './i18n/catalog';
import { applyLocaleFromUrl, getLocale } from './i18n/locale';
import { queryClient } from './lib/api';
import { restorePersistedQueries } from './lib/offline/query-persister';
import { registerServiceWorker } from './lib/offline/sw-registration';
import { warmUpFonts } from './app/theme/font-warmup';
import { loadThemeAhead } from './app/theme/static-globals';
import { markFailedPictures } from './app/failed-pictures';
import { atIdleTurn } from './components/offscreen';

const REGISTER_WORKER_AT_THE_LATEST_MS = 15_000;
const THEME_AHEAD_AFTER_MS = 5_000;

// In a task of its own, the first after this one: parsing the app's stylesheet and restyling the
// boot shell with it took a fifth of the task that evaluates the app's modules (issue #11). Still
// before the router's task and its lazy imports (timers run in the order they were set): Vite's
// loader of a lazy chunk's styles adds those it does not find in use, and would add this one again.
// index.html's boot shell paints without them; the first render waits until they are in use.
const stylesApplied = new Promise<void>((resolve) => setTimeout(() => void applyAppStylesheets().then(resolve), 0));
applyLocaleFromUrl();
markFailedPictures();
// Only the shown language's messages come with the page (issue #11); the first render needs them.
const messages = loadCatalog(getLocale());
// The last session's data before the first render: an offline start shows it at once, and no
// query waits for the restore and then re-renders every page part that reads one (issue #11).
const cacheRestored = restorePersistedQueries(queryClient);
// The first page load runs the top bar too; the router's first settled navigation finishes it.
topProgress.start();
installChunkRecovery();

// Service worker (offline feature): precache, runtime caches, update prompt. A first visit's worker
// downloads the whole app (≈ 1 MB in some 300 files) as it installs: registered after the first page
// has rendered, at an idle moment after the page's own deferred work (its sections below the fold),
// so that download and its CPU leave the first screen the line and the cores (issue #11). At the
// latest 15 s after start, whatever the page does.
setTimeout(registerServiceWorker, REGISTER_WORKER_AT_THE_LATEST_MS);

// The tab's session storage opens at its first use, a synchronous round trip to the browser
// process: React Router reads it as it starts (view transitions), the scroll manager as the page
// renders. In Lighthouse traces here that first read took 4–18 ms of the router's task; opened in a
// task of its own, ahead of the router's, it stays a short task (issue #11).
setTimeout(openSessionStorage, 0);

// The first history entry keyed and the routes the address needs, in a task of their own before
// the router's: in one task with the router's set-up they made it the longest of a list page's
// load in Lighthouse traces (18 ms of thread time, 250 ms at 4× on a busy machine; issue #11).
let routerStart: RouterStart | undefined;
setTimeout(() => (routerStart = prepareRouterStart()), 0);

// The app's modules evaluate in one task; the router (over the routes the address needs) and the
// first page's loaders start in a later one, instead of making one task of both: on a slow tablet
// that was the longest task of a load (issue #11). The loaders' requests leave as early either way.
setTimeout(() => {
  const router = createAppRouter(routerStart);
  // Asked with the first page's loaders, not waited for: the header's menus and indicators and the
  // site-wide widgets whose files are in by the first render render in its commit, not each in a
  // commit of its own after it (issue #11). Waiting for them held a page's first paint by up to
  // 0.3 s here; one that comes later renders when it can, as before.
  void preloadShellSlots();
  // The fonts of the first screen are looked up while the data is on its way, not in the first layout.
  let rendering = false;
  warmUpFonts(() => rendering);
  // The first render in a transition: React renders it in slices and lets input and paint in between,
  // instead of one task as long as the whole page (on a slow tablet a page took up to 0.6 s of one
  // task). It starts once the router holds the first page's data (index.html's boot shell shows
  // meanwhile), so the first render is the whole page.
  Promise.all([messages, stylesApplied, cacheRestored, firstPageLoaded(router)]).then(() => {
    rendering = true;
    startTransition(() =>
      (root ??= createAppRoot()).render(
        <StrictMode>
          <App router={router} onFirstCommit={onFirstCommit} />
        </StrictMode>,
      ),
    );
  }, recoverFromMissingChunk);
}, 0);

// React's root in a task of its own after the router's, while the first page's data is on its way:
// making it registers React's listener for every event type on the page's container, and in the
// task that starts the first render that was a third of its time in a Lighthouse trace (issue #11).
// Until the first render commits, the container keeps index.html's boot shell.
let root: Root | undefined;
setTimeout(() => (root ??= createAppRoot()), 0);

/**
 * The first page is on screen: the service worker at an idle moment; Chakra's theme, for what the
 * reader may open next, at an idle moment once the page has had its first seconds to itself (its
 * pictures, its sections below the fold, the worker's install), or at the reader's first move. At
 * the first idle moment its evaluation was a task of 17–23 ms (thread time) in every bench trace of
 * the five pages, 2.2–3.5 s into the load (issue #11).
 */
function onFirstCommit() {
  atIdleTurn(registerServiceWorker);
  loadThemeAhead((load) => setTimeout(() => atIdleTurn(load), THEME_AHEAD_AFTER_MS));
}

function createAppRoot(): Root {
  return createRoot(document.getElementById('root')!);
}

function openSessionStorage() {
  try {
    void sessionStorage.length;
  } catch {
    // Storage blocked: every reader already copes without it.
  }
}
