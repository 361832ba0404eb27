import { STATUS } from '../../src/shared/contract';
import { FOLLOW_MESSAGES, type BloggerFocus, type FavouriteMark, type FollowedBrand } from '../../src/shared/contract/calls/follows';
import { SYNC_MESSAGES, type OpBody, type OpResult } from '../../src/shared/sync/protocol';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import { signedInUser } from '../auth/session-user';
import { BRAND_COLUMNS, brandCard, type BrandRow } from '../catalogue/brands';
import { cardLanguage, cardsFor, ITEM_COLUMNS, ITEM_FROM, toListItem, type ItemRow } from '../catalogue/items';
import type { Db } from '../db/db';
import { applyDirect, directOpSeen } from '../sync/direct';
import { FOLLOW_TARGETS, followCount, followWords } from './queries';

/** Spec §9 list page size. */
const PAGE_SIZE = 40;
const offset = (p: number) => (p - 1) * PAGE_SIZE;

/** A direct write's ops went through the sync service: a failed one answers with its reason. */
function throwIfFailed(results: OpResult[]) {
  const failed = results.find((result) => result.outcome === 'failed');
  if (failed) throw new ApiError(STATUS.notFound, failed.message ?? SYNC_MESSAGES.invalidOp, 404);
}

async function favouriteMark(db: Db, userId: number, id: number, type: number, pictureId: string | null): Promise<FavouriteMark> {
  const [row] = await db.query<{ fav_time: number }>(
    `SELECT extract(epoch FROM created_at)::bigint AS fav_time FROM favourites
      WHERE user_id = $1 AND item_type = $2 AND item_id = $3 AND picture_id = $4`,
    [userId, type, id, pictureId ?? ''],
  );
  return { id, type, picture_id: pictureId, isFav: row ? 1 : 0, fav_time: row ? Number(row.fav_time) : 0 };
}

async function followedTargets(db: Db, userId: number, kind: 'brand' | 'blogger', ids: number[]): Promise<number[]> {
  const rows = await db.query<{ target_id: number }>(
    'SELECT target_id FROM follows WHERE user_id = $1 AND target_kind = $2 AND target_id = ANY($3::int[])',
    [userId, kind, ids],
  );
  return rows.map((row) => row.target_id);
}

/** Follows or unfollows a blogger (RedBook/addFollow, DataAnalys/followBlogger); answers its focus id. */
async function setBloggerFollow(db: Db, userId: number, bloggerId: number, on: boolean, opId: string | undefined): Promise<BloggerFocus> {
  const { results } = await applyDirect(db, userId, [{ kind: 'follow.set', target: 'blogger', targetId: bloggerId, on }], opId);
  throwIfFailed(results);
  const [row] = await db.query<{ id: number }>("SELECT id FROM follows WHERE user_id = $1 AND target_kind = 'blogger' AND target_id = $2", [
    userId,
    bloggerId,
  ]);
  return { id: bloggerId, focus: row?.id ?? 0 };
}

/**
 * Favourites and follows as direct calls (issue #12). Writes go through the sync service
 * (applyDirect), reads over the tables it writes; every query is scoped to the caller.
 */
