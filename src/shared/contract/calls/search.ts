import { z } from 'zod';
import { defineCall } from '../define';
import { channelId, dropped } from './catalogue';
import type { HotKeyword, KeywordInfo, ListResult, ZhEnWord } from '../../catalogue/types';
import { DESCRIPTOR_LENGTH } from '../../image-search/descriptor';


export interface PictureDescriptor {
  media_id: string;
  descriptor: string;
}

export const searchCalls = {
  /** What a search for key_words matched: decoded words, zh/en equivalents, matches per column. */
  'oct/ListDataKw/kwInfo': defineCall<KeywordInfo>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'kwInfo',
    params: z.strictObject({ key_words: z.string().max(200), channel: dropped(channelId) }),
    access: 'public',
    kind: 'read',
  }),
  /** Chinese/English term pairs; with `word`, the pairs holding it (either language). */
  'oct/General/zhEnWords': defineCall<{ list: ZhEnWord[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'zhEnWords',
    params: z.strictObject({ word: z.string().trim().max(50).optional() }),
    access: 'public',
    kind: 'read',
  }),
  /**
   * Search by picture (issue #13 item 5): the catalogue items whose pictures are most like the one
   * described (src/shared/image-search/descriptor.ts, computed in the browser), most alike first;
   * items sharing a picture follow it, most viewed first. The list rules of /list/searchPic apply
   * (guests see the preview type).
   */
  'oct/ListDataKw/searchByPicture': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'searchByPicture',
    params: z.strictObject({
      channel: dropped(channelId),
      descriptor: z.array(z.number().finite().min(-1).max(1)).length(DESCRIPTOR_LENGTH),
      limit: z.coerce.number().int().min(1).max(80).default(40),
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /**
   * The search descriptors of catalogue pictures (base64 of little-endian float32), by media id:
   * an offline pack carries those of its pictures, so search by picture works in it offline.
   */
  'oct/ListDataKw/pictureDescriptors': defineCall<{ list: PictureDescriptor[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'pictureDescriptors',
    params: z.strictObject({ media: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'media id')).min(1).max(500) }),
    access: 'public',
    kind: 'read',
  }),
  /** Hot search keywords of a channel (module index). */
  'index/Sundries/getSearchKeyword': defineCall<{ list: HotKeyword[] }>()({
    module: 'index',
    controller: 'Sundries',
    func: 'getSearchKeyword',
    params: z.strictObject({ channel: dropped(channelId), limit: z.coerce.number().int().min(1).max(50).default(10) }),
    access: 'public',
    kind: 'read',
  }),
};
