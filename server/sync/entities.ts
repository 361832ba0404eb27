import {
  SYNC_MESSAGES,
  entityOf,
  insCollectKey,
  type EntityName,
  type EntityStates,
  type FabricFavouriteState,
  type FabricViewState,
  type FavouriteState,
  type FollowState,
  type HistoryState,
  type InsCollectState,
  type InsGroupState,
  type OpBody,
  type PaletteFolderState,
  type PaletteState,
} from '../../src/shared/sync/protocol';
import type { Queryable } from '../db/db';
import { WorkStore } from '../works/store';

/** A change to record: the entity's state after an op (null = gone). */
export interface EntityChange {
  entity: EntityName;
  key: string;
  state: EntityStates[EntityName] | null;
}

export type Applied = { outcome: 'applied'; changes: EntityChange[] } | { outcome: 'failed'; message: string };

interface ItemInfo {
  cover: string;
  pictures: string[];
  title_zh: string;
  title_en: string;
}
interface TargetInfo {
  name_zh: string;
  name_en: string;
  image: string | null;
}

/**
 * What a push's ops refer to, read in a few queries up front instead of one per op: the
 * catalogue rows (never changed by sync) and which of the user's palette folders exist (kept
 * current while the push applies folder ops; the user's sync lock keeps other pushes out).
 */
export interface PushContext {
  items: Map<number, ItemInfo>;
  brands: Map<number, TargetInfo>;
  bloggers: Map<number, TargetInfo>;
  folders: Set<string>;
  fabrics: Map<number, FabricInfo>;
  /** Posts of the Instagram gallery the ops collect. */
  blogs: Map<number, BlogInfo>;
  /** The user's collect groups named by the ops, key → server id (kept current while ops apply). */
  groups: Map<string, number>;
}

/** What a collect's state shows of the post. */
export type BlogInfo = Pick<InsCollectState, 'content' | 'cover' | 'uperName'>;
/** Most collect groups one user may keep. */
export const MAX_INS_GROUPS = 200;

/** What a fabric op's state shows of the fabric (fabric sourcing). */
export type FabricInfo = Omit<FabricFavouriteState, 'fabricId' | 'addedAt'>;

/** The fabric columns of a FabricFavouriteState / FabricViewState, from `fabrics f JOIN fabric_merchants m`. */
export const FABRIC_STATE_COLUMNS = `f.name_zh, f.name_en, f.swatches[1] AS cover, m.name_zh AS merchant_zh, m.name_en AS merchant_en`;

