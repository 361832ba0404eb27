import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';

const NONE: ReadonlySet<string> = new Set();

/** `type:itemId` of a catalogue item, as the favourites table and a recommendation both know it. */
export const itemRef = (type: number, itemId: number) => `${type}:${itemId}`;

/**
 * Items this member favourited on this device before `time` (ms), synced or still waiting in the
 * outbox. A list fetched while a favourite made a moment ago had not reached the server yet may
 * recommend that very item; it is hidden. Favourites made later (from the list itself) stay, so
 * a card does not vanish under the click that favourited it.
 */
export function useFavouritedBefore(time: number): ReadonlySet<string> {
  const user = useOfflineUser();
  return useLiveQuery(
    async () => {
      if (!user || !time) return NONE;
      const rows = await user.db.favourites.where('addedAt').below(time).toArray();
      return new Set(rows.map((row) => itemRef(row.type, row.itemId)));
    },
    [user, time],
    NONE,
  );
}
