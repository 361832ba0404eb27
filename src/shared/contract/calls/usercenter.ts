import { z } from 'zod';
import { defineCall } from '../define';
import type { ListItem } from '../../catalogue/types';

/**
 * The user centre's collections (spec §2: index = atlas, mediaCollection, themeCollection,
 * videoCollection). A favourite belongs to exactly one, decided by its item, in this order:
 * video (the item has a video), atlas (pictures, type 3), media (other platforms, types 33/34),
 * theme (everything else: reports, topics, articles).
 */
export const COLLECTION_KINDS = ['atlas', 'media', 'theme', 'video'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** A favourite as a list card, plus what was favourited and when. */
export interface FavouriteCard extends ListItem {
  fav: { type: number; picture_id: string | null; fav_time: number };
}

/** A folder of a collection: the favourites of one column. */
export interface FavouriteFolder {
  column: number;
  name: string;
  count: number;
  /** Thumbnail of the newest favourite in the folder. */
  cover: string;
}

/** A followed brand or blogger (spec §3 follow item: tag_id, name, cover, up_new_num). */
export interface FollowCard {
  /** The follow record id (a blogger's `focus`). */
  id: number;
  data_type: 'brand' | 'blogger';
  tag_id: number;
  name: string;
  name_en: string;
  cover: string | null;
  /** Items of this brand or blogger published since the follow. */
  up_new_num: number;
  follow_time: number;
}

export interface HistoryCard extends ListItem {
  viewed_time: number;
}

/** An item the member downloaded (any of its files), with when they last did. */
export interface DownloadedCard extends ListItem {
  downloaded_time: number;
}

const page = z.coerce.number().int().positive().max(10_000).default(1);
const kind = z.enum(COLLECTION_KINDS);

export const usercenterCalls = {
  'oct/ListDataKw/getFavDataTypes': defineCall<{ list: { kind: CollectionKind; count: number }[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getFavDataTypes',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/ListDataKw/getFavColoumnCounts': defineCall<{ list: FavouriteFolder[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getFavColoumnCounts',
    params: z.strictObject({ kind }),
    access: 'login',
    kind: 'read',
  }),
  'oct/UserCenter/getFavList': defineCall<{ list: FavouriteCard[]; count: number; page_size: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getFavList',
    params: z.strictObject({ kind, column: z.coerce.number().int().positive().optional(), p: page }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  'oct/UserCenter/getMemberFollows': defineCall<{ list: FollowCard[]; count: number; page_size: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getMemberFollows',
    params: z.strictObject({ data_type: z.enum(['brand', 'blogger']).default('brand'), p: page }),
    access: 'login',
    kind: 'read',
  }),
  'oct/UserCenter/getViewHistory': defineCall<{ list: HistoryCard[]; count: number; page_size: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getViewHistory',
    params: z.strictObject({ p: page }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  /**
   * The items the member downloaded, last downloaded first (one card per item, whatever file):
   * the layout editor's 下载 panel places their pictures. Cards follow item-access like every
   * list: an item locked now (VIP ended) shows its cover thumbnail only.
   */
  'oct/UserCenter/getDownloadHistory': defineCall<{ list: DownloadedCard[]; count: number; page_size: number }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getDownloadHistory',
    params: z.strictObject({ p: page }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
};
