import { z } from 'zod';
import { defineCall } from '../define';
import { checkEnquiry, ENQUIRY_MESSAGES, enquiryFields } from './consult';
import { trimText } from '../../validation/text';
import { normaliseHex } from '../../colour/hex';
import { COLOUR_TERM_MESSAGES, MAX_COLOUR_TERMS } from '../../colour/query';
import {
  CERTIFICATIONS,
  CONSTRUCTIONS,
  FABRIC_CATEGORIES,
  FIBRES,
  WEAVE_KINDS,
  WEIGHT_RANGE_KEYS,
  type Construction,
  type FabricCategory,
  type Fibre,
  type WeaveKind,
} from '../../fabric';

/**
 * Fabric sourcing (spec §2 /dxFabric/*, issue #17 item 1): merchants and their fabrics as data of
 * their own. Browsing is public (the merchants publish the information; the product only shows
 * it); the collection, the footprint and contacting a merchant need a signed-in member. The
 * collection and footprint are written through the sync service (fabricFavourite.set /
 * fabricView.add ops), exactly once per op id like every other favourite.
 */

export const FABRIC_MESSAGES = {
  fabricGone: '面料不存在或已下架',
  merchantGone: '商家不存在',
  ...ENQUIRY_MESSAGES,
} as const;

export interface FabricColour {
  color_rgbhex: string;
  ratio: number;
}
/** A library colour close to a fabric colour (ΔE00 ≤ the match limit). */
export interface FabricColourMatch extends FabricColour {
  matches: { code: string; name: string; color_rgbhex: string; deltaE: number }[];
}

export interface FabricMerchantCard {
  id: number;
  name: string;
  city: string;
  logo: string | null;
  founded: number;
  certified: boolean;
  fabric_count: number;
}
export interface FabricMerchant extends FabricMerchantCard {
  intro: string;
  categories: FabricCategory[];
}

export interface FabricCard {
  id: number;
  code: string;
  name: string;
  category: FabricCategory;
  construction: Construction;
  weave: WeaveKind;
  composition: { fibre: Fibre; pct: number }[];
  weight_gsm: number;
  width_cm: number;
  price_band: number;
  cover: string;
  colours: FabricColour[];
  merchant_id: number;
  merchant_name: string;
  published_at: number;
}
/** A find-fabric result: with `colour`, the fabric colours nearest each searched colour (ΔE00) and the rank score, lower first. */
export interface FabricFound extends FabricCard {
  match?: { color_rgbhex: string; ratio: number; delta_e: number }[];
  score?: number;
}
export interface FabricDetail extends FabricCard {
  finishes: string[];
  moq_m: number;
  certifications: string[];
  swatches: string[];
  colour_matches: FabricColourMatch[];
  merchant: FabricMerchantCard;
  /** More fabrics of the same merchant. */
  more: FabricCard[];
}

export interface FacetCount {
  value: string;
  count: number;
}
export interface FabricFacets {
  fibre: FacetCount[];
  weight: FacetCount[];
  width: FacetCount[];
  construction: FacetCount[];
  weave: FacetCount[];
  price_band: FacetCount[];
  certification: FacetCount[];
  category: FacetCount[];
}

const positiveId = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().positive().max(10_000).default(1);
/** A facet's selected values: one value or several (a comma list from a URL works too). */
const many = <T extends [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .optional()
    .transform((value) => (value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])]));
const opId = z.string().regex(/^[A-Za-z0-9_-]{8,56}$/, '请求编号须为 8–56 位字母、数字、- 或 _').optional();

/**
 * Colours to find fabrics by (search by colour and by picture include fabrics): up to 3 hex
 * values, as a list or one comma- or space-separated text (a URL's ?colour=C0392B,1F4E79).
 */
const colourList = z
  .union([z.string().max(80), z.array(z.string().max(20)).max(MAX_COLOUR_TERMS)])
  .optional()
  .transform((value, ctx) => {
    const terms = (Array.isArray(value) ? value : (value ?? '').split(/[\s,，]+/)).map((term) => term.trim()).filter(Boolean);
    if (terms.length > MAX_COLOUR_TERMS) {
      ctx.addIssue({ code: 'custom', message: COLOUR_TERM_MESSAGES.tooMany });
      return z.NEVER;
    }
    const hexes: string[] = [];
    for (const term of terms) {
      const hex = normaliseHex(term.startsWith('#') ? term : `#${term}`);
      if (!hex) {
        ctx.addIssue({ code: 'custom', message: COLOUR_TERM_MESSAGES.badHex(term) });
        return z.NEVER;
      }
      hexes.push(hex);
    }
    return [...new Set(hexes)];
  });

