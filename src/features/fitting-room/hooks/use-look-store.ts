import { useCallback, useEffect, useState } from 'react';
import * as Y from 'yjs';
import type { OfflineUser } from '../../../lib/offline';
import { WORK_TYPES, decodeDoc } from '../../../shared/design-doc';
import { lookOfDoc, lookThumbnail, writeLook, type Look } from '../look';

export type LookStatus = 'new' | 'loading' | 'ready' | 'missing';

/** The look's document as this device has it: the server's content and the device's own updates. */
async function openDoc(user: OfflineUser, lookId: string): Promise<Y.Doc | null> {
  const content = await user.db.docContents.get(lookId);
  if (!content) return null;
  return decodeDoc(...[content.server, ...content.local].filter((update): update is Uint8Array => Boolean(update)));
}

/**
 * A look saved in my works (type 2) through the works store: on the device first, synced by the
 * outbox (layoutDoc ops), so saving and reopening work offline. A save of an open look is one
 * Yjs update holding only what changed.
 */
export function useLookStore(user: OfflineUser | null, lookId: string | null) {
  const [status, setStatus] = useState<LookStatus>(lookId ? 'loading' : 'new');
  const [loaded, setLoaded] = useState<Look | null>(null);

  useEffect(() => {
    if (!lookId) {
      setStatus('new');
      return;
    }
    if (!user) return;
    let live = true;
    setStatus('loading');
    void openDoc(user, lookId).then((doc) => {
      if (!live) return;
      setLoaded(doc ? lookOfDoc(doc) : null);
      setStatus(doc ? 'ready' : 'missing');
    });
    return () => {
      live = false;
    };
  }, [user, lookId]);

  /** Saves the look (a new work when it has no id yet) and returns its id. */
  const save = useCallback(
    async (look: Look, title: string): Promise<string> => {
      if (!user) throw new Error('not signed in');
      const existing = lookId ? await openDoc(user, lookId) : null;
      if (!lookId || !existing) {
        const doc = new Y.Doc();
        writeLook(doc, look);
        return user.store.createWork({ type: WORK_TYPES.fittingLook, title, content: Y.encodeStateAsUpdate(doc), thumbnail: lookThumbnail(doc) });
      }
      const before = Y.encodeStateVector(existing);
      writeLook(existing, look);
      await user.store.updateWork(lookId, Y.encodeStateAsUpdate(existing, before));
      await user.store.setWorkMeta(lookId, { thumbnail: lookThumbnail(existing) });
      return lookId;
    },
    [user, lookId],
  );

  return { status, loaded, save };
}
