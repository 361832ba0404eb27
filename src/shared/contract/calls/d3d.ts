import { z } from 'zod';
import { defineCall } from '../define';
import { trimText } from '../../validation/text';
import { FABRICS, GARMENT_KINDS, STYLE3D_PAGE_SIZE, STYLES, type Fabric, type GarmentKind, type Style3d } from '../../d3d';

/**
 * The 3D garment library (spec §2 /list/style3d, /list/d3d, /detail/d3d; §7 TppData/listStyle3d,
 * module index; issue #15 item 1). The lists are open to everyone; the detail, which carries the
 * garment's model for the viewer, needs a signed-in user (spec §2: /detail/d3d … (login)).
 */

export interface Style3dCard {
  id: number;
  channel: number;
  name: string;
  category: GarmentKind;
  styles: Style3d[];
  fabric: Fabric;
  /** The garment's default colour (#RRGGBB) and its name. */
  color_rgbhex: string;
  color_name: string;
  cover: string;
  publish_time: number;
  pv: number;
}
export interface Style3dDetail extends Style3dCard {
  intro: string;
  /** The GLB (meshopt-compressed) the viewer loads. */
  model: string;
  /** Pre-rendered turntable frames (browsers without WebGL). */
  turntable: string[];
  similar: Style3dCard[];
}

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const listStyle3dParams = z.strictObject({
  /** A main channel (20850 women's, 20840 men's, 20860 kids'); none = the whole library. */
  channel: positiveId.optional(),
  category: z.enum(GARMENT_KINDS).optional(),
  style: z.enum(STYLES).optional(),
  fabric: z.enum(FABRICS).optional(),
  key_words: z.string().max(40).optional().transform((value) => trimText(value ?? '')),
  sort_type: z.enum(['new', 'hot']).default('new'),
  p: z.coerce.number().int().positive().max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(80).default(STYLE3D_PAGE_SIZE),
});

const T = { module: 'index', controller: 'TppData' } as const;

export const d3dCalls = {
  /** /list/style3d and /list/d3d/channel/:channel: the garments, filtered and paged (spec §3: page_size, list, count). */
  'index/TppData/listStyle3d': defineCall<{ page_size: number; list: Style3dCard[]; count: number }>()({
    ...T,
    func: 'listStyle3d',
    params: listStyle3dParams,
    access: 'public',
    kind: 'read',
  }),
  /** /detail/d3d/channel/:channel/id/:id: one garment with its model, turntable pictures and similar garments. */
  'index/TppData/style3dDetail': defineCall<Style3dDetail>()({
    ...T,
    func: 'style3dDetail',
    params: z.strictObject({ id: positiveId, channel: positiveId.optional() }),
    access: 'login',
    kind: 'read',
  }),
};