export async function loadPushContext(tx: Queryable, userId: number, bodies: OpBody[]): Promise<PushContext> {
  const itemIds = new Set<number>();
  const brandIds = new Set<number>();
  const bloggerIds = new Set<number>();
  const folderIds = new Set<string>();
  const fabricIds = new Set<number>();
  const blogIds = new Set<number>();
  const groupKeys = new Set<string>();
  for (const body of bodies) {
    if (body.kind === 'insCollect.set') blogIds.add(body.blogId);
    if (body.kind === 'insCollect.set' || body.kind === 'insGroup.upsert' || body.kind === 'insGroup.delete') groupKeys.add(body.groupId);
    if (body.kind === 'favourite.set' || body.kind === 'history.add') itemIds.add(body.itemId);
    else if (body.kind === 'follow.set') (body.target === 'brand' ? brandIds : bloggerIds).add(body.targetId);
    else if (body.kind === 'palette.upsert' && body.folderId !== null) folderIds.add(body.folderId);
    else if (body.kind === 'fabricFavourite.set' || body.kind === 'fabricView.add') fabricIds.add(body.fabricId);
  }
  const [rows] = await tx.query<{
    items: (ItemInfo & { id: number })[];
    brands: (TargetInfo & { id: number })[];
    bloggers: (TargetInfo & { id: number })[];
    folders: string[];
    fabrics: (FabricInfo & { id: number })[];
    blogs: (BlogInfo & { id: number })[];
    groups: { key: string; id: number }[];
  }>(
    `SELECT
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'cover', cover, 'pictures', pictures,
                'title_zh', title_zh, 'title_en', title_en)), '[]') FROM items WHERE id = ANY($1::int[])) AS items,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'name_zh', name_zh, 'name_en', name_en, 'image', logo)), '[]')
          FROM brands WHERE id = ANY($2::int[])) AS brands,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'name_zh', nickname, 'name_en', nickname, 'image', avatar)), '[]')
          FROM bloggers WHERE id = ANY($3::int[])) AS bloggers,
       (SELECT coalesce(jsonb_agg(id), '[]') FROM colour_folders WHERE user_id = $4 AND id = ANY($5::text[])) AS folders,
       (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM (SELECT f.id, ${FABRIC_STATE_COLUMNS}
          FROM fabrics f JOIN fabric_merchants m ON m.id = f.merchant_id WHERE f.id = ANY($6::int[])) x) AS fabrics,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'content', g.content, 'cover', '/media/' || g.pictures[1], 'uperName', b.nickname)), '[]')
          FROM ins_blogs g JOIN bloggers b ON b.id = g.uper_id WHERE g.id = ANY($7::int[])) AS blogs,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('key', key, 'id', id)), '[]')
          FROM ins_collect_groups WHERE user_id = $4 AND key = ANY($8::text[])) AS groups`,
    [[...itemIds], [...brandIds], [...bloggerIds], userId, [...folderIds], [...fabricIds], [...blogIds], [...groupKeys]],
  );
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map(({ id, ...rest }) => [id, rest]));
  return {
    items: byId(rows!.items),
    brands: byId(rows!.brands),
    bloggers: byId(rows!.bloggers),
    folders: new Set(rows!.folders),
    fabrics: byId(rows!.fabrics),
    blogs: byId(rows!.blogs),
    groups: new Map(rows!.groups.map((group) => [group.key, group.id])),
  };
}

/** An op that can never apply; the caller records it as failed and moves on. */
const refuse = (message: string): Applied => ({ outcome: 'failed', message });
const one = (entity: EntityName, key: string, state: EntityChange['state']): Applied => ({
  outcome: 'applied',
  changes: [{ entity, key, state }],
});

const MS = (column: string) => `round(extract(epoch from ${column}) * 1000)::bigint`;
const INS_GROUP_COLUMNS = `key AS "groupId", id, name, ${MS('created_at')} AS "createdAt"`;
const INS_COLLECT_COLUMNS = `gr.key AS "groupId", c.blog_id AS "blogId", c.id AS "collectId", g.content, '/media/' || g.pictures[1] AS cover,
  b.nickname AS "uperName", ${MS('c.created_at')} AS "addedAt"`;
const INS_COLLECT_FROM = `ins_collects c JOIN ins_collect_groups gr ON gr.id = c.group_id JOIN ins_blogs g ON g.id = c.blog_id JOIN bloggers b ON b.id = g.uper_id`;
const PALETTE_COLUMNS = `id AS "paletteId", folder_id AS "folderId", title, colours, source, ${MS('updated_at')} AS "updatedAt"`;

/**
 * Applies one op of `userId` inside the caller's transaction, in one statement, and returns the
 * resulting entity states. Ops are explicit set-state operations, so applying one means "make it
 * so": the result does not depend on the entity's previous state (last writer wins, README.md).
 */
