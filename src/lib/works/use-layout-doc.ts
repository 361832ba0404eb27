import { useEffect, useMemo, useRef, useState } from 'react';
import * as Y from 'yjs';
import { REMOTE_ORIGIN, createLocalUndo, readDoc, thumbnailOf, type DesignDocSnapshot } from '../../shared/design-doc';
import type { OfflineUser } from '../offline';
import { cacheDocPictures } from '../offline/doc-pictures';
import { useLiveQuery } from '../offline/hooks/use-live-query';
import { loadedLiveQuery } from '../offline/live-query';

/** Edits are saved this long after the last one (and at once when the page is left). */
const SAVE_AFTER_MS = 700;
const THUMBNAIL_AFTER_MS = 2500;
/** A save the device's database refused (or whose code could not load) is tried again after this. */
const RETRY_SAVE_MS = 3000;

export type LayoutDocStatus = 'loading' | 'ready' | 'missing';

/**
 * A design document (a layout document or an idea board) opened from the member's database on
 * this device (works offline once it has been there): the server's content and this device's own
 * updates, merged. Local edits (origin LOCAL_ORIGIN) are saved as one update a moment after they
 * stop — to the device and, through the outbox, to the server; the server's newer content is
 * merged in whenever a sync brings it.
 */
export function useLayoutDoc(user: Pick<OfflineUser, 'userId' | 'db' | 'store'> | null, docId: string | null) {
  const doc = useMemo(() => new Y.Doc(), [docId]); // eslint-disable-line react-hooks/exhaustive-deps -- one Y.Doc per document id
  const undo = useMemo(() => createLocalUndo(doc), [doc]);
  const [status, setStatus] = useState<LayoutDocStatus>('loading');
  const [snapshot, setSnapshot] = useState<DesignDocSnapshot>({ pages: [] });
  const lastThumbnail = useRef('');
  /** Edits made here that are not yet in the device's database (a reload now would lose them). */
  const [unsaved, setUnsaved] = useState(false);
  /**
   * Ops of the document in the outbox, not yet on the server. Counted again with each change of
   * `unsaved` and shown with the `unsaved` it was counted under: a save's op is in the outbox once
   * the save resolves, so "saved on this device, nothing waiting" never shows between the two.
   */
  const outbox = useLiveQuery(
    async () => ({ unsaved, waiting: user && docId ? await user.db.outbox.where('entityKey').equals(`layoutDoc/${docId}`).count() : 0 }),
    [user, docId, unsaved],
    { unsaved: false, waiting: 0 },
  );

  useEffect(() => {
    if (!user || !docId) return;
    const { db, store } = user;
    let pending: Uint8Array[] = [];
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    let thumbnailTimer: ReturnType<typeof setTimeout> | undefined;
    let live = true;

    const save = () => {
      clearTimeout(saveTimer);
      if (!pending.length) return;
      const update = Y.mergeUpdates(pending);
      pending = [];
      store
        .updateWork(docId, update)
        .then(() => live && !pending.length && setUnsaved(false))
        .catch((error: unknown) => {
          // Kept, and tried again: the edit is only in this tab's memory until the device has it.
          console.error('document not saved, trying again', error);
          pending.unshift(update);
          if (live) saveTimer = setTimeout(save, RETRY_SAVE_MS);
        });
      thumbnailTimer ??= setTimeout(saveThumbnail, THUMBNAIL_AFTER_MS);
    };
    const saveThumbnail = () => {
      thumbnailTimer = undefined;
      const content = readDoc(doc);
      const thumbnail = thumbnailOf(content);
      const json = JSON.stringify(thumbnail);
      if (json !== lastThumbnail.current) {
        lastThumbnail.current = json;
        store.setWorkMeta(docId, { thumbnail }).catch((error: unknown) => console.error('thumbnail not saved', error));
      }
      // Pictures of the document go into the member's offline cache, so it shows offline too.
      void cacheDocPictures(user.userId, content);
    };
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      setSnapshot(readDoc(doc));
      if (origin === REMOTE_ORIGIN) return;
      pending.push(update);
      setUnsaved(true);
      clearTimeout(saveTimer);
      saveTimer = setTimeout(save, SAVE_AFTER_MS);
    };

    let opened = false;
    let opening = false;
    const open = async () => {
      opening = true;
      // Open: the server's copy and this device's updates; the device's updates become one.
      const content = await db.transaction('rw', db.docContents, async () => {
        const row = await db.docContents.get(docId);
        if (row && row.local.length > 1) await db.docContents.put({ ...row, local: [Y.mergeUpdates(row.local)] });
        return row;
      });
      opening = false;
      if (!live || !content || opened) return;
      opened = true;
      doc.transact(() => {
        if (content.server) Y.applyUpdate(doc, content.server);
        for (const update of content.local) Y.applyUpdate(doc, update);
      }, REMOTE_ORIGIN);
      lastThumbnail.current = JSON.stringify((await db.works.get(docId))?.thumbnail ?? null);
      setSnapshot(readDoc(doc));
      setStatus('ready');
      doc.on('update', onUpdate);
      void cacheDocPictures(user.userId, readDoc(doc));
    };

    // The document opens once it is on the device: right after a sign-in the first sync may still be
    // bringing the member's works (a logout with edits waiting keeps only the edits). Later, another
    // device's edits arrive with a sync: the server's content is merged whenever it changes.
    const onDevice = async () => {
      const row = await db.docContents.get(docId);
      // Whether a sync has finished matters only while the document is not here (read only then,
      // so the sync's own bookkeeping does not wake an open document).
      return { row, synced: row !== undefined || (await db.meta.get('lastSyncAt')) !== undefined };
    };
    const subscription = loadedLiveQuery()?.(onDevice).subscribe(({ row, synced }) => {
      if (opened) {
        if (row?.server) Y.applyUpdate(doc, row.server, REMOTE_ORIGIN);
      } else if (row) {
        if (!opening) void open();
      } else {
        setStatus(synced || !navigator.onLine ? 'missing' : 'loading');
      }
    });
    const onLeave = () => save();
    window.addEventListener('pagehide', onLeave);
    return () => {
      live = false;
      save();
      if (thumbnailTimer) {
        clearTimeout(thumbnailTimer);
        saveThumbnail();
      }
      doc.off('update', onUpdate);
      subscription?.unsubscribe();
      window.removeEventListener('pagehide', onLeave);
    };
  }, [user, docId, doc]);

  return { doc, undo, status, snapshot, unsaved: unsaved || outbox.unsaved, waiting: outbox.waiting };
}
