import { useLiveQuery } from './use-live-query';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { queryClient } from '../../api';
import type { OfflinePack, PackKind } from '../db';
import { downloadPackImages, measurePack, missingFromPack, packIdOf, removePackEntries, type MeasuredPack, type PackDeps } from '../packs';
import { IDLE, packProgress, type PackProgress } from '../pack-progress';
import { RouteTableContext } from '../route-table';
import { requestPersistentStorage } from '../storage';
import { useOfflineUser } from './use-offline-user';


/** The signed-in user's offline packs (live), newest first. */
export function useOfflinePacks(): OfflinePack[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => (user ? user.db.packs.orderBy('savedAt').reverse().toArray() : []), [user]);
}

/** Where the signed-in user's pack for `href` stands (idle for a guest or no href). */
export function usePackProgress(href: string | undefined): PackProgress {
  const user = useOfflineUser();
  return useSyncExternalStore(
    packProgress.subscribe,
    () => (user && href !== undefined ? packProgress.get(user.userId, packIdOf(href)) : IDLE),
    () => IDLE,
  );
}

/**
 * Making, updating, checking and removing offline packs. A pack is a page and the pages it leads
 * to (a column's details); their loaders run exactly as a visit would, their answers and images
 * go into the user's packs cache. The size is shown before anything big is downloaded. `progress`
 * is that of the pack of `href`, kept outside the component (see PackProgressStore).
 */
export function usePackActions(href?: string) {
  const user = useOfflineUser();
  const routes = useContext(RouteTableContext);
  const progress = usePackProgress(href);
  const deps = useMemo<PackDeps | null>(
    () => (user && routes ? { owner: user.userId, queryClient, routes } : null),
    [user, routes],
  );

  /** Sets where the pack of `packHref` stands, for this user. */
  const progressOf = useCallback(
    (packHref: string) => (next: PackProgress) => {
      if (deps) packProgress.set(deps.owner, packIdOf(packHref), next);
    },
    [deps],
  );

  const measure = useCallback(
    async (spec: { kind: PackKind; title: string; href: string; pages: string[] }) => {
      if (!deps) return null;
      const setProgress = progressOf(spec.href);
      setProgress({ step: 'measuring' });
      try {
        const measured = await measurePack(deps, spec);
        setProgress({ step: 'confirm', measured });
        return measured;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error('Offline pack not measured:', error);
        setProgress({ step: 'failed', reason });
        return null;
      }
    },
    [deps, progressOf],
  );

  const download = useCallback(
    async (measured: MeasuredPack) => {
      if (!deps || !user) return;
      const setProgress = progressOf(measured.href);
      // Asked once the user has shown they want things kept (the browser decides).
      void requestPersistentStorage();
      const failed = await downloadPackImages(deps, measured.images, (done, total) => setProgress({ step: 'downloading', done, total }));
      const pack: OfflinePack = {
        id: packIdOf(measured.href),
        kind: measured.kind,
        title: measured.title,
        href: measured.href,
        pages: measured.pages,
        dataUrls: measured.dataUrls,
        images: measured.images,
        pictures: measured.pictures,
        bytes: measured.bytes,
        failed,
        savedAt: Date.now(),
      };
      await user.db.packs.put(pack);
      setProgress({ step: 'ready', failed });
    },
    [deps, user, progressOf],
  );

  /** Downloads a pack again (Update, or after the system evicted part of it). */
  const refresh = useCallback(
    async (pack: OfflinePack) => {
      const measured = await measure(pack);
      if (measured) await download(measured);
    },
    [measure, download],
  );

  const remove = useCallback(
    async (pack: OfflinePack) => {
      if (!deps || !user) return;
      const others = (await user.db.packs.toArray()).filter((other) => other.id !== pack.id);
      await removePackEntries(deps, pack, others);
      await user.db.packs.delete(pack.id);
      progressOf(pack.href)(IDLE);
    },
    [deps, user, progressOf],
  );

  const missing = useCallback((pack: OfflinePack) => (deps ? missingFromPack(deps, pack) : Promise.resolve(0)), [deps]);

  const reset = () => {
    if (href !== undefined) progressOf(href)(IDLE);
  };
  return { ready: Boolean(deps), progress, reset, measure, download, refresh, remove, missing };
}
