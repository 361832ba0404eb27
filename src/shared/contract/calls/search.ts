import { z } from 'zod';
import { defineCall } from '../define';
import { channelId, dropped } from './catalogue';
import type { HotKeyword, KeywordInfo, ZhEnWord } from '../../catalogue/types';


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
