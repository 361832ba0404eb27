import { useLiveQuery } from './use-live-query';
import { useCallback, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { queryClient } from '../../api';
import type { OfflinePack, PackKind } from '../db';
import { downloadPackImages, measurePack, missingFromPack, packIdOf, removePackEntries, type MeasuredPack, type PackDeps } from '../packs';
import { requestPersistentStorage } from '../storage';
import { useOfflineUser } from './use-offline-user';

export type PackProgress =
  | { step: 'idle' }
  | { step: 'measuring' }
  | { step: 'confirm'; measured: MeasuredPack }
  | { step: 'downloading'; done: number; total: number }
  | { step: 'ready'; failed: number };

/** The signed-in user's offline packs (live), newest first. */
export function useOfflinePacks(): OfflinePack[] | undefined {
  const user = useOfflineUser();
  return useLiveQuery(async () => (user ? user.db.packs.orderBy('savedAt').reverse().toArray() : []), [user]);
}

/**
 * Making, updating, checking and removing offline packs. A pack is a page and the pages it leads
 * to (a column's details); their loaders run exactly as a visit would, their answers and images
 * go into the user's packs cache. The size is shown before anything big is downloaded.
 */
export function usePackActions() {
  const user = useOfflineUser();
  const routes = useContext(UNSAFE_DataRouterContext)?.router.routes;
  const [progress, setProgress] = useState<PackProgress>({ step: 'idle' });
  const deps = useMemo<PackDeps | null>(
    () => (user && routes ? { owner: user.userId, queryClient, routes: routes as PackDeps['routes'] } : null),
    [user, routes],
  );

  const measure = useCallback(
    async (spec: { kind: PackKind; title: string; href: string; pages: string[] }) => {
      if (!deps) return null;
      setProgress({ step: 'measuring' });
      const measured = await measurePack(deps, spec);
      setProgress({ step: 'confirm', measured });
      return measured;
    },
    [deps],
  );

  const download = useCallback(
    async (measured: MeasuredPack) => {
      if (!deps || !user) return;
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
        bytes: measured.bytes,
        failed,
        savedAt: Date.now(),
      };
      await user.db.packs.put(pack);
      setProgress({ step: 'ready', failed });
    },
    [deps, user],
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
    },
    [deps, user],
  );

  const missing = useCallback((pack: OfflinePack) => (deps ? missingFromPack(deps, pack) : Promise.resolve(0)), [deps]);

  return { ready: Boolean(deps), progress, reset: () => setProgress({ step: 'idle' }), measure, download, refresh, remove, missing };
}