export const findFabricParams = z.strictObject({
  fibre: many([...FIBRES]),
  weight: many(WEIGHT_RANGE_KEYS),
  weight_min: z.number().int().min(0).max(2000).optional(),
  weight_max: z.number().int().min(0).max(2000).optional(),
  width: z.union([z.number().int().min(1).max(400), z.array(z.number().int().min(1).max(400)).max(20)]).optional()
    .transform((value) => (value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])])),
  construction: many([...CONSTRUCTIONS]),
  weave: many([...WEAVE_KINDS]),
  price_band: z.union([z.number().int().min(1).max(4), z.array(z.number().int().min(1).max(4)).max(4)]).optional()
    .transform((value) => (value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])])),
  certification: many([...CERTIFICATIONS]),
  category: many([...FABRIC_CATEGORIES]),
  merchant_id: positiveId.optional(),
  keyword: z.string().max(40).optional().transform((value) => trimText(value ?? '')),
  colour: colourList,
  /** Default: nearest colour first with `colour`, else newest first. */
  sort: z.enum(['new', 'weight_asc', 'weight_desc']).optional(),
  p: page,
});
export type FindFabricParams = z.input<typeof findFabricParams>;

/** Contact a merchant: the consult form's rules for the phone, plus a name and what is needed. */
export const contactMerchantParams = z
  .strictObject({
    merchant_id: positiveId,
    fabric_id: positiveId.optional(),
    ...enquiryFields,
    op_id: opId,
  })
  .transform((form, ctx) => {
    const checked = checkEnquiry(form, ctx);
    return checked === null ? z.NEVER : { merchant_id: form.merchant_id, fabric_id: form.fabric_id ?? null, ...checked };
  });

const F = { module: 'oct', controller: 'Fabric' } as const;
type Paged<T> = { list: T[]; count: number; page_size: number };

export const fabricCalls = {
  /** /dxFabric/home: categories with counts and covers, newest fabrics, featured merchants. */
  'oct/Fabric/home': defineCall<{
    categories: { key: FabricCategory; count: number; cover: string | null }[];
    newFabrics: FabricCard[];
    merchants: FabricMerchantCard[];
    counts: { fabrics: number; merchants: number };
  }>()({ ...F, func: 'home', params: z.strictObject({}), access: 'public', kind: 'read' }),
  /** /dxFabric/findFabric: filtered fabrics and, per facet, how many match with that facet's own filter left out. */
  'oct/Fabric/findFabric': defineCall<Paged<FabricFound> & { facets: FabricFacets }>()({
    ...F,
    func: 'findFabric',
    params: findFabricParams,
    access: 'public',
    kind: 'read',
  }),
  /** The fabric detail view: specs, swatches, colours matched to the colour library (ΔE00). */
  'oct/Fabric/fabricDetail': defineCall<FabricDetail>()({
    ...F,
    func: 'fabricDetail',
    params: z.strictObject({ id: positiveId }),
    access: 'public',
    kind: 'read',
  }),
  /** /dxFabric/humenShop: the certified merchants. */
  'oct/Fabric/merchantList': defineCall<Paged<FabricMerchantCard>>()({
    ...F,
    func: 'merchantList',
    params: z.strictObject({ p: page }),
    access: 'public',
    kind: 'read',
  }),
  /** /dxFabric/shopDetail: one merchant and its fabrics. */
  'oct/Fabric/merchantDetail': defineCall<{ merchant: FabricMerchant; fabrics: Paged<FabricCard> }>()({
    ...F,
    func: 'merchantDetail',
    params: z.strictObject({ id: positiveId, p: page }),
    access: 'public',
    kind: 'read',
  }),
  /** /dxFabric/collection: the member's favourite fabrics, newest first. */
  'oct/Fabric/collection': defineCall<Paged<FabricCard & { fav_time: number }>>()({
    ...F,
    func: 'collection',
    params: z.strictObject({ p: page }),
    access: 'login',
    kind: 'read',
  }),
  /** /dxFabric/footprint: fabrics the member viewed, latest first. */
  'oct/Fabric/footprint': defineCall<Paged<FabricCard & { viewed_at: number }>>()({
    ...F,
    func: 'footprint',
    params: z.strictObject({ p: page }),
    access: 'login',
    kind: 'read',
  }),
  /** Adds (on: 1) or removes (on: 0) a fabric of the collection, as a fabricFavourite.set op (exactly once per op_id). */
  'oct/Fabric/setFavourite': defineCall<{ id: number; isFav: 0 | 1; fav_time: number }>()({
    ...F,
    func: 'setFavourite',
    params: z.strictObject({ id: positiveId, on: z.union([z.literal(0), z.literal(1)]).default(1), op_id: opId }),
    access: 'login',
    kind: 'write',
  }),
  /** Sends the member's enquiry to the merchant (rate-limited per member and per address). */
  'oct/Fabric/contactMerchant': defineCall<{ received: true }>()({
    ...F,
    func: 'contactMerchant',
    params: contactMerchantParams,
    access: 'login',
    kind: 'write',
  }),
};
