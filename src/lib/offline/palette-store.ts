import { MESSAGES } from '../../shared/contract/envelope';
import type { ColourFolder } from '../../shared/colour/model';
import type { PaletteColour, PaletteState } from '../../shared/sync/protocol';
import { offlineSession } from '.';
import type { OfflineUser } from './session';

function signedIn(): OfflineUser {
  const user = offlineSession.get();
  if (!user) throw new Error(MESSAGES.notLoggedIn);
  return user;
}

/**
 * Palettes and folders on the device (offline too), in the shape of the colour feature's
 * PaletteStore (src/features/colour/api/palettes.ts): writes are outbox ops, reads come from
 * Dexie. For lists that follow every change (other devices' included) use usePaletteList /
 * usePaletteFolders instead of reading once.
 */
export const offlinePaletteStore = {
  async listPalettes(folderId?: string | 'none'): Promise<PaletteState[]> {
    const all = await signedIn().db.palettes.orderBy('updatedAt').reverse().toArray();
    if (folderId === undefined) return all;
    return all.filter((palette) => palette.folderId === (folderId === 'none' ? null : folderId));
  },
  savePalette(palette: { paletteId: string; folderId: string | null; title: string; colours: PaletteColour[]; source: Record<string, string | number> }) {
    return signedIn().store.savePalette(palette);
  },
  deletePalette(paletteId: string): Promise<void> {
    return signedIn().store.deletePalette(paletteId);
  },
  async listFolders(): Promise<ColourFolder[]> {
    const { db } = signedIn();
    const [folders, palettes] = await Promise.all([db.paletteFolders.toArray(), db.palettes.toArray()]);
    return folders
      .sort((a, b) => a.updatedAt - b.updatedAt)
      .map((folder) => ({ ...folder, count: palettes.filter((palette) => palette.folderId === folder.folderId).length }));
  },
  async saveFolder(folderId: string, name: string): Promise<ColourFolder> {
    const { store, db } = signedIn();
    const folder = await store.saveFolder(name, folderId);
    return { ...folder, count: await db.palettes.where('folderId').equals(folderId).count() };
  },
  deleteFolder(folderId: string): Promise<void> {
    return signedIn().store.deleteFolder(folderId);
  },
};
