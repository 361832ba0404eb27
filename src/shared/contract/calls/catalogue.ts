import { z } from 'zod';
import { defineCall } from '../define';
import { AttrsError, decodeAttrs } from '../../catalogue/attrs';
import type {
  AttrListResult,
  BrandCard,
  ColourSwatch,
  ListResult,
  MenuForSearch,
  NavMenu,
} from '../../catalogue/types';

/** The list call drops any argument whose value is the string 0 (spec §5): '0' parses as absent. */
export const dropped = <S extends z.ZodType>(schema: S) =>
  z.union([z.literal('0').transform(() => undefined), schema]).optional();

export const channelId = z.coerce.number().int().positive().max(2_147_483_647);
const columnId = z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647);
export const itemId = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().positive().max(10_000);
const routeName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'letters, digits and underscore');

export const attrsParam = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    try {
      decodeAttrs(value);
    } catch (error) {
      if (!(error instanceof AttrsError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });

/** The list query fields of spec §2, as getList takes them. */
export const listParams = z.strictObject({
  channel: dropped(channelId),
  column: dropped(columnId),
  type: dropped(z.coerce.number().int().min(0).max(32_767)),
  p: dropped(page),
  /** Comma-separated sub-column ids; the last one wins. */
  subcolumn: dropped(z.string().max(200).regex(/^[\d,\s]*$/, 'comma-separated ids')),
  sort_type: dropped(z.enum(['new', 'hot'])),
  attrs: dropped(attrsParam),
  key_words: dropped(z.string().max(200)),
  haspic: dropped(z.coerce.number().int().min(0).max(1)),
  tv: dropped(z.coerce.number().int().min(0).max(100)),
  dataSource: dropped(z.string().regex(/^[A-Za-z]{1,20}$/, 'letters only')),
  merge_type: dropped(z.coerce.number().int().min(0).max(10)),
  /** The list route the page shows (/list/{name}): picks defaults and the guest content type. */
  route: dropped(routeName),
  /** Search and colour lists use 80 (spec §9); the server picks 80 for searches by itself. */
  page_size: dropped(z.union([z.literal(40), z.literal(80), z.literal('40'), z.literal('80')]).transform(Number)),
  /** Image search sorts hot by default. */
  image_search: dropped(z.coerce.number().int().min(0).max(1)),
});

const scopeParams = {
  channel: dropped(channelId),
  column: dropped(columnId),
  subcolumn: dropped(z.string().max(200).regex(/^[\d,\s]*$/, 'comma-separated ids')),
  type: dropped(z.coerce.number().int().min(0).max(32_767)),
  route: dropped(routeName),
};

export const catalogueCalls = {
  'oct/General/navList': defineCall<NavMenu>()({
    module: 'oct',
    controller: 'General',
    func: 'navList',
    params: z.strictObject({ channel: channelId }),
    access: 'public',
    kind: 'read',
  }),
  /** The server's custom list routes and the columns a search can be scoped to. */
  'oct/General/menuForSearch': defineCall<MenuForSearch>()({
    module: 'oct',
    controller: 'General',
    func: 'menuForSearch',
    params: z.strictObject({ channel: channelId.optional() }),
    access: 'public',
    kind: 'read',
  }),
  'oct/ListDataKw/getList': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getList',
    params: listParams,
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Attribute filter columns of a list, with the values present in it. */
  'oct/ListDataKw/getAttrListV50': defineCall<AttrListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getAttrListV50',
    params: z.strictObject(scopeParams),
    access: 'public',
    kind: 'read',
  }),
  /** Colour swatches a list can be filtered by. */
  'oct/ListDataKw/getColorAttrList': defineCall<{ list: ColourSwatch[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getColorAttrList',
    params: z.strictObject(scopeParams),
    access: 'public',
    kind: 'read',
  }),
  /** Items like a given one (same column, most shared attributes): detail pages' related items. */
  'oct/ListDataKw/getLikeList': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getLikeList',
    params: z.strictObject({ id: itemId, limit: z.coerce.number().int().min(1).max(40).default(12) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Recommended items of a channel or column: most viewed of the last 90 days. */
  'oct/ListDataKw/getCommend': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getCommend',
    params: z.strictObject({
      channel: dropped(channelId),
      column: dropped(columnId),
      limit: z.coerce.number().int().min(1).max(40).default(12),
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'oct/ListData/getVideoList': defineCall<ListResult>()({
    module: 'oct',
    controller: 'ListData',
    func: 'getVideoList',
    params: z.strictObject({ channel: dropped(channelId), column: dropped(columnId), p: dropped(page) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Brands that showed in a season and area (fashion week). */
  'oct/ListData/getBrandBySeasonAndArea': defineCall<{ list: BrandCard[] }>()({
    module: 'oct',
    controller: 'ListData',
    func: 'getBrandBySeasonAndArea',
    params: z.strictObject({
      season: dropped(itemId),
      area: dropped(itemId),
      channel: dropped(channelId),
      limit: z.coerce.number().int().min(1).max(200).default(60),
    }),
    access: 'public',
    kind: 'read',
  }),
};
