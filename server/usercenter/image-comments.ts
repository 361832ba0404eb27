import { STATUS } from '../../src/shared/contract';
import { COMMENT_LIMITS, COMMENT_MAX_LENGTH, COMMENT_MESSAGES, type ImageComment } from '../../src/shared/contract/calls/reading';
import { escapeHtml, textLength, trimText } from '../../src/shared/validation/text';
import { requireOpen } from '../access/item-access';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import type { Caller } from '../auth/session-user';
import { signedInUser } from '../auth/session-user';
import type { Queryable } from '../db/db';

const PAGE_SIZE = 20;

interface CommentRow {
  id: number;
  item_id: number;
  picture_id: string;
  body: string;
  user_id: number;
  nickname: string;
  username: string;
  created_at: Date;
}

/** A phone number used as the account name is shown as 138****5678; other names as they are. */
const shownName = (row: Pick<CommentRow, 'nickname' | 'username'>) =>
  row.nickname || (/^1\d{10}$/.test(row.username) ? `${row.username.slice(0, 3)}****${row.username.slice(7)}` : row.username);

const toComment = (row: CommentRow, caller: Caller): ImageComment => ({
  id: row.id,
  item_id: row.item_id,
  picture_id: row.picture_id,
  content: escapeHtml(row.body),
  username: escapeHtml(shownName(row)),
  add_time: Math.floor(new Date(row.created_at).getTime() / 1000),
  mine: caller.user?.id === row.user_id,
});

/** The item, opened for the caller (a locked item's comments are part of its locked page), with its picture checked. */
async function openPicture(db: Queryable, caller: Caller, id: number, pictureId: string) {
  const [item] = await db.query<{ vip_only: boolean; channel_id: number; cover: string; pictures: string[] }>(
    'SELECT vip_only, channel_id, cover, pictures FROM items WHERE id = $1',
    [id],
  );
  if (!item) throw new ApiError(STATUS.notFound, '内容不存在或已下线', 404);
  requireOpen(caller, item);
  if (pictureId && pictureId !== item.cover && !item.pictures.includes(pictureId)) throw new ApiError(STATUS.badRequest, COMMENT_MESSAGES.noPicture, 400);
}

const COMMENT_COLUMNS = 'c.id, c.item_id, c.picture_id, c.body, c.user_id, u.nickname, u.username, c.created_at';

/** Comments on pictures (migration 100): newest first; members add theirs within length and rate limits. */
export function registerImageCommentHandlers(registry: Registry) {
  registry.register('oct/General/imageComment', async ({ id, picture_id, p }, { db, caller }) => {
    await openPicture(db, caller, id, picture_id);
    const [rows, [total]] = await Promise.all([
      db.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM image_comments c JOIN users u ON u.id = c.user_id
          WHERE c.item_id = $1 AND c.picture_id = $2 ORDER BY c.created_at DESC, c.id DESC LIMIT ${PAGE_SIZE} OFFSET ${(p - 1) * PAGE_SIZE}`,
        [id, picture_id],
      ),
      db.query<{ count: number }>('SELECT count(*)::int AS count FROM image_comments WHERE item_id = $1 AND picture_id = $2', [id, picture_id]),
    ]);
    if (rows.length === 0) return NO_DATA;
    return { list: rows.map((row) => toComment(row, caller)), count: total?.count ?? 0, page_size: PAGE_SIZE };
  });

  registry.register('oct/General/addImageComment', async ({ id, picture_id, content }, { db, caller }) => {
    const user = signedInUser(caller);
    const body = trimText(content);
    if (body === '') throw new ApiError(STATUS.badRequest, COMMENT_MESSAGES.empty, 400);
    if (textLength(body) > COMMENT_MAX_LENGTH) throw new ApiError(STATUS.badRequest, COMMENT_MESSAGES.tooLong, 400);
    await openPicture(db, caller, id, picture_id);
    const row = await db.transaction(async (tx) => {
      // The member's row lock: concurrent posts of one member (on any app server) count one after another.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const [recent] = await tx.query<{ minute: number; day: number }>(
        `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS minute, count(*)::int AS day
           FROM image_comments WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
        [user.id],
      );
      if (recent!.minute >= COMMENT_LIMITS.perMinute || recent!.day >= COMMENT_LIMITS.perDay) {
        throw new ApiError(STATUS.tooMany, COMMENT_MESSAGES.tooMany, 429);
      }
      const [inserted] = await tx.query<CommentRow>(
        `WITH c AS (INSERT INTO image_comments (item_id, picture_id, user_id, body) VALUES ($1, $2, $3, $4) RETURNING *)
         SELECT ${COMMENT_COLUMNS} FROM c JOIN users u ON u.id = c.user_id`,
        [id, picture_id, user.id, body],
      );
      return inserted!;
    });
    return toComment(row, caller);
  });
}
