import { useLiveQuery } from './use-live-query';
import type { PaletteFolderState, PaletteState } from '../../../shared/sync/protocol';
import type { LocalFavourite, LocalFollow, LocalHistory } from '../db';
import { useOfflineUser } from './use-offline-user';

/**
 * Live lists from the user's database on this device (offline changes included). `undefined`
 * while loading; an empty list for a guest.
 */
export function useFavouriteList(type?: number): LocalFavourite[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => {
    if (!user) return [];
    const rows = type === undefined ? await user.db.favourites.toArray() : await user.db.favourites.where('type').equals(type).toArray();
    return rows.sort((a, b) => b.addedAt - a.addedAt);
  }, [user, type]);
}

export function useFollowList(target?: 'brand' | 'blogger'): LocalFollow[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => {
    if (!user) return [];
    const rows = target === undefined ? await user.db.follows.toArray() : await user.db.follows.where('target').equals(target).toArray();
    return rows.sort((a, b) => b.addedAt - a.addedAt);
  }, [user, target]);
}

/** Browsing history (myFoot), newest first. */
export function useHistoryList(limit = 200): LocalHistory[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => (user ? user.db.history.orderBy('viewedAt').reverse().limit(limit).toArray() : []), [user, limit]);
}

/** Palettes, newest first: all, those of one folder, or (folderId null) those outside folders. */
export function usePaletteList(folderId?: string | null): PaletteState[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => {
    if (!user) return [];
    const all = await user.db.palettes.orderBy('updatedAt').reverse().toArray();
    return folderId === undefined ? all : all.filter((palette) => palette.folderId === folderId);
  }, [user, folderId]);
}

export function usePaletteFolders(): PaletteFolderState[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => (user ? (await user.db.paletteFolders.toArray()).sort((a, b) => a.updatedAt - b.updatedAt) : []), [user]);
}
