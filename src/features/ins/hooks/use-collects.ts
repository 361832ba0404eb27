import { useCallback, useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import type { InsGroupState } from '../../../shared/sync/protocol';
import { insCollectKey } from '../../../shared/sync/protocol-plain';
import type { LocalInsCollect } from '../../../lib/offline/db';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { useSyncedToggle, type ToggleState } from '../../../lib/offline/hooks/use-set-toggle';
import type { OfflineUser } from '../../../lib/offline/session';
import type { InsPostTarget } from '../../../lib/offline/store';

/** A collect group as the UI lists it: its synced state (or the one waiting to sync) and how many posts it holds here. */
export interface LocalGroup extends InsGroupState {
  count: number;
  cover: string | null;
}

/**
 * The signed-in user's collect groups on this device (synced plus changes waiting), oldest
 * first like the proxy's collect_group list. Readable offline; undefined while loading.
 */
export function useInsGroups(): { signedIn: boolean; groups: LocalGroup[] | undefined } {
  const user = useOfflineUser();
  const groups = useLiveQuery(async () => {
    if (!user) return [];
    const [list, collects] = await Promise.all([user.db.insGroups.orderBy('createdAt').toArray(), user.db.insCollects.orderBy('addedAt').reverse().toArray()]);
    return list.map((group) => {
      const inGroup = collects.filter((collect) => collect.groupId === group.groupId);
      return { ...group, count: inGroup.length, cover: inGroup[0]?.cover ?? null };
    });
  }, [user]);
  return { signedIn: Boolean(user), groups };
}

/** The posts collected in one group, newest first. */
export function useGroupCollects(groupId: string | null): LocalInsCollect[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(
    async () => (user && groupId ? (await user.db.insCollects.where('groupId').equals(groupId).sortBy('addedAt')).reverse() : []),
    [user, groupId],
  );
}

/** The groups a post is collected in on this device. */
export function usePostCollects(blogId: number | null): LocalInsCollect[] {
  const user = useOfflineUser();
  return useLiveQuery(async () => (user && blogId ? user.db.insCollects.where('blogId').equals(blogId).toArray() : []), [user, blogId]) ?? [];
}

/** Collect toggle of a post in one group (insCollect.set ops): works offline, syncs exactly once. */
export function useInsCollect(group: Pick<InsGroupState, 'groupId' | 'name'>, post: InsPostTarget): ToggleState {
  const { t } = useLocale();
  const set = useCallback((user: OfflineUser, on: boolean) => user.store.setInsCollect(group.groupId, post, on), [group.groupId, post]);
  const texts = useMemo(
    () => ({
      loginRequired: t('offline.loginToAct'),
      added: t('ins.collectDone', { name: group.name }),
      removed: t('ins.uncollectDone', { name: group.name }),
      addFailed: t('ins.collectFailed'),
      removeFailed: t('ins.collectFailed'),
    }),
    [t, group.name],
  );
  const { row: _row, ...state } = useSyncedToggle('insCollect', insCollectKey(group.groupId, post.blogId), set, texts);
  return state;
}
