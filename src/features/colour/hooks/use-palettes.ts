import { useQuery } from '@tanstack/react-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { usePaletteFolders, usePaletteList } from '../../../lib/offline/hooks/use-collections';
import { useSession } from '../../../lib/session';
import type { ColourFolder } from '../../../shared/colour/model';
import type { PaletteState } from '../../../shared/sync/protocol';
import { foldersQuery, palettesQuery } from '../api/palettes';

/**
 * The user's palettes and folders: live from the device database when the offline session is
 * active (changes from other devices included), else from the server.
 */
export function usePalettes(filter: 'all' | 'none' | string): { palettes: PaletteState[] | undefined; folders: ColourFolder[] | undefined } {
  const { loggedIn } = useSession();
  const device = useOfflineUser();
  const folderId = filter === 'all' ? undefined : filter;
  const livePalettes = usePaletteList(folderId === 'none' ? null : folderId);
  const liveFolders = usePaletteFolders();
  const serverPalettes = useQuery({ ...palettesQuery(folderId), enabled: loggedIn && !device });
  const serverFolders = useQuery({ ...foldersQuery(), enabled: loggedIn && !device });
  if (device) {
    const all = livePalettes;
    return {
      palettes: all,
      folders: liveFolders?.map((folder) => ({ ...folder, count: all?.filter((p) => p.folderId === folder.folderId).length ?? 0 })),
    };
  }
  return { palettes: serverPalettes.data, folders: serverFolders.data };
}
