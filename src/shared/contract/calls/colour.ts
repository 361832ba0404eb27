import { z } from 'zod';
import { defineCall } from '../define';
import { FAMILY_KEYS } from '../../colour/families';
import { HARMONY_KEYS } from '../../colour/harmony';
import {
  CLIENT_ID_PATTERN,
  FOLDER_NAME_MAX,
  PALETTE_COLOURS_MAX,
  PALETTE_TITLE_MAX,
  UNTITLED_PALETTE,
  paletteColourSchema,
  type PaletteState,
} from '../../sync/protocol';
import type {
  ColourCardRight,
  ColourDetail,
  ColourFolder,
  ColourItemsResult,
  ColourMoodResult,
  ColourSearchResult,
  ColourTrendSeries,
  CombineResult,
  InsightResult,
  LibraryPage,
  NearestResult,
  PalettePage,
  PictureColours,
  SchemeLibraryResult,
  SimilarResult,
  TrendCentre,
  TrendDetail,
} from '../../colour/model';

/** Colour calls: module index Color/* (spec §7 Colour), colour analysis under ListDataKw, palettes under UserCenter. */

const channel = z.coerce.number().int().positive();
const page = z.coerce.number().int().positive().max(10_000).default(1);
const hexColour = z.string().trim().regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, '颜色值须为 3 位或 6 位十六进制，如 #C0392B');
/** A hex value, a library code or a colour name: resolved by the server. */
const colourText = z.string().trim().min(1, '请输入颜色名称、色号或 #色值').max(40);
const system = z.string().regex(/^[a-z][a-z0-9-]{1,31}$/).optional();
/** Time-window index 0–3 → 1, 7, 15, 30 days (spec §9); default 30. */
const windowIndex = z.coerce.number().int().min(0).max(3).default(3);
const clientId = z.string().regex(CLIENT_ID_PATTERN, '编号须为 8–64 位字母、数字、- 或 _');
const folderName = z.string().trim().min(1, '请输入文件夹名称').max(FOLDER_NAME_MAX, `文件夹名称最多 ${FOLDER_NAME_MAX} 个字`);

const COLOR = { module: 'index', controller: 'Color' } as const;

