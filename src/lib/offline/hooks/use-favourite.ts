import { useCallback, useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { favouriteKey, followKey } from '../../../shared/sync/protocol-plain';
import type { LocalFavourite, LocalFollow } from '../db';
import type { OfflineUser } from '../session';
import type { FavouriteTarget, FollowTarget } from '../store';
import { useSyncedToggle, type ToggleState } from './use-set-toggle';

export type { ToggleState };

/**
 * Favourite button state of an item (spec §4 favourite toggle; addFav/delFav as favourite.set
 * ops). Works offline: the change shows at once everywhere and syncs later.
 *
 *   const fav = useFavourite({ itemId: item.id, type: item.type, title: item.title, cover });
 *   <Button onClick={fav.toggle} aria-pressed={fav.on} disabled={fav.working}>…</Button>
 */
export function useFavourite(item: FavouriteTarget | null | undefined): ToggleState {
  const { t } = useLocale();
  const key = item ? favouriteKey(item.type, item.itemId, item.pictureId ?? null) : null;
  const set = useCallback(async (user: OfflineUser, value: boolean) => {
    if (item) await user.store.setFavourite(item, value);
  }, [item]);
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
  return useSyncedToggle('favourite', key, set, texts);
}

/**
 * Follow button state of a brand (addFollowsWords/delFollowsWords) or a blogger (add/delete
 * focus), as follow.set ops: 已添加对【name】的关注 / 已取消对【name】的关注.
 */
export function useFollow(who: FollowTarget | null | undefined): ToggleState & { followId: number } {
  const { t } = useLocale();
  const key = who ? followKey(who.target, who.targetId) : null;
  const set = useCallback(async (user: OfflineUser, value: boolean) => {
    if (who) await user.store.setFollow(who, value);
  }, [who]);
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
  const { row, ...state } = useSyncedToggle('follow', key, set, texts);
  // Spec: a followed blogger carries its follow record id; 0 means not followed (or not yet synced).
  return { ...state, followId: row?.followId ?? 0 };
}

export type { LocalFavourite, LocalFollow };
