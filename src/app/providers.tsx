import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/api';
import { appSystemWithStaticGlobals } from './theme/static-globals';

/**
 * Chakra theme and the shared TanStack QueryClient (offline-first; see src/lib/api/query-client.ts).
 * Its cache is persisted to IndexedDB for offline starts and restored before the first render
 * (restorePersistedQueries in main.tsx, src/lib/offline/query-persister.ts). Writes never go
 * through persisted mutations: Dexie and the outbox hold them (src/lib/offline).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystemWithStaticGlobals()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}
