import { type Change, type OpBody, type PaletteFolderState, type PaletteState } from '../../src/shared/sync/protocol';
import { STATUS } from '../../src/shared/contract';
import { ApiError, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import type { Db } from '../db/db';
import { applyDirect } from '../sync/direct';

export const PALETTE_MESSAGES = {
  folderMissing: '文件夹不存在',
} as const;

const PALETTES_PER_PAGE = 40;
const MS = (column: string) => `round(extract(epoch from ${column}) * 1000)::bigint`;
const PALETTE_COLUMNS = `id AS "paletteId", folder_id AS "folderId", title, colours, source, ${MS('updated_at')} AS "updatedAt"`;

/**
 * Applies one palette or folder op through the sync service, as a one-op push of its own client,
 * so the change is numbered and pulled by the user's other devices like any outbox op; a direct
 * write here would never reach them (see migration 020). Returns the resulting changes.
 */
async function applyThroughSync(db: Db, userId: number, body: OpBody): Promise<Change[]> {
  const {
    results: [result],
    changes,
  } = await applyDirect(db, userId, [body]);
  if (result?.outcome === 'failed') throw new ApiError(STATUS.conflict, result.message ?? '', 409);
  return changes;
}

const stateOf = <S>(changes: Change[], entity: Change['entity'], key: string) =>
  (changes.find((change) => change.entity === entity && change.key === key)?.state ?? null) as S | null;

async function folderCount(db: Db, userId: number, folderId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM colour_palettes WHERE user_id = $1 AND folder_id = $2', [userId, folderId]);
  return row?.n ?? 0;
}

export function registerPaletteHandlers(registry: Registry) {
  registry.register('oct/UserCenter/getColorFolderList', async (_params, { db, caller }) => {
    const user = signedInUser(caller);
    const list = await db.query<PaletteFolderState & { count: number }>(
      `SELECT f.id AS "folderId", f.name, ${MS('f.updated_at')} AS "updatedAt",
              (SELECT count(*)::int FROM colour_palettes p WHERE p.folder_id = f.id AND p.user_id = f.user_id) AS count
         FROM colour_folders f WHERE f.user_id = $1 ORDER BY f.created_at, f.id`,
      [user.id],
    );
    return { list };
  });

  registry.register('oct/UserCenter/addColorFolder', async ({ folderId, name }, { db, caller }) => {
    const user = signedInUser(caller);
    const changes = await applyThroughSync(db, user.id, { kind: 'paletteFolder.upsert', folderId, name });
    const folder = stateOf<PaletteFolderState>(changes, 'paletteFolder', folderId)!;
    return { ...folder, count: await folderCount(db, user.id, folderId) };
  });

  registry.register('oct/UserCenter/colorgFolderUpdate', async ({ folderId, name }, { db, caller }) => {
    const user = signedInUser(caller);
    const [exists] = await db.query('SELECT 1 FROM colour_folders WHERE id = $1 AND user_id = $2', [folderId, user.id]);
    if (!exists) throw new ApiError(STATUS.notFound, PALETTE_MESSAGES.folderMissing, 404);
    const changes = await applyThroughSync(db, user.id, { kind: 'paletteFolder.upsert', folderId, name });
    const folder = stateOf<PaletteFolderState>(changes, 'paletteFolder', folderId)!;
    return { ...folder, count: await folderCount(db, user.id, folderId) };
  });

  registry.register('oct/UserCenter/colorgFolderDel', async ({ folderId }, { db, caller }) => {
    const user = signedInUser(caller);
    await applyThroughSync(db, user.id, { kind: 'paletteFolder.delete', folderId });
    return { folderId };
  });

  registry.register('oct/UserCenter/actColorGroup', async (params, { db, caller }) => {
    const user = signedInUser(caller);
    if (params.act === 'delete') {
      await applyThroughSync(db, user.id, { kind: 'palette.delete', paletteId: params.paletteId });
      return { palette: null };
    }
    const { act: _act, ...palette } = params;
    const changes = await applyThroughSync(db, user.id, { kind: 'palette.upsert', ...palette });
    return { palette: stateOf<PaletteState>(changes, 'palette', params.paletteId) };
  });

  registry.register('oct/UserCenter/getColorGroup', async ({ folderId, p }, { db, caller }) => {
    const user = signedInUser(caller);
    const args: unknown[] = [user.id];
    let where = 'user_id = $1';
    if (folderId === 'none') where += ' AND folder_id IS NULL';
    else if (folderId !== undefined) {
      args.push(folderId);
      where += ' AND folder_id = $2';
    }
    const [list, [total]] = await Promise.all([
      db.query<PaletteState>(
        `SELECT ${PALETTE_COLUMNS} FROM colour_palettes WHERE ${where}
          ORDER BY updated_at DESC, id LIMIT ${PALETTES_PER_PAGE} OFFSET ${(p - 1) * PALETTES_PER_PAGE}`,
        args,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM colour_palettes WHERE ${where}`, args),
    ]);
    return { list, count: total?.n ?? 0, page_size: PALETTES_PER_PAGE };
  });
}
