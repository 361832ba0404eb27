import { useEffect, useRef } from 'react';
import { queryClient } from '../../../lib/api';
import { offlineSession } from '../../../lib/offline';
import { persistedQueryOwner, setQueryOwner } from '../../../lib/offline/query-persister';
import { useSession } from '../../../lib/session';

/**
 * Opens the signed-in user's offline data and sync (and closes the previous user's) whenever
 * the user info says who is signed in; tells the persisted query cache and the service worker.
 */
export function SessionBridge() {
  const { info } = useSession();
  const previous = useRef<number | 'guest'>(persistedQueryOwner());

  useEffect(() => {
    if (!info) return;
    const userId = info.isLogin === 1 ? info.customer_id : null;
    const owner = userId ?? 'guest';
    if (previous.current !== owner && previous.current !== 'guest') {
      // The data restored at start belonged to someone else (their session ended elsewhere).
      queryClient.removeQueries({ queryKey: ['api'], type: 'inactive' });
      void queryClient.resetQueries({ queryKey: ['api'] });
    }
    previous.current = owner;
    setQueryOwner(userId);
    void offlineSession.activate(userId);
  }, [info]);

  return null;
}
