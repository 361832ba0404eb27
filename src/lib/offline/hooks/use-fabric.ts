import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { LocalFabricFavourite, LocalFabricView } from '../db';
import type { OfflineUser } from '../session';
import type { FabricTarget } from '../store';
import { useOfflineUser } from './use-offline-user';
import { useSyncedToggle, type ToggleState } from './use-set-toggle';

/**
 * Favourite button of a fabric (my fabric collection, fabricFavourite.set ops): works offline,
 * shows at once and syncs exactly once later, like every favourite.
 */
export function useFabricFavourite(fabric: FabricTarget | null | undefined): ToggleState {
  const { t } = useLocale();
  const key = fabric ? String(fabric.fabricId) : null;
  const set = useCallback(async (user: OfflineUser, value: boolean) => {
    if (fabric) await user.store.setFabricFavourite(fabric, value);
  }, [fabric]);
  const texts = useMemo(
    () => ({
      loginRequired: t('offline.loginFirst'),
      added: t('offline.favouriteAdded'),
      removed: t('offline.favouriteRemoved'),
      addFailed: t('offline.favouriteAddFailed'),
      removeFailed: t('offline.favouriteRemoveFailed'),
    }),
    [t],
  );
  return useSyncedToggle('fabricFavourite', key, set, texts);
}

/** Records that the signed-in member opened a fabric (the fabric footprint), once per fabric while the page stays open. */
export function useRecordFabricView(fabric: FabricTarget | null | undefined): void {
  const user = useOfflineUser();
  const recorded = useRef<string | null>(null);
  const fabricId = fabric?.fabricId;
  const name = fabric?.name ?? '';
  const cover = fabric?.cover ?? '';
  const merchant = fabric?.merchant ?? '';
  useEffect(() => {
    if (!user || fabricId === undefined) return;
    const key = `${user.userId}:${fabricId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    user.store.addFabricView({ fabricId, name, cover, merchant }).catch((error: unknown) => console.warn('fabric view not recorded', error));
  }, [user, fabricId, name, cover, merchant]);
}

/** The member's fabric collection or footprint on this device (synced state plus changes waiting to sync), newest first. */
export function useLocalFabrics(kind: 'collection' | 'footprint'): { signedIn: boolean; list: (LocalFabricFavourite | LocalFabricView)[] | undefined } {
  const user = useOfflineUser();
  const list = useLiveQuery(
    async () => {
      if (!user) return [];
      return kind === 'collection'
        ? user.db.fabricFavourites.orderBy('addedAt').reverse().toArray()
        : user.db.fabricViews.orderBy('viewedAt').reverse().toArray();
    },
    [user, kind],
  );
  return { signedIn: Boolean(user), list };
}
