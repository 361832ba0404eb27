import { z } from 'zod';
import { defineCall } from '../define';

/**
 * Instagram analysis (spec §7: ListDataKw/getInsAnaAttrList and getInsAnaList with column_list
 * and data_type 401): the gallery's bloggers and posts summed up by a dimension. column_list names
 * the figures wanted, comma-joined; getInsAnaAttrList lists the dimensions and figures there are.
 */
export const INS_ANA_DIMENSIONS = ['itype', 'area', 'style', 'fashion'] as const;
export const INS_ANA_COLUMNS = ['upers', 'posts', 'likes', 'comments', 'avg_likes'] as const;
export type InsAnaDimension = (typeof INS_ANA_DIMENSIONS)[number];
export type InsAnaColumn = (typeof INS_ANA_COLUMNS)[number];

export interface InsAnaRow {
  key: number;
  name: string;
  values: Partial<Record<InsAnaColumn, number>>;
}

const columnList = z
  .string()
  .max(200)
  .regex(/^[a-z_]+(,[a-z_]+)*$/, 'column_list: 以逗号分隔的指标')
  .transform((value) => [...new Set(value.split(','))])
  .pipe(z.array(z.enum(INS_ANA_COLUMNS)));
const dataType = z.union([z.literal(401), z.literal('401')]).transform(() => 401 as const).default(401);

export const insCalls = {
  'oct/ListDataKw/getInsAnaAttrList': defineCall<{
    dimensions: { key: InsAnaDimension; name: string }[];
    column_list: { key: InsAnaColumn; name: string }[];
  }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getInsAnaAttrList',
    params: z.strictObject({ data_type: dataType, column_list: columnList.optional() }),
    access: 'public',
    kind: 'read',
  }),
  'oct/ListDataKw/getInsAnaList': defineCall<{ dimension: InsAnaDimension; column_list: InsAnaColumn[]; list: InsAnaRow[] }>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getInsAnaList',
    params: z.strictObject({
      data_type: dataType,
      column_list: columnList.default(['upers', 'posts', 'likes']),
      dimension: z.enum(INS_ANA_DIMENSIONS).default('itype'),
    }),
    access: 'public',
    kind: 'read',
  }),
};
