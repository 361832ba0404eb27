import { NO_ACCESS_TEXT } from '../../src/shared/catalogue/access';
import { MAIN_CHANNELS } from '../../src/shared/catalogue/list-rules';
import { STATUS } from '../../src/shared/contract';
import { ApiError } from '../api/registry';
import type { Caller } from '../auth/session-user';
import type { Queryable } from '../db/db';

/**
 * The one access decision about catalogue items (spec §6). Every call and route that answers
 * with anything derived from an item — body, pictures, media ids, display copies, colours, colour
 * scores, downloads — asks here; calls that do are marked `itemData` in the contract, and
 * tests/server/item-access.test.ts proves none of them hands a locked item's data to anyone.
 *
 * An item is open to a viewer when it is not VIP content, or when the viewer is a VIP with
 * authority over the item's channel (the main channels — women's, men's, kids' — each need their
 * own grant, channel_auth_type; other channels come with VIP). Otherwise it is locked: a card
 * with title and cover thumbnail, nothing else.
 */

/** Who is looking, as far as items go: a guest is null. */
export interface Viewer {
  readonly isVip: boolean;
  readonly channels: readonly number[];
}

/** What access to an item depends on (column names as in the items table). */
export interface GatedItem {
  readonly vip_only: boolean;
  readonly channel_id: number;
}

export const viewerOf = (caller: Caller): Viewer | null => caller.user;

export const isMainChannel = (channel: number) => MAIN_CHANNELS.includes(channel);

/** VIP rights reach this channel: side channels come with VIP, main channels need their own grant. */
export function hasChannelRight(viewer: Viewer | null, channel: number): boolean {
  if (!viewer?.isVip) return false;
  return !isMainChannel(channel) || viewer.channels.includes(channel);
}

/** May the viewer see the item's VIP payload (body, pictures, media ids, colours, scores)? */
export function mayOpen(viewer: Viewer | null, item: GatedItem): boolean {
  return !item.vip_only || hasChannelRight(viewer, item.channel_id);
}

/** isRight.isRightD: downloads need VIP rights over the item's channel, whatever the item. */
export const mayDownload = (viewer: Viewer | null, item: Pick<GatedItem, 'channel_id'>) => hasChannelRight(viewer, item.channel_id);

/**
 * What an answer about items depends on besides its params: answers are shared (answer cache)
 * only between viewers for whom every item opens alike.
 */
export function viewerKey(caller: Caller): string {
  const viewer = viewerOf(caller);
  if (!viewer) return 'guest';
  if (!viewer.isVip) return 'member';
  return `vip:${MAIN_CHANNELS.filter((channel) => viewer.channels.includes(channel)).join(',')}`;
}

/** The 9527 answer for a locked item: a guest is asked to log in, a member to contact service (spec §6). */
export const lockedItemError = (caller: Caller) =>
  new ApiError(STATUS.noPermission, caller.user ? NO_ACCESS_TEXT.member : NO_ACCESS_TEXT.guestVip, 403);

/** Throws 9527 unless the caller may open the item. */
export function requireOpen(caller: Caller, item: GatedItem): void {
  if (!mayOpen(viewerOf(caller), item)) throw lockedItemError(caller);
}

/**
 * SQL condition (on the items table, alias `i`) that keeps the items the viewer may open: for
 * queries whose very ranking reveals item data, such as search by colour.
 */
export function openItemsCondition(viewer: Viewer | null, alias = 'i'): string {
  if (!viewer?.isVip) return `NOT ${alias}.vip_only`;
  const lockedMain = MAIN_CHANNELS.filter((channel) => !hasChannelRight(viewer, channel));
  return lockedMain.length === 0 ? 'true' : `(NOT ${alias}.vip_only OR ${alias}.channel_id NOT IN (${lockedMain.map(Number).join(', ')}))`;
}

/** Keeps the ids of items the viewer may open, in order. */
export async function openItemIds(db: Queryable, viewer: Viewer | null, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(`SELECT i.id FROM items i WHERE i.id = ANY($1::integer[]) AND ${openItemsCondition(viewer)}`, [ids]);
  const open = new Set(rows.map((row) => row.id));
  return ids.filter((id) => open.has(id));
}

/**
 * One view of a stored picture: anyone's (`public`, shared caches may keep it), this viewer's
 * by their rights (`granted`: private to them, checked on every request) or not theirs.
 */
export type MediaDecision = 'public' | 'granted' | 'denied';

export interface MediaAccess {
  /** The display copy and the picture's colours. */
  display: MediaDecision;
  /** The thumbnail: anyone's for the cover of a locked card. */
  thumb: MediaDecision;
}

interface MediaUseRow {
  used: boolean;
  free: boolean;
  cover: boolean;
  /** Shown to everyone as a column's or banner's picture (navigation, home), so its thumbnail is public. */
  listed: boolean;
  vip_channels: number[];
}

/**
 * The items that use media $1, found through one index per kind of use (a bitmap OR of them):
 * every picture request asks this. The book pages' ids come as an array, not `id IN (subquery)`,
 * which the planner can only test row by row: that made it read every item and unpack every
 * body (≈ 60 ms a picture at 3 000 items, seconds at a million).
 */
export const MEDIA_USE_SQL = `SELECT count(*) > 0 AS used, coalesce(bool_or(NOT vip_only), false) AS free, coalesce(bool_or(cover = $1), false) AS cover,
            coalesce(array_agg(DISTINCT channel_id) FILTER (WHERE vip_only), '{}') AS vip_channels,
            (EXISTS (SELECT 1 FROM columns WHERE image = $1) OR EXISTS (SELECT 1 FROM banners WHERE image = $1)) AS listed
       FROM items WHERE cover = $1 OR pictures @> ARRAY[$1::text] OR item_body_media(body) @> ARRAY[$1::text]
                         OR id = ANY (ARRAY(SELECT item_id FROM book_pages WHERE media_id = $1))`;

/**
 * Which items use a media id (as cover, attached picture, body media or book page) decides who may see it:
 * media of no item (banners, logos) and media of any non-VIP item are public; media used only by
 * VIP items follow those items, except the thumbnail of a cover or of a column's or banner's picture, which
 * every visitor is shown anyway. The viewer is resolved only for those: most pictures of a page are
 * public, and a session lookup per image would be wasted.
 */
export async function mediaAccess(db: Queryable, viewerOfRequest: () => Promise<Viewer | null>, mediaId: string): Promise<MediaAccess> {
  const [use] = await db.query<MediaUseRow>(MEDIA_USE_SQL, [mediaId]);
  if (!use || !use.used || use.free) return { display: 'public', thumb: 'public' };
  const viewer = await viewerOfRequest();
  const display = use.vip_channels.some((channel) => hasChannelRight(viewer, channel)) ? 'granted' : 'denied';
  return { display, thumb: use.cover || use.listed ? 'public' : display };
}
