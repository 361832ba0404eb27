import { z } from 'zod';
import { defineCall } from '../define';
import { itemId } from './catalogue';
import type { ColourRatio, DetailResult, ListResult, Picture } from '../../catalogue/types';


export const contentCalls = {
  /** An item with its body, pictures, breadcrumb columns and neighbours. VIP items need VIP (9527). */
  'oct/DetailData/getDetail': defineCall<DetailResult>()({
    module: 'oct',
    controller: 'DetailData',
    func: 'getDetail',
    params: z.strictObject({ id: itemId }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'oct/DetailData/getDetailPicList': defineCall<{ list: Picture[]; count: number }>()({
    module: 'oct',
    controller: 'DetailData',
    func: 'getDetailPicList',
    params: z.strictObject({ id: itemId }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Other items of the same theme: same brand and season in the same column, else same sub-column. */
  'oct/DetailData/getThemeList': defineCall<ListResult>()({
    module: 'oct',
    controller: 'DetailData',
    func: 'getThemeList',
    params: z.strictObject({ id: itemId, limit: z.coerce.number().int().min(1).max(40).default(12) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Dominant colours of an item, ratios totalling 100. */
  'oct/DetailData/getColorList': defineCall<{ list: ColourRatio[] }>()({
    module: 'oct',
    controller: 'DetailData',
    func: 'getColorList',
    params: z.strictObject({ id: itemId }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};
