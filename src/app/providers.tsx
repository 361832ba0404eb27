import { ChakraProvider } from '@chakra-ui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/api';
import { queryPersister } from '../lib/offline/query-persister';
import { APP_VERSION } from '../shared/sync/app-version';
import { systemWithStaticGlobals } from './theme/static-globals';

/** As long as the query client keeps unused queries (gcTime); older pages come from the worker's cache. */
const PERSISTED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Chakra theme and the shared TanStack QueryClient (offline-first; see src/lib/api/query-client.ts),
 * persisted to IndexedDB for offline starts: per user, dropped on a new app version (buster).
 * Writes never go through persisted mutations: Dexie and the outbox hold them (src/lib/offline).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={systemWithStaticGlobals}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister: queryPersister, buster: APP_VERSION, maxAge: PERSISTED_FOR_MS }}
      >
        {children}
      </PersistQueryClientProvider>
    </ChakraProvider>
  );
}