export async function applyOp(tx: Queryable, userId: number, body: OpBody, context: PushContext): Promise<Applied> {
  const { entity, key } = entityOf(body);
  switch (body.kind) {
    case 'favourite.set': {
      const item = context.items.get(body.itemId);
      if (!item) return refuse(SYNC_MESSAGES.itemGone);
      if (body.pictureId !== null && body.pictureId !== item.cover && !item.pictures.includes(body.pictureId)) {
        return refuse(SYNC_MESSAGES.pictureGone);
      }
      const args = [userId, body.type, body.itemId, body.pictureId ?? ''];
      if (!body.on) {
        await tx.query('DELETE FROM favourites WHERE user_id = $1 AND item_type = $2 AND item_id = $3 AND picture_id = $4', args);
        return one(entity, key, null);
      }
      // The no-op update makes RETURNING answer for a favourite that already existed too.
      const [row] = await tx.query<{ addedAt: number }>(
        `INSERT INTO favourites (user_id, item_type, item_id, picture_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, item_type, item_id, picture_id) DO UPDATE SET created_at = favourites.created_at
         RETURNING ${MS('created_at')} AS "addedAt"`,
        args,
      );
      const state: FavouriteState = {
        itemId: body.itemId,
        type: body.type,
        pictureId: body.pictureId,
        title_zh: item.title_zh,
        title_en: item.title_en,
        cover: body.pictureId ?? item.cover,
        addedAt: row!.addedAt,
      };
      return one(entity, key, state);
    }
    case 'follow.set': {
      const target = (body.target === 'brand' ? context.brands : context.bloggers).get(body.targetId);
      if (!target) return refuse(SYNC_MESSAGES.targetGone);
      const args = [userId, body.target, body.targetId];
      if (!body.on) {
        await tx.query('DELETE FROM follows WHERE user_id = $1 AND target_kind = $2 AND target_id = $3', args);
        return one(entity, key, null);
      }
      const [row] = await tx.query<{ followId: number; addedAt: number }>(
        `INSERT INTO follows (user_id, target_kind, target_id, sort)
         VALUES ($1, $2, $3, (SELECT coalesce(max(sort), 0) + 1 FROM follows WHERE user_id = $1))
         ON CONFLICT (user_id, target_kind, target_id) DO UPDATE SET sort = follows.sort
         RETURNING id AS "followId", ${MS('created_at')} AS "addedAt"`,
        args,
      );
      const state: FollowState = { target: body.target, targetId: body.targetId, ...target, ...row! };
      return one(entity, key, state);
    }
    case 'palette.upsert': {
      // A folder deleted meanwhile (on another device) is no reason to lose the palette: it
      // lands outside any folder, and the pull tells the device so.
      const folderId = body.folderId !== null && context.folders.has(body.folderId) ? body.folderId : null;
      const [row] = await tx.query<PaletteState>(
        `INSERT INTO colour_palettes (id, user_id, folder_id, title, colours, source)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET folder_id = EXCLUDED.folder_id, title = EXCLUDED.title,
           colours = EXCLUDED.colours, source = EXCLUDED.source, updated_at = now()
         WHERE colour_palettes.user_id = EXCLUDED.user_id
         RETURNING ${PALETTE_COLUMNS}`,
        [body.paletteId, userId, folderId, body.title, JSON.stringify(body.colours), JSON.stringify(body.source)],
      );
      return row ? one(entity, key, row) : refuse(SYNC_MESSAGES.paletteIdTaken);
    }
    case 'palette.delete':
      await tx.query('DELETE FROM colour_palettes WHERE id = $1 AND user_id = $2', [body.paletteId, userId]);
      return one(entity, key, null);
    case 'paletteFolder.upsert': {
      const [row] = await tx.query<PaletteFolderState>(
        `INSERT INTO colour_folders (id, user_id, name) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
         WHERE colour_folders.user_id = EXCLUDED.user_id
         RETURNING id AS "folderId", name, ${MS('updated_at')} AS "updatedAt"`,
        [body.folderId, userId, body.name],
      );
      if (!row) return refuse(SYNC_MESSAGES.folderIdTaken);
      context.folders.add(body.folderId);
      return one(entity, key, row);
    }
    case 'paletteFolder.delete': {
      // Deleting a folder keeps its palettes (they move out of it): each one is a change too.
      const moved = await tx.query<PaletteState>(
        `UPDATE colour_palettes SET folder_id = NULL, updated_at = now()
         WHERE user_id = $1 AND folder_id = $2 RETURNING ${PALETTE_COLUMNS}`,
        [userId, body.folderId],
      );
      await tx.query('DELETE FROM colour_folders WHERE id = $1 AND user_id = $2', [body.folderId, userId]);
      context.folders.delete(body.folderId);
      const changes: EntityChange[] = moved.map((palette) => ({ entity: 'palette', key: palette.paletteId, state: palette }));
      return { outcome: 'applied', changes: [...changes, { entity, key, state: null }] };
    }
    case 'history.add': {
      const item = context.items.get(body.itemId);
      if (!item) return refuse(SYNC_MESSAGES.itemGone);
      // History is the one entity where order does not decide: the latest view time is kept,
      // whichever device reports it first.
      const [row] = await tx.query<{ viewedAt: number }>(
        `INSERT INTO view_history (user_id, item_type, item_id, viewed_at)
         VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000))
         ON CONFLICT (user_id, item_type, item_id)
         DO UPDATE SET viewed_at = greatest(view_history.viewed_at, EXCLUDED.viewed_at)
         RETURNING ${MS('viewed_at')} AS "viewedAt"`,
        [userId, body.type, body.itemId, body.viewedAt],
      );
      const state: HistoryState = {
        itemId: body.itemId,
        type: body.type,
        title_zh: item.title_zh,
        title_en: item.title_en,
        cover: item.cover,
        viewedAt: row!.viewedAt,
      };
      return one(entity, key, state);
    }
    case 'fabricFavourite.set': {
      const fabric = context.fabrics.get(body.fabricId);
      if (!fabric) return refuse(SYNC_MESSAGES.fabricGone);
      if (!body.on) {
        await tx.query('DELETE FROM fabric_favourites WHERE user_id = $1 AND fabric_id = $2', [userId, body.fabricId]);
        return one(entity, key, null);
      }
      const [row] = await tx.query<{ addedAt: number }>(
        `INSERT INTO fabric_favourites (user_id, fabric_id) VALUES ($1, $2)
         ON CONFLICT (user_id, fabric_id) DO UPDATE SET created_at = fabric_favourites.created_at
         RETURNING ${MS('created_at')} AS "addedAt"`,
        [userId, body.fabricId],
      );
      const state: FabricFavouriteState = { fabricId: body.fabricId, ...fabric, addedAt: Number(row!.addedAt) };
      return one(entity, key, state);
    }
    case 'fabricView.add': {
      const fabric = context.fabrics.get(body.fabricId);
      if (!fabric) return refuse(SYNC_MESSAGES.fabricGone);
      const [row] = await tx.query<{ viewedAt: number }>(
        `INSERT INTO fabric_views (user_id, fabric_id, viewed_at) VALUES ($1, $2, to_timestamp($3::double precision / 1000))
         ON CONFLICT (user_id, fabric_id) DO UPDATE SET viewed_at = greatest(fabric_views.viewed_at, EXCLUDED.viewed_at)
         RETURNING ${MS('viewed_at')} AS "viewedAt"`,
        [userId, body.fabricId, body.viewedAt],
      );
      const state: FabricViewState = { fabricId: body.fabricId, ...fabric, viewedAt: Number(row!.viewedAt) };
      return one(entity, key, state);
    }
    case 'insGroup.upsert': {
      // The checks first: a unique violation would abort the push's transaction.
      const [check] = await tx.query<{ owner: number | null; name_taken: boolean; groups: number }>(
        `SELECT (SELECT user_id FROM ins_collect_groups WHERE key = $2) AS owner,
                EXISTS (SELECT 1 FROM ins_collect_groups WHERE user_id = $1 AND name = $3 AND key <> $2) AS name_taken,
                (SELECT count(*)::int FROM ins_collect_groups WHERE user_id = $1) AS groups`,
        [userId, body.groupId, body.name],
      );
      if (check!.owner !== null && check!.owner !== userId) return refuse(SYNC_MESSAGES.groupIdTaken);
      if (check!.name_taken) return refuse(SYNC_MESSAGES.groupNameTaken);
      if (check!.owner === null && check!.groups >= MAX_INS_GROUPS) return refuse(SYNC_MESSAGES.groupLimit);
      const [row] = await tx.query<InsGroupState>(
        `INSERT INTO ins_collect_groups (user_id, key, name) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
         RETURNING ${INS_GROUP_COLUMNS}`,
        [userId, body.groupId, body.name],
      );
      context.groups.set(body.groupId, row!.id);
      return one(entity, key, row!);
    }
    case 'insGroup.delete': {
      // Its collects go with it: each one is a change too.
      const removed = await tx.query<{ blog_id: number }>(
        `DELETE FROM ins_collects c USING ins_collect_groups gr
          WHERE gr.key = $2 AND gr.user_id = $1 AND c.group_id = gr.id RETURNING c.blog_id`,
        [userId, body.groupId],
      );
      await tx.query('DELETE FROM ins_collect_groups WHERE key = $2 AND user_id = $1', [userId, body.groupId]);
      context.groups.delete(body.groupId);
      const changes: EntityChange[] = removed.map((row) => ({ entity: 'insCollect', key: insCollectKey(body.groupId, row.blog_id), state: null }));
      return { outcome: 'applied', changes: [...changes, { entity, key, state: null }] };
    }
    case 'insCollect.set': {
      const groupId = context.groups.get(body.groupId);
      // Taking a post out of a group that is gone already holds.
      if (!body.on) {
        if (groupId !== undefined) await tx.query('DELETE FROM ins_collects WHERE group_id = $1 AND blog_id = $2 AND user_id = $3', [groupId, body.blogId, userId]);
        return one(entity, key, null);
      }
      if (groupId === undefined) return refuse(SYNC_MESSAGES.groupGone);
      const blog = context.blogs.get(body.blogId);
      if (!blog) return refuse(SYNC_MESSAGES.itemGone);
      const [row] = await tx.query<{ collectId: number; addedAt: number }>(
        `INSERT INTO ins_collects (user_id, group_id, blog_id) VALUES ($1, $2, $3)
         ON CONFLICT (group_id, blog_id) DO UPDATE SET created_at = ins_collects.created_at
         RETURNING id AS "collectId", ${MS('created_at')} AS "addedAt"`,
        [userId, groupId, body.blogId],
      );
      const state: InsCollectState = { groupId: body.groupId, blogId: body.blogId, collectId: row!.collectId, ...blog, addedAt: Number(row!.addedAt) };
      return one(entity, key, state);
    }
    case 'layoutDoc.create':
    case 'layoutDoc.update':
    case 'layoutDoc.meta':
    case 'layoutDoc.delete': {
      const applied = await new WorkStore(tx).apply(userId, body);
      return applied.outcome === 'applied' ? one(entity, key, applied.state) : applied;
    }
  }
}