export const colourCalls = {
  'index/Color/getPantoneColor': defineCall<ColourSearchResult>()({
    ...COLOR,
    func: 'getPantoneColor',
    params: z.strictObject({ keyword: colourText, system, limit: z.coerce.number().int().min(1).max(80).default(24) }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/getPantoneColorNew': defineCall<LibraryPage>()({
    ...COLOR,
    func: 'getPantoneColorNew',
    params: z.strictObject({
      p: page,
      page_size: z.coerce.number().int().min(1).max(200).default(80),
      system,
      family: z.enum(FAMILY_KEYS).optional(),
    }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/pantoneSearchNumAdd': defineCall<{ code: string; search_count: number }>()({
    ...COLOR,
    func: 'pantoneSearchNumAdd',
    params: z.strictObject({ code: z.string().trim().min(1).max(40) }),
    access: 'public',
    kind: 'write',
  }),
  'index/Color/getNearestColor': defineCall<NearestResult>()({
    ...COLOR,
    func: 'getNearestColor',
    params: z.strictObject({
      colors: z.array(hexColour).min(1).max(16),
      system,
      limit: z.coerce.number().int().min(1).max(10).default(1),
    }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/getSimilarColor': defineCall<SimilarResult>()({
    ...COLOR,
    func: 'getSimilarColor',
    params: z.strictObject({ color: colourText, system, limit: z.coerce.number().int().min(1).max(48).default(12) }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/getColorSee': defineCall<ColourDetail>()({
    ...COLOR,
    func: 'getColorSee',
    params: z.strictObject({ code: z.string().trim().min(1).max(40) }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/getPicColor': defineCall<PictureColours>()({
    ...COLOR,
    func: 'getPicColor',
    params: z.strictObject({
      media_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
      colours: z.coerce.number().int().min(2).max(12).default(6),
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getPicColorFormEs': defineCall<PictureColours>()({
    ...COLOR,
    func: 'getPicColorFormEs',
    params: z.strictObject({ id: z.coerce.number().int().positive() }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getAnalyzeByColor': defineCall<ColourItemsResult>()({
    ...COLOR,
    func: 'getAnalyzeByColor',
    params: z.strictObject({
      /** Up to 3 colours (hex, code or name), URL-encoded and space-separated like list key_words. */
      key_words: z.string().trim().min(1, '请输入颜色名称、色号或 #色值').max(400),
      channel: channel.optional(),
      p: page,
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getAnalyzeByPantone': defineCall<ColourItemsResult>()({
    ...COLOR,
    func: 'getAnalyzeByPantone',
    params: z.strictObject({
      /** Up to 3 library codes separated by commas. */
      code: z.string().trim().min(1).max(200),
      channel: channel.optional(),
      p: page,
    }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/recommendCombineByHsv': defineCall<CombineResult>()({
    ...COLOR,
    func: 'recommendCombineByHsv',
    params: z.strictObject({ color: colourText, system }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/recommendPantoneByHsv': defineCall<SchemeLibraryResult>()({
    ...COLOR,
    func: 'recommendPantoneByHsv',
    params: z.strictObject({ color: colourText, scheme: z.enum(HARMONY_KEYS), system }),
    access: 'public',
    kind: 'read',
  }),
  'index/Color/getColorMood': defineCall<ColourMoodResult>()({
    ...COLOR,
    func: 'getColorMood',
    params: z.strictObject({ channel: channel.optional() }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getColorTrend': defineCall<TrendCentre>()({
    ...COLOR,
    func: 'getColorTrend',
    params: z.strictObject({ channel: channel.default(20850), season: z.string().trim().max(40).optional() }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getColorTrendDetail': defineCall<TrendDetail>()({
    ...COLOR,
    func: 'getColorTrendDetail',
    params: z.strictObject({
      channel,
      p: page,
      /** Index of the season palette to search by; omitted lists the season's images. */
      pall: z.coerce.number().int().min(0).max(99).optional(),
      season: z.string().trim().max(40).optional(),
    }),
    access: 'login',
    kind: 'read',
    itemData: true,
  }),
  'index/Color/getColorCardRight': defineCall<ColourCardRight>()({
    ...COLOR,
    func: 'getColorCardRight',
    params: z.strictObject({
      kind: z.enum(['card', 'palette']),
      /** What is being downloaded: a code, hex or palette title (names the file). */
      name: z.string().trim().min(1).max(60),
    }),
    access: 'login',
    kind: 'read',
  }),
  'oct/ListDataKw/subjectColorGamutAnalyze': defineCall<InsightResult>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'subjectColorGamutAnalyze',
    params: z.strictObject({ channel, days: windowIndex }),
    access: 'public',
    kind: 'read',
  }),
  'oct/ListDataKw/getSubjectAnalyzeByColor': defineCall<ColourTrendSeries>()({
    module: 'oct',
    controller: 'ListDataKw',
    func: 'getSubjectAnalyzeByColor',
    params: z.strictObject({ channel, color: colourText, days: windowIndex }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  // Palettes and folders: the same shapes and limits as the sync protocol's palette ops, because
  // every write below is applied through the sync service (other devices pull it).
  'oct/UserCenter/getColorFolderList': defineCall<{ list: ColourFolder[] }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getColorFolderList',
    params: z.strictObject({}),
    access: 'login',
    kind: 'read',
  }),
  'oct/UserCenter/addColorFolder': defineCall<ColourFolder>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'addColorFolder',
    params: z.strictObject({ folderId: clientId, name: folderName }),
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/colorgFolderUpdate': defineCall<ColourFolder>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'colorgFolderUpdate',
    params: z.strictObject({ folderId: clientId, name: folderName }),
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/colorgFolderDel': defineCall<{ folderId: string }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'colorgFolderDel',
    params: z.strictObject({ folderId: clientId }),
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/actColorGroup': defineCall<{ palette: PaletteState | null }>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'actColorGroup',
    params: z.discriminatedUnion('act', [
      z.strictObject({
        act: z.literal('save'),
        paletteId: clientId,
        folderId: clientId.nullable().default(null),
        title: z
          .string()
          .trim()
          .max(PALETTE_TITLE_MAX, `色板名称最多 ${PALETTE_TITLE_MAX} 个字`)
          .transform((title) => title || UNTITLED_PALETTE),
        colours: z.array(paletteColourSchema).min(1, '色板至少需要一个颜色').max(PALETTE_COLOURS_MAX, `色板最多 ${PALETTE_COLOURS_MAX} 个颜色`),
        /** Where it came from: {kind: 'image' | 'item' | 'library' | 'harmony' | 'mood' | 'manual', …}. */
        source: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).default({ kind: 'manual' }),
      }),
      z.strictObject({ act: z.literal('delete'), paletteId: clientId }),
    ]),
    access: 'login',
    kind: 'write',
  }),
  'oct/UserCenter/getColorGroup': defineCall<PalettePage>()({
    module: 'oct',
    controller: 'UserCenter',
    func: 'getColorGroup',
    params: z.strictObject({
      /** A folder id, or 'none' for palettes outside folders; omitted lists all. */
      folderId: z.union([clientId, z.literal('none')]).optional(),
      p: page,
    }),
    access: 'login',
    kind: 'read',
  }),
};
