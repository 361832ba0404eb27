import { z } from 'zod';

/**
 * The sync protocol of POST /api/sync, shared by the client outbox and the server.
 * Read README.md next to this file for the rules (exactly-once, ordering, conflicts).
 */

/** Bumped when the wire format changes; the server refuses any other version (never guesses). */
export const PUSH_VERSION = 1;
/** Most ops one push may carry; the client splits longer queues into batches. */
export const MAX_OPS_PER_PUSH = 200;
/** Most changes one pull returns; `more: true` asks the client to pull again. */
export const MAX_CHANGES_PER_PULL = 500;

/** Client-generated ids (ops, palettes, folders): a UUID fits, so do the colour tables' ids. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const clientGeneratedId = z.string().regex(CLIENT_ID_PATTERN, '无效的编号');
const positiveId = z.number().int().positive().max(2_147_483_647);
const contentType = z.number().int().min(0).max(32_767);

/** Default palette title (spec §9). */
export const UNTITLED_PALETTE = '未命名色板';
export const PALETTE_TITLE_MAX = 40;
export const PALETTE_COLOURS_MAX = 24;
export const FOLDER_NAME_MAX = 20;

const HEX = /^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
/** #RGB, #RRGGBB, with or without # (spec §5) → #RRGGBB upper case, as the colour tables store it. */
export function normalizeHex(value: string): string {
  const digits = value.replace('#', '').toUpperCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

const trimmed = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `最多${max}个字`));

export const paletteColourSchema = z.strictObject({
  color_rgbhex: z.string().regex(HEX, '颜色须为 #RGB 或 #RRGGBB').transform(normalizeHex),
  ratio: z.number().min(0).max(100),
  code: z.string().max(40).optional(),
  name: z.string().max(40).optional(),
});
export type PaletteColour = z.output<typeof paletteColourSchema>;

const opHeader = {
  /** Unique per op, for reporting; deduplication uses (user, client, seq). */
  opId: clientGeneratedId,
  /** 1, 2, 3 … per client, assigned in the same local transaction as the change. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The user who made the change; the server refuses ops of anyone but the session's user. */
  userId: positiveId,
};

/**
 * Every op states the value it wants ("favourite = on"), never a toggle: replaying or reordering
 * a toggle flips the result, replaying a set cannot. Built twice: bare (what a feature asks for)
 * and with the op header (what the outbox stores and pushes).
 */
function opVariants<H extends z.ZodRawShape>(header: H) {
  return [
    z.strictObject({
      ...header,
      kind: z.literal('favourite.set'),
      itemId: positiveId,
      /** Content type of the favourite (spec addFav `type`). */
      type: contentType,
      /** A single picture of the item (spec: used when type is 3); null favourites the item. */
      pictureId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable(),
      on: z.boolean(),
    }),
    z.strictObject({
      ...header,
      kind: z.literal('follow.set'),
      target: z.enum(['brand', 'blogger']),
      targetId: positiveId,
      on: z.boolean(),
    }),
    z.strictObject({
      ...header,
      kind: z.literal('palette.upsert'),
      paletteId: clientGeneratedId,
      folderId: clientGeneratedId.nullable(),
      title: trimmed(PALETTE_TITLE_MAX).transform((title) => title || UNTITLED_PALETTE),
      colours: z.array(paletteColourSchema).min(1, '色板至少需要一个颜色').max(PALETTE_COLOURS_MAX),
      /** Where the palette came from, e.g. {kind: 'image'} or {kind: 'item', item_id}. */
      source: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).default({}),
    }),
    z.strictObject({ ...header, kind: z.literal('palette.delete'), paletteId: clientGeneratedId }),
    z.strictObject({
      ...header,
      kind: z.literal('paletteFolder.upsert'),
      folderId: clientGeneratedId,
      name: trimmed(FOLDER_NAME_MAX).pipe(z.string().min(1, '请输入文件夹名称')),
    }),
    z.strictObject({ ...header, kind: z.literal('paletteFolder.delete'), folderId: clientGeneratedId }),
    z.strictObject({
      ...header,
      kind: z.literal('history.add'),
      itemId: positiveId,
      type: contentType,
      /** Client clock, ms. Only orders the user's own history; sync order never depends on it. */
      viewedAt: z.number().int().min(0).max(8_640_000_000_000_000),
    }),
  ] as const;
}

export const opBodySchema = z.discriminatedUnion('kind', opVariants({}));
export const opSchema = z.discriminatedUnion('kind', opVariants(opHeader));
export type OpBodyInput = z.input<typeof opBodySchema>;
export type OpBody = z.output<typeof opBodySchema>;
export type OpKind = OpBody['kind'];

export type Op = z.output<typeof opSchema>;