/** The server's current state of one entity of a user: what a device is told after a failed op. */
export function loadState(tx: Queryable, userId: number, entity: EntityName, key: string): Promise<EntityStates[EntityName] | null> {
  switch (entity) {
    case 'favourite':
      return loadFavourite(tx, userId, key);
    case 'follow':
      return loadFollow(tx, userId, key);
    case 'palette':
      return first(tx.query<PaletteState>(`SELECT ${PALETTE_COLUMNS} FROM colour_palettes WHERE id = $1 AND user_id = $2`, [key, userId]));
    case 'paletteFolder':
      return first(
        tx.query<PaletteFolderState>(
          `SELECT id AS "folderId", name, ${MS('updated_at')} AS "updatedAt" FROM colour_folders WHERE id = $1 AND user_id = $2`,
          [key, userId],
        ),
      );
    case 'history':
      return loadHistory(tx, userId, key);
    case 'fabricFavourite':
      return loadFabricMark<FabricFavouriteState>(tx, 'fabric_favourites', 'created_at', 'addedAt', userId, key);
    case 'fabricView':
      return loadFabricMark<FabricViewState>(tx, 'fabric_views', 'viewed_at', 'viewedAt', userId, key);
    case 'insGroup':
      return first(tx.query<InsGroupState>(`SELECT ${INS_GROUP_COLUMNS} FROM ins_collect_groups WHERE key = $1 AND user_id = $2`, [key, userId]));
    case 'layoutDoc':
      return new WorkStore(tx).state(userId, key);
    case 'insCollect': {
      const [groupId, blogId] = keyParts(key);
      return first(
        tx.query<InsCollectState>(`SELECT ${INS_COLLECT_COLUMNS} FROM ${INS_COLLECT_FROM} WHERE gr.key = $1 AND c.blog_id = $2 AND c.user_id = $3`, [
          groupId,
          Number(blogId),
          userId,
        ]),
      );
    }
  }
}

