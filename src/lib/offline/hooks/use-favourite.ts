import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { favouriteKey, followKey } from '../../../shared/sync/protocol';
import type { LocalFavourite, LocalFollow } from '../db';
import { entityRef } from '../local-state';
import type { FavouriteTarget, FollowTarget } from '../store';
import { useOfflineUser } from './use-offline-user';
import { useSetToggle } from './use-set-toggle';

export interface ToggleState {
  /** Favourited / followed on this device (including changes not yet synced). */
  on: boolean;
  /** A change of this entity is waiting for the server. */
  waitingForSync: boolean;
  /** The user is signed in (a guest's toggle only says 请先登录). */
  loggedIn: boolean;
  /** A change is being stored right now. */
  working: boolean;
  toggle: () => Promise<void>;
}

function useWaiting(entity: 'favourite' | 'follow', key: string | null): boolean {
  const user = useOfflineUser();
  return (
    useLiveQuery(
      async () => (user && key ? (await user.db.outbox.where('entityKey').equals(entityRef(entity, key)).count()) > 0 : false),
      [user, entity, key],
    ) ?? false
  );
}

/**
 * Favourite button state of an item (spec §4 favourite toggle; addFav/delFav as favourite.set
 * ops). Works offline: the change shows at once everywhere and syncs later.
 *
 *   const fav = useFavourite({ itemId: item.id, type: item.type, title: item.title, cover });
 *   <Button onClick={fav.toggle} aria-pressed={fav.on} disabled={fav.working}>…</Button>
 */
export function useFavourite(item: FavouriteTarget | null | undefined): ToggleState {
  const { t } = useLocale();
  const user = useOfflineUser();
  const key = item ? favouriteKey(item.type, item.itemId, item.pictureId ?? null) : null;
  const on = useLiveQuery(async () => (user && key ? Boolean(await user.db.favourites.get(key)) : false), [user, key]) ?? false;
  const waitingForSync = useWaiting('favourite', key);
  const isOn = useCallback(async () => Boolean(user && key && (await user.db.favourites.get(key))), [user, key]);
  const set = useCallback(async (value: boolean) => {
    if (user && item) await user.store.setFavourite(item, value);
  }, [user, item]);
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
  const { toggle, working } = useSetToggle(user, isOn, set, texts);
  return { on, waitingForSync, loggedIn: Boolean(user), working, toggle };
}

/**
 * Follow button state of a brand (addFollowsWords/delFollowsWords) or a blogger (add/delete
 * focus), as follow.set ops: 已添加对【name】的关注 / 已取消对【name】的关注.
 */
export function useFollow(who: FollowTarget | null | undefined): ToggleState & { followId: number } {
  const { t } = useLocale();
  const user = useOfflineUser();
  const key = who ? followKey(who.target, who.targetId) : null;
  const row = useLiveQuery(async (): Promise<LocalFollow | null> => (user && key ? ((await user.db.follows.get(key)) ?? null) : null), [user, key]);
  const waitingForSync = useWaiting('follow', key);
  const isOn = useCallback(async () => Boolean(user && key && (await user.db.follows.get(key))), [user, key]);
  const set = useCallback(async (value: boolean) => {
    if (user && who) await user.store.setFollow(who, value);
  }, [user, who]);
  const name = who?.name ?? '';
  const texts = useMemo(
    () => ({
      loginRequired: who?.target === 'blogger' ? t('offline.loginToAct') : t('offline.loginFirst'),
      added: t('offline.followAdded', { name }),
      removed: t('offline.followRemoved', { name }),
      addFailed: t('offline.followFailed'),
      removeFailed: t('offline.followFailed'),
    }),
    [t, name, who?.target],
  );
  const { toggle, working } = useSetToggle(user, isOn, set, texts);
  // Spec: a followed blogger carries its follow record id; 0 means not followed (or not yet synced).
  return { on: Boolean(row), followId: row?.followId ?? 0, waitingForSync, loggedIn: Boolean(user), working, toggle };
}

export type { LocalFavourite, LocalFollow };
