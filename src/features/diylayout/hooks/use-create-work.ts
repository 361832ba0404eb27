import { useCallback } from 'react';
import * as Y from 'yjs';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { PAGE_PRESETS, WORK_TYPES, addPage, base64ToBytes, decodeDoc, readDoc, replaceContent, thumbnailOf, type DesignDocSnapshot } from '../../../shared/design-doc';

/**
 * Makes a new layout document of the member's on this device (synced later): from a template's or
 * a work's content (base64 Yjs update) or blank (one A4 landscape page). The content is copied
 * into a fresh Yjs document, so the copy shares no history with its source.
 */
export function useCreateWork() {
  const user = useOfflineUser();
  return useCallback(
    async (title: string, source?: string | DesignDocSnapshot) => {
      if (!user) throw new Error('not signed in');
      const doc = new Y.Doc();
      if (source === undefined) addPage(doc, PAGE_PRESETS.a4Landscape);
      else replaceContent(doc, typeof source === 'string' ? readDoc(decodeDoc(base64ToBytes(source))) : source);
      return user.store.createWork({ type: WORK_TYPES.layout, title, content: Y.encodeStateAsUpdate(doc), thumbnail: thumbnailOf(readDoc(doc)) });
    },
    [user],
  );
}
