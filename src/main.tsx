import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadShellSlots } from './app/feature-slots';
import { firstPageLoaded } from './app/router';
import { recoverFromMissingChunk } from './app/chunk-recovery';
// The route table asks for these lazily (routes.ts): with the entry, they are in by the first render.
import './app/layout/shell-components';
import { queryClient } from './lib/api';
import { restorePersistedQueries } from './lib/offline/query-persister';
import { registerServiceWorker } from './lib/offline/sw-registration';
import { warmUpFonts } from './app/theme/font-warmup';
import { messages, router } from './boot';

// The last session's data before the first render: an offline start shows it at once, and no
// query waits for the restore and then re-renders every page part that reads one (issue #11).
const cacheRestored = restorePersistedQueries(queryClient);

// Service worker (offline feature): precache, runtime caches, update prompt.
registerServiceWorker();

// The header's menus and indicators and the site-wide widgets whose files are in by the first
// render render in its commit, not each in a commit of its own after it (issue #11). Waiting for
// them held a page's first paint by up to 0.3 s here; one that comes later renders when it can.
void preloadShellSlots();
// The fonts of the first screen are looked up while the data is on its way, not in the first layout.
let rendering = false;
warmUpFonts(() => rendering);
// The first render in a transition: React renders it in slices and lets input and paint in between,
// instead of one task as long as the whole page (on a slow tablet a page took up to 0.6 s of one
// task). It starts once the router holds the first page's data (index.html's boot shell shows
// meanwhile), so the first render is the whole page.
Promise.all([messages, cacheRestored, firstPageLoaded(router)]).then(() => {
  rendering = true;
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}, recoverFromMissingChunk);
