import { z } from 'zod';
import { defineCall } from '../define';
import type { YarnDetail, YarnListResult } from '../../yarn/model';

export const yarnCalls = {
  /** Yarns, filtered by fibre, count system, twist and supplier (attrs encoding), sorted, paged (issue #17). */
  'oct/Yarn/getYarnList': defineCall<YarnListResult>()({
    module: 'oct',
    controller: 'Yarn',
    func: 'getYarnList',
    params: z.strictObject({
      attrs: z.string().max(500).optional(),
      sort_type: z.enum(['new', 'hot']).default('new'),
      key_words: z.string().max(50).optional(),
      p: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    access: 'public',
    kind: 'read',
  }),
  /** One yarn with its specifications and supplier. */
  'oct/Yarn/getYarnInfo': defineCall<YarnDetail>()({
    module: 'oct',
    controller: 'Yarn',
    func: 'getYarnInfo',
    params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    access: 'public',
    kind: 'read',
  }),
};
