import { queryOptions } from '@tanstack/react-query';
import { callApi, queryClient } from '../../../lib/api';
import { offlineSession } from '../../../lib/offline';
import { offlinePaletteStore } from '../../../lib/offline/palette-store';
import type { PaletteColour, PaletteState } from '../../../shared/sync/protocol';
import type { ColourFolder } from '../../../shared/colour/model';

/**
 * My palettes, behind one small interface: the device store of src/lib/offline (Dexie and the
 * outbox's palette.upsert / palette.delete / paletteFolder.* ops) or the UserCenter calls, which
 * apply the same ops through the sync service.
 */
export interface PaletteStore {
  listPalettes(folderId?: string | 'none'): Promise<PaletteState[]>;
  savePalette(palette: { paletteId: string; folderId: string | null; title: string; colours: PaletteColour[]; source: Record<string, string | number> }): Promise<PaletteState>;
  deletePalette(paletteId: string): Promise<void>;
  listFolders(): Promise<ColourFolder[]>;
  saveFolder(folderId: string, name: string): Promise<ColourFolder>;
  deleteFolder(folderId: string): Promise<void>;
}

const PALETTE_KEYS = [['api', 'oct/UserCenter/getColorGroup'], ['api', 'oct/UserCenter/getColorFolderList']] as const;
const refresh = () => Promise.all(PALETTE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));

export const serverPaletteStore: PaletteStore = {
  async listPalettes(folderId) {
    const page = await callApi('oct/UserCenter/getColorGroup', folderId === undefined ? {} : { folderId });
    return page?.list ?? [];
  },
  async savePalette(palette) {
    const result = await callApi('oct/UserCenter/actColorGroup', { act: 'save', ...palette });
    if (!result?.palette) throw new Error('palette not saved');
    return result.palette;
  },
  async deletePalette(paletteId) {
    await callApi('oct/UserCenter/actColorGroup', { act: 'delete', paletteId });
  },
  async listFolders() {
    return (await callApi('oct/UserCenter/getColorFolderList', {}))?.list ?? [];
  },
  async saveFolder(folderId, name) {
    return (await callApi('oct/UserCenter/addColorFolder', { folderId, name }))!;
  },
  async deleteFolder(folderId) {
    await callApi('oct/UserCenter/colorgFolderDel', { folderId });
  },
};

/**
 * Where palettes live: on the device (Dexie + outbox, offline too) once the offline session of
 * the signed-in user is active, else straight on the server.
 */
const current = (): PaletteStore => (offlineSession.get() ? offlinePaletteStore : serverPaletteStore);

export const paletteStore: PaletteStore = {
  listPalettes: (folderId) => current().listPalettes(folderId),
  savePalette: async (palette) => {
    const saved = await current().savePalette(palette);
    await refresh();
    return saved;
  },
  deletePalette: async (paletteId) => {
    await current().deletePalette(paletteId);
    await refresh();
  },
  listFolders: () => current().listFolders(),
  saveFolder: async (folderId, name) => {
    const folder = await current().saveFolder(folderId, name);
    await refresh();
    return folder;
  },
  deleteFolder: async (folderId) => {
    await current().deleteFolder(folderId);
    await refresh();
  },
};

// Keys start like every data call's key, so the invalidation after a write reaches them.
export const palettesQuery = (folderId?: string | 'none') =>
  queryOptions({ queryKey: [...PALETTE_KEYS[0], 'store', folderId ?? 'all'], queryFn: () => paletteStore.listPalettes(folderId) });

export const foldersQuery = () => queryOptions({ queryKey: [...PALETTE_KEYS[1], 'store'], queryFn: () => paletteStore.listFolders() });

/** Client-generated ids for palettes and folders (they keep them when synced). */
export const newId = (prefix: 'p' | 'f') => `${prefix}-${crypto.randomUUID()}`;
