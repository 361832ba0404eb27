import { useEffect, useRef } from 'react';
import type { HistoryTarget } from '../store';
import { useOfflineUser } from './use-offline-user';

/**
 * Records that the signed-in user opened an item (myFoot / sdViewLog) as a history.add op: once
 * per item and user while the page stays open, online or offline. Guests record nothing.
 *
 *   useRecordView(data ? { itemId: data.item.id, type: data.item.type, title: data.item.title, cover: data.item.cover } : null);
 */
export function useRecordView(item: HistoryTarget | null | undefined): void {
  const user = useOfflineUser();
  const recorded = useRef<string | null>(null);
  const itemId = item?.itemId;
  const type = item?.type;
  const title = item?.title ?? '';
  const cover = item?.cover ?? '';
  useEffect(() => {
    if (!user || itemId === undefined || type === undefined) return;
    const key = `${user.userId}:${type}:${itemId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    // A local write failing (storage full or evicted) must not break the page: history is a convenience.
    user.store.addHistory({ itemId, type, title, cover }).catch((error: unknown) => console.warn('history not recorded', error));
  }, [user, itemId, type, title, cover]);
}
