import { UPLOADS_PAGE_SIZE, type MyUpload } from '../../src/shared/contract/calls/uploads';
import { uploadUrl } from '../../src/shared/uploads';
import type { Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';

export function registerUploadHandlers(registry: Registry) {
  registry.register('index/Uploads/listMine', async ({ p }, { db, caller }) => {
    const user = signedInUser(caller);
    const [rows, [total]] = await Promise.all([
      db.query<Omit<MyUpload, 'url'>>(
        `SELECT id, width, height, to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS created_at
           FROM user_uploads WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [user.id, UPLOADS_PAGE_SIZE, (p - 1) * UPLOADS_PAGE_SIZE],
      ),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_uploads WHERE owner_id = $1', [user.id]),
    ]);
    return { list: rows.map((row) => ({ ...row, url: uploadUrl(row.id) })), count: total!.n, page_size: UPLOADS_PAGE_SIZE };
  });
}