/** The user's collect groups and collects as synced states (what the proxy's writes report). */
export const insCollectColumns = { INS_COLLECT_COLUMNS, INS_COLLECT_FROM, INS_GROUP_COLUMNS };

const first = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

/** A member's mark on a fabric (favourite, view) with the fabric's card fields; names are constants of this file. */
function loadFabricMark<T>(
  tx: Queryable,
  table: 'fabric_favourites' | 'fabric_views',
  timeColumn: 'created_at' | 'viewed_at',
  timeField: 'addedAt' | 'viewedAt',
  userId: number,
  key: string,
): Promise<T | null> {
  return first(
    tx.query<T>(
      `SELECT x.fabric_id AS "fabricId", ${FABRIC_STATE_COLUMNS}, ${MS(`x.${timeColumn}`)} AS "${timeField}"
         FROM ${table} x JOIN fabrics f ON f.id = x.fabric_id JOIN fabric_merchants m ON m.id = f.merchant_id
        WHERE x.user_id = $1 AND x.fabric_id = $2`,
      [userId, Number(key)],
    ),
  );
}

/** Keys come from entityOf on validated ops: split them back into their parts. */
const keyParts = (key: string) => key.split(':');

function loadFavourite(tx: Queryable, userId: number, key: string): Promise<FavouriteState | null> {
  const [type, itemId, pictureId = ''] = keyParts(key);
  return first(
    tx.query<FavouriteState>(
      `SELECT f.item_id AS "itemId", f.item_type AS "type", nullif(f.picture_id, '') AS "pictureId",
              i.title_zh, i.title_en, coalesce(nullif(f.picture_id, ''), i.cover) AS cover,
              ${MS('f.created_at')} AS "addedAt"
         FROM favourites f JOIN items i ON i.id = f.item_id
        WHERE f.user_id = $1 AND f.item_type = $2 AND f.item_id = $3 AND f.picture_id = $4`,
      [userId, Number(type), Number(itemId), pictureId],
    ),
  );
}

