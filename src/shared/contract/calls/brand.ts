import { z } from 'zod';
import { defineCall } from '../define';
import { dropped, itemId as brandId } from './catalogue';
import type { BrandAttrList, BrandCard, BrandDetail, BrandPage, CompanyDetail, ListResult } from '../../catalogue/types';

const letter = z.string().regex(/^[A-Z#]$/, 'a letter A–Z or #');

/** Brand library calls (module index, spec §7). */
export const brandCalls = {
  'index/Brand/allBrand': defineCall<BrandPage>()({
    module: 'index',
    controller: 'Brand',
    func: 'allBrand',
    params: z.strictObject({
      letter: dropped(letter),
      area: dropped(brandId),
      key_words: dropped(z.string().trim().max(50)),
      p: dropped(z.coerce.number().int().positive().max(1000)),
    }),
    access: 'public',
    kind: 'read',
  }),
  'index/Brand/brandAreaList': defineCall<{ list: { id: number; name: string; count: number }[] }>()({
    module: 'index',
    controller: 'Brand',
    func: 'brandAreaList',
    params: z.strictObject({}),
    access: 'public',
    kind: 'read',
  }),
  'index/Brand/getBrandDetail': defineCall<BrandDetail>()({
    module: 'index',
    controller: 'Brand',
    func: 'getBrandDetail',
    params: z.strictObject({ id: brandId }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** Most popular brands. */
  'index/Brand/recommendList': defineCall<{ list: BrandCard[] }>()({
    module: 'index',
    controller: 'Brand',
    func: 'recommendList',
    params: z.strictObject({ limit: z.coerce.number().int().min(1).max(60).default(12) }),
    access: 'public',
    kind: 'read',
  }),
  /** Brands to recommend next to one brand: same area, most popular first. */
  'index/Brand/recList': defineCall<{ list: BrandCard[] }>()({
    module: 'index',
    controller: 'Brand',
    func: 'recList',
    params: z.strictObject({ id: brandId, limit: z.coerce.number().int().min(1).max(30).default(8) }),
    access: 'public',
    kind: 'read',
  }),
  /** The brand library's filters: initial letters and areas with brand counts. */
  'index/Brand/getAttrList': defineCall<BrandAttrList>()({
    module: 'index',
    controller: 'Brand',
    func: 'getAttrList',
    params: z.strictObject({}),
    access: 'public',
    kind: 'read',
  }),
  'index/Brand/companyDetail': defineCall<CompanyDetail>()({
    module: 'index',
    controller: 'Brand',
    func: 'companyDetail',
    params: z.strictObject({ id: brandId }),
    access: 'public',
    kind: 'read',
  }),
  /** A brand's items, newest first (brand detail page). */
  'index/Brand/brandItems': defineCall<ListResult>()({
    module: 'index',
    controller: 'Brand',
    func: 'brandItems',
    params: z.strictObject({ id: brandId, column: dropped(z.coerce.number().int()), p: dropped(z.coerce.number().int().positive().max(1000)) }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
};
