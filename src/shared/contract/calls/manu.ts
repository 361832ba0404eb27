import { z } from 'zod';
import { defineCall } from '../define';
import { checkEnquiry, ENQUIRY_MESSAGES, enquiryFields } from './consult';
import { trimText } from '../../validation/text';
import { MANU_CERTIFICATIONS, MANU_SORTS, MOQ_BAND_KEYS, PROCESSES, REGIONS, type Process, type Region } from '../../manu';

/**
 * 4D manufacturing (spec §2 /list/manu, issue #15 item 2): a directory of factories and workshops
 * with their processes, minimum order, lead time, capacity, certifications and region. Browsing is
 * public; an inquiry needs a signed-in member and is rate-limited like a fabric enquiry.
 */

export const MANU_MESSAGES = {
  factoryGone: '工厂不存在或已下线',
  ...ENQUIRY_MESSAGES,
} as const;

export interface FactoryCard {
  id: number;
  name: string;
  region: Region;
  city: string;
  processes: Process[];
  moq: number;
  lead_days: number;
  capacity: number;
  certifications: string[];
  founded: number;
}
export interface FactoryDetail extends FactoryCard {
  intro: string;
  workers: number;
  /** Other factories with the first process of this one, nearest first (same region). */
  similar: FactoryCard[];
}
export interface ManuFacetCount {
  value: string;
  count: number;
}
export interface ManuFacets {
  process: ManuFacetCount[];
  region: ManuFacetCount[];
  certification: ManuFacetCount[];
  moq: ManuFacetCount[];
}

const positiveId = z.number().int().positive().max(2_147_483_647);
/** A facet's selected values: one value or several. */
const many = <T extends [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .optional()
    .transform((value) => (value === undefined ? [] : [...new Set(Array.isArray(value) ? value : [value])]));

export const listFactoriesParams = z.strictObject({
  process: many([...PROCESSES]),
  region: many([...REGIONS]),
  certification: many([...MANU_CERTIFICATIONS]),
  moq: many(MOQ_BAND_KEYS),
  keyword: z.string().max(40).optional().transform((value) => trimText(value ?? '')),
  sort: z.enum(MANU_SORTS).default('recommended'),
  p: z.number().int().positive().max(10_000).default(1),
});

export const manuInquiryParams = z
  .strictObject({
    factory_id: positiveId,
    ...enquiryFields,
    /** Pieces wanted (optional). */
    quantity: z.number().int().positive().max(10_000_000).optional(),
  })
  .transform((form, ctx) => {
    const checked = checkEnquiry(form, ctx);
    return checked === null ? z.NEVER : { factory_id: form.factory_id, quantity: form.quantity ?? null, ...checked };
  });

const M = { module: 'oct', controller: 'Manu' } as const;

export const manuCalls = {
  /** /list/manu: filtered factories and, per facet, how many match with that facet's own filter left out. */
  'oct/Manu/listFactories': defineCall<{ list: FactoryCard[]; count: number; page_size: number; facets: ManuFacets }>()({
    ...M,
    func: 'listFactories',
    params: listFactoriesParams,
    access: 'public',
    kind: 'read',
  }),
  /** /detail/manu?id=: one factory with its intro and similar factories. */
  'oct/Manu/factoryDetail': defineCall<FactoryDetail>()({
    ...M,
    func: 'factoryDetail',
    params: z.strictObject({ id: positiveId }),
    access: 'public',
    kind: 'read',
  }),
  /** Sends the member's inquiry to the factory (rate-limited per member and per address, like a fabric enquiry). */
  'oct/Manu/sendInquiry': defineCall<{ received: true }>()({
    ...M,
    func: 'sendInquiry',
    params: manuInquiryParams,
    access: 'login',
    kind: 'write',
  }),
};
