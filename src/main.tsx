import './shared/contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkRecovery } from './app/chunk-recovery';
import { topProgress } from './components/progress-bar';
import { applyLocaleFromUrl } from './i18n/locale';
import { registerServiceWorker } from './lib/offline/sw-registration';

applyLocaleFromUrl();
// The first page load runs the top bar too; the router's first settled navigation finishes it.
topProgress.start();
installChunkRecovery();

// Service worker (offline feature): precache, runtime caches, update prompt.
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
