import { useEffect, useRef } from 'react';
import { offlineSession } from '..';
import type { HistoryTarget } from '../store';

/**
 * Records that the signed-in user opened an item (myFoot / sdViewLog) as a history.add op: once
 * per item and user while the page stays open, online or offline. Guests record nothing.
 *
 *   useRecordView(data ? { itemId: data.item.id, type: data.item.type, title: data.item.title, cover: data.item.cover } : null);
 *
 * It listens to the offline session outside React state: the page that records a view (the whole
 * detail page) does not render again when the user's database opens (issue #11: on a first visit
 * that re-render was the longest task after the content had painted).
 */
export function useRecordView(item: HistoryTarget | null | undefined): void {
  const recorded = useRef<string | null>(null);
  const itemId = item?.itemId;
  const type = item?.type;
  const title = item?.title ?? '';
  const cover = item?.cover ?? '';
  useEffect(() => {
    if (itemId === undefined || type === undefined) return;
    const record = () => {
      const user = offlineSession.get();
      if (!user) return;
      const key = `${user.userId}:${type}:${itemId}`;
      if (recorded.current === key) return;
      recorded.current = key;
      // A local write failing (storage full or evicted) must not break the page: history is a convenience.
      user.store.addHistory({ itemId, type, title, cover }).catch((error: unknown) => console.warn('history not recorded', error));
    };
    record();
    return offlineSession.subscribe(record);
  }, [itemId, type, title, cover]);
}
