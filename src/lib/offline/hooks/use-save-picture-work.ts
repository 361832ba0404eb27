import { useCallback } from 'react';
import { WORK_TYPES, encodeDoc, pictureDoc, readDoc, thumbnailOf } from '../../../shared/design-doc';
import { uploadUrl } from '../../../shared/uploads';
import { useSession } from '../../session';
import { useOfflineUser } from './use-offline-user';

/** Work titles are 1–60 characters (the works table). */
const TITLE_MAX = 60;

/**
 * Saves a picture (an image-tool result) to 我的作品 on this device: the picture waits for
 * upload in the member's database and the work (a one-page document showing it) goes through
 * the outbox, so it is saved offline too and reaches the server once. `ready` is false for a
 * guest and while the signed-in member's database is still opening.
 */
export function useSavePictureWork() {
  const user = useOfflineUser();
  const { loggedIn } = useSession();
  const save = useCallback(
    async (picture: Blob, title: string): Promise<string> => {
      if (!user) throw new Error('not signed in');
      const bitmap = await createImageBitmap(picture);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      const id = await user.engine.uploads.add(picture, size);
      const doc = pictureDoc(uploadUrl(id), size);
      const name = title.trim().slice(0, TITLE_MAX) || id;
      return user.store.createWork({ type: WORK_TYPES.imageToolResult, title: name, content: encodeDoc(doc), thumbnail: thumbnailOf(readDoc(doc)) });
    },
    [user],
  );
  return { save, ready: Boolean(user), loggedIn };
}
