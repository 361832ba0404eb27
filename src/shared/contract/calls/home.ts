import { z } from 'zod';
import { defineCall } from '../define';
import { channelId } from './catalogue';
import type { Banner, CountPerDay, HomeChannelBlock, ListItem, PatternColumnData } from '../../catalogue/types';


export const homeCalls = {
  'oct/General/indexBanner': defineCall<{ list: Banner[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'indexBanner',
    params: z.strictObject({ channel: channelId.optional() }),
    access: 'public',
    kind: 'read',
  }),
  /** Home channel blocks: the channel's base columns with their newest items. */
  'oct/General/indexPage': defineCall<{ channels: HomeChannelBlock[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'indexPage',
    params: z.strictObject({
      channel: channelId.optional(),
      per_column: z.coerce.number().int().min(1).max(20).default(8),
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Runway and fashion-week block: newest show items. */
  'oct/General/indexPageFashion': defineCall<{ list: ListItem[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'indexPageFashion',
    params: z.strictObject({ channel: channelId.optional(), limit: z.coerce.number().int().min(1).max(40).default(10) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Newest trend-prediction reports. */
  'oct/General/trendPrediction229': defineCall<{ list: ListItem[] }>()({
    module: 'oct',
    controller: 'General',
    func: 'trendPrediction229',
    params: z.strictObject({ channel: channelId.optional(), limit: z.coerce.number().int().min(1).max(40).default(6) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Items published per day over the last `days` whole days (China time), today included. */
  'oct/General/countPerDay': defineCall<CountPerDay>()({
    module: 'oct',
    controller: 'General',
    func: 'countPerDay',
    params: z.strictObject({ channel: channelId.optional(), days: z.coerce.number().int().min(1).max(90).default(7) }),
    access: 'public',
    kind: 'read',
  }),
  /** The pattern column's sub-routes with their newest items. */
  'oct/General/patternColumnData': defineCall<PatternColumnData>()({
    module: 'oct',
    controller: 'General',
    func: 'patternColumnData',
    params: z.strictObject({ channel: channelId.optional(), limit: z.coerce.number().int().min(1).max(20).default(8) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};