export function registerFollowHandlers(registry: Registry) {
  registry.register('oct/UserCenter/addFav', async ({ id, type, picture_id, op_id }, { db, caller }) => {
    const user = signedInUser(caller);
    const { results } = await applyDirect(db, user.id, [{ kind: 'favourite.set', itemId: id, type, pictureId: picture_id, on: true }], op_id);
    throwIfFailed(results);
    return favouriteMark(db, user.id, id, type, picture_id);
  });

  registry.register('oct/UserCenter/delFav', async ({ id, type, picture_id, op_id }, { db, caller }) => {
    const user = signedInUser(caller);
    // A retry of a removal that went through answers as it did; a new removal of nothing fails (§8).
    if (!(await directOpSeen(db, user.id, op_id)) && (await favouriteMark(db, user.id, id, type, picture_id)).isFav === 0) {
      throw new ApiError(STATUS.notFound, FOLLOW_MESSAGES.removeFailed, 404);
    }
    const { results } = await applyDirect(db, user.id, [{ kind: 'favourite.set', itemId: id, type, pictureId: picture_id, on: false }], op_id);
    throwIfFailed(results);
    return favouriteMark(db, user.id, id, type, picture_id);
  });

  registry.register('oct/UserCenter/addFollowsWords', async ({ words, op_id }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    // All or nothing: a brand that does not exist refuses the request before anything applies.
    const [known] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM brands WHERE id = ANY($1::int[])', [words]);
    if (known?.n !== words.length) throw new ApiError(STATUS.notFound, SYNC_MESSAGES.targetGone, 404);
    const bodies: OpBody[] = words.map((targetId) => ({ kind: 'follow.set', target: 'brand', targetId, on: true }));
    throwIfFailed((await applyDirect(db, user.id, bodies, op_id)).results);
    return { list: await followWords(db, user.id, 'brand', locale, { targetIds: words }) };
  });

  registry.register('oct/UserCenter/delFollowsWords', async ({ words, op_id }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const retry = await directOpSeen(db, user.id, op_id);
    const removing = retry ? words : await followedTargets(db, user.id, 'brand', words);
    if (removing.length === 0) throw new ApiError(STATUS.notFound, FOLLOW_MESSAGES.removeFailed, 404);
    const bodies: OpBody[] = removing.map((targetId) => ({ kind: 'follow.set', target: 'brand', targetId, on: false }));
    throwIfFailed((await applyDirect(db, user.id, bodies, op_id)).results);
    const names = await db.query<{ id: number; name_zh: string; name_en: string }>(
      'SELECT id, name_zh, name_en FROM brands WHERE id = ANY($1::int[])',
      [removing],
    );
    const byId = new Map(names.map((row) => [row.id, locale === 'en' ? row.name_en : row.name_zh || row.name_en]));
    return { list: removing.map((id) => ({ tag_id: id, name: byId.get(id) ?? '' })) };
  });

  registry.register('oct/UserCenter/dragSort', async ({ ids, data_type }, { db, caller }) => {
    const user = signedInUser(caller);
    // One statement: the named follows first in the given order, the others after as they were.
    const rows = await db.query<{ id: number; sort: number }>(
      `WITH wanted AS (SELECT id, n FROM unnest($3::int[]) WITH ORDINALITY AS t(id, n)),
            mine AS (SELECT count(*) AS n FROM follows f JOIN wanted w ON w.id = f.id WHERE f.user_id = $1 AND f.target_kind = $2),
            ranked AS (
              SELECT f.id, row_number() OVER (ORDER BY w.n NULLS LAST, f.sort, f.id) AS rank
                FROM follows f LEFT JOIN wanted w ON w.id = f.id
               WHERE f.user_id = $1 AND f.target_kind = $2 AND (SELECT n FROM mine) = cardinality($3::int[]))
       UPDATE follows f SET sort = r.rank FROM ranked r WHERE f.id = r.id
       RETURNING f.id, f.sort`,
      [user.id, data_type, ids],
    );
    if (rows.length === 0) throw new ApiError(STATUS.notFound, FOLLOW_MESSAGES.notYours, 404);
    return { ids: rows.sort((a, b) => a.sort - b.sort).map((row) => row.id) };
  });

  registry.register('oct/UserCenter/getFollowsWordsByUserId', async (_params, { db, caller, locale }) => {
    const list = await followWords(db, signedInUser(caller).id, 'brand', locale);
    return { words: list.map((follow) => follow.tag_id), list };
  });

  registry.register('oct/UserCenter/getFollowsWordsByUserIdNew', async (_params, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const list = [...(await followWords(db, user.id, 'brand', locale)), ...(await followWords(db, user.id, 'blogger', locale))];
    if (list.length === 0) return NO_DATA;
    return { list, count: list.length };
  });

  registry.register('oct/UserCenter/getMemberFollows229', async ({ data_type, p, limit }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [follows, count] = await Promise.all([
      followWords(db, user.id, data_type, locale, { limit: PAGE_SIZE, offset: offset(p) }),
      followCount(db, user.id, data_type),
    ]);
    if (follows.length === 0) return NO_DATA;
    const rows = await db.query<ItemRow & { follow_target: number }>(
      `SELECT t.target_id AS follow_target, x.* FROM unnest($1::int[]) AS t(target_id)
         CROSS JOIN LATERAL (
           SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.${FOLLOW_TARGETS[data_type].itemKey} = t.target_id
            ORDER BY i.publish_time DESC, i.id DESC LIMIT $2) x`,
      [follows.map((follow) => follow.tag_id), limit],
    );
    const language = await cardLanguage(db, locale, rows);
    const list = follows.map((follow) => ({
      ...follow,
      // Cards decided by item-access, like every list: a locked item shows its locked card.
      items: rows.filter((row) => row.follow_target === follow.tag_id).map((row) => toListItem(row, language, user)),
    }));
    return { list, count, page_size: PAGE_SIZE };
  });

  registry.register('oct/UserCenter/getMemberFollows247', async ({ data_type, p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const where = `(($2::text IS DISTINCT FROM 'blogger') AND i.brand_id IN (SELECT target_id FROM follows WHERE user_id = $1 AND target_kind = 'brand'))
                OR (($2::text IS DISTINCT FROM 'brand') AND i.blogger_id IN (SELECT target_id FROM follows WHERE user_id = $1 AND target_kind = 'blogger'))`;
    const args = [user.id, data_type ?? null];
    const [rows, [total]] = await Promise.all([
      db.query<ItemRow>(
        `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where}
          ORDER BY i.publish_time DESC, i.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset(p)}`,
        args,
      ),
      db.query<{ count: number }>(`SELECT count(*)::int AS count FROM items i WHERE ${where}`, args),
    ]);
    if (rows.length === 0) return NO_DATA;
    return { list: await cardsFor({ db, locale, caller }, rows), count: total?.count ?? 0, page_size: PAGE_SIZE };
  });

  registry.register('oct/UserCenter/getUserFollowsBrand', async ({ p }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const [rows, count] = await Promise.all([
      db.query<BrandRow & { follow_id: number }>(
        `SELECT ${BRAND_COLUMNS}, f.id AS follow_id
           FROM follows f JOIN brands b ON b.id = f.target_id LEFT JOIN attribute_values av ON av.id = b.area_value_id
          WHERE f.user_id = $1 AND f.target_kind = 'brand'
          ORDER BY f.sort, f.id LIMIT ${PAGE_SIZE} OFFSET ${offset(p)}`,
        [user.id],
      ),
      followCount(db, user.id, 'brand'),
    ]);
    if (rows.length === 0) return NO_DATA;
    const list: FollowedBrand[] = rows.map((row) => ({ ...brandCard(row, locale), isFav: 1, follow_id: row.follow_id }));
    return { list, count, page_size: PAGE_SIZE };
  });

  registry.register('oct/General/getFollowWords', async (_params, { db, caller }) => {
    if (!caller.user) return { words: [], uper: [] };
    const rows = await db.query<{ target_kind: 'brand' | 'blogger'; target_id: number }>(
      'SELECT target_kind, target_id FROM follows WHERE user_id = $1 ORDER BY sort, id',
      [caller.user.id],
    );
    const of = (kind: 'brand' | 'blogger') => rows.filter((row) => row.target_kind === kind).map((row) => row.target_id);
    return { words: of('brand'), uper: of('blogger') };
  });

  registry.register('oct/RedBook/addFollow', async ({ id, follow_type, group_id, op_id }, { db, caller }) => {
    const user = signedInUser(caller);
    if (group_id !== 0) throw new ApiError(STATUS.notFound, FOLLOW_MESSAGES.noGroup, 404);
    return setBloggerFollow(db, user.id, id, follow_type === 1, op_id);
  });

  registry.register('oct/DataAnalys/followBlogger', async ({ id, follow, op_id }, { db, caller }) => {
    const user = signedInUser(caller);
    return setBloggerFollow(db, user.id, id, follow === 1, op_id);
  });
}