export const pushRequestSchema = z
  .strictObject({
    pushVersion: z.number().int(),
    /** One per browser profile and user (lives in that user's local database). */
    clientId: clientGeneratedId,
    /** Server sequence of the last change this client has pulled (0 = nothing yet). */
    cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    ops: z.array(opSchema).max(MAX_OPS_PER_PUSH),
  })
  .refine((request) => request.ops.every((op, i) => i === 0 || op.seq > request.ops[i - 1]!.seq), {
    message: 'ops must be in increasing seq order',
    path: ['ops'],
  });
export type PushRequest = z.output<typeof pushRequestSchema>;
export type PushRequestInput = z.input<typeof pushRequestSchema>;

export type OpOutcome = 'applied' | 'duplicate' | 'failed';

export interface OpResult {
  opId: string;
  seq: number;
  /** failed = acknowledged but never applicable (item gone, no permission): shown to the user. */
  outcome: OpOutcome;
  message?: string;
}

/** Entity states as pulled (null = the entity no longer exists). */
export interface FavouriteState {
  itemId: number;
  type: number;
  pictureId: string | null;
  title_zh: string;
  title_en: string;
  /** Media id of the cover (or of the favourited picture). */
  cover: string;
  /** ms since epoch, server clock. */
  addedAt: number;
}
export interface FollowState {
  target: 'brand' | 'blogger';
  targetId: number;
  /** Server id of the follow record (spec: the blogger's `focus`). */
  followId: number;
  name_zh: string;
  name_en: string;
  /** Media id of the brand logo or blogger avatar, if any. */
  image: string | null;
  addedAt: number;
}
export interface PaletteState {
  paletteId: string;
  folderId: string | null;
  title: string;
  colours: PaletteColour[];
  source: Record<string, string | number>;
  updatedAt: number;
}
export interface PaletteFolderState {
  folderId: string;
  name: string;
  updatedAt: number;
}
export interface HistoryState {
  itemId: number;
  type: number;
  title_zh: string;
  title_en: string;
  cover: string;
  viewedAt: number;
}

export interface EntityStates {
  favourite: FavouriteState;
  follow: FollowState;
  palette: PaletteState;
  paletteFolder: PaletteFolderState;
  history: HistoryState;
}
export type EntityName = keyof EntityStates;

export type Change = {
  [E in EntityName]: { entity: E; key: string; serverSeq: number; state: EntityStates[E] | null };
}[EntityName];

export interface PushResponse {
  /** Highest seq of this client the server has processed (for diagnostics). */
  lastSeq: number;
  /**
   * One result per op of the request. The client removes exactly these ops from its outbox, not
   * everything up to lastSeq: an op that another delivery processed is sent once more, so its
   * outcome (a failure the user must hear of) is never skipped.
   */
  results: OpResult[];
  changes: Change[];
  /** Pass back as `cursor` next time. */
  cursor: number;
  /** More changes are waiting: pull again. */
  more: boolean;
  /** The server's history is behind the client's cursor (restored database): drop local synced state first. */
  reset: boolean;
}

/** The entity an op changes: the unit of last-writer-wins. */
export function entityOf(body: OpBody): { entity: EntityName; key: string } {
  switch (body.kind) {
    case 'favourite.set':
      return { entity: 'favourite', key: favouriteKey(body.type, body.itemId, body.pictureId) };
    case 'follow.set':
      return { entity: 'follow', key: followKey(body.target, body.targetId) };
    case 'palette.upsert':
    case 'palette.delete':
      return { entity: 'palette', key: body.paletteId };
    case 'paletteFolder.upsert':
    case 'paletteFolder.delete':
      return { entity: 'paletteFolder', key: body.folderId };
    case 'history.add':
      return { entity: 'history', key: historyKey(body.type, body.itemId) };
  }
}

export const favouriteKey = (type: number, itemId: number, pictureId: string | null) =>
  `${type}:${itemId}:${pictureId ?? ''}`;
export const followKey = (target: 'brand' | 'blogger', targetId: number) => `${target}:${targetId}`;
export const historyKey = (type: number, itemId: number) => `${type}:${itemId}`;

/** Messages of ops the server acknowledged but could not apply (shown next to the failed op). */
export const SYNC_MESSAGES = {
  itemGone: '内容不存在或已下架',
  pictureGone: '图片不存在',
  targetGone: '关注对象不存在',
  noPermission: '对不起！您没有浏览此内容的权限！',
  paletteIdTaken: '色板编号冲突，请重新保存',
  folderIdTaken: '文件夹编号冲突，请重新创建',
  invalidOp: '无法识别的操作',
  wrongUser: '同步数据不属于当前账号',
  unsupportedVersion: '客户端版本过旧，请刷新页面后重试',
} as const;