function loadFollow(tx: Queryable, userId: number, key: string): Promise<FollowState | null> {
  const [target, targetId] = keyParts(key);
  const [table, zh, en, image] =
    target === 'brand' ? ['brands', 'b.name_zh', 'b.name_en', 'b.logo'] : ['bloggers', 'b.nickname', 'b.nickname', 'b.avatar'];
  return first(
    tx.query<FollowState>(
      `SELECT f.target_kind AS target, f.target_id AS "targetId", f.id AS "followId", ${zh} AS name_zh, ${en} AS name_en,
              ${image} AS image, ${MS('f.created_at')} AS "addedAt"
         FROM follows f JOIN ${table} b ON b.id = f.target_id
        WHERE f.user_id = $1 AND f.target_kind = $2 AND f.target_id = $3`,
      [userId, target, Number(targetId)],
    ),
  );
}

function loadHistory(tx: Queryable, userId: number, key: string): Promise<HistoryState | null> {
  const [type, itemId] = keyParts(key);
  return first(
    tx.query<HistoryState>(
      `SELECT h.item_id AS "itemId", h.item_type AS "type", i.title_zh, i.title_en, i.cover, ${MS('h.viewed_at')} AS "viewedAt"
         FROM view_history h JOIN items i ON i.id = h.item_id
        WHERE h.user_id = $1 AND h.item_type = $2 AND h.item_id = $3`,
      [userId, Number(type), Number(itemId)],
    ),
  );
}
