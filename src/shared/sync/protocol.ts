import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../validation/text';

/**
 * The sync protocol of POST /api/sync, shared by the client outbox and the server.
 * Read README.md next to this file for the rules (exactly-once, ordering, conflicts).
 */

import { CLIENT_ID_PATTERN, COMMUTATIVE_KINDS, MAX_CONTENT_TYPE, MAX_OPS_PER_PUSH, MAX_ROW_ID, MAX_VIEWED_AT, OP_KINDS, PICTURE_ID_PATTERN, PUSH_BYTES_TARGET, PUSH_VERSION, SYNC_MESSAGES, entityOf, favouriteKey, followKey, historyKey, insCollectKey } from './protocol-plain';
import { BASE64_PATTERN } from '../design-doc/base64';
import { ELEMENT_KINDS, WORK_TYPES, type WorkType } from '../design-doc/model';
import type { Thumbnail } from '../design-doc/thumbnail';

// The zod-free part lives in protocol-plain.ts (the browser loads it without zod, issue #11).
export { CLIENT_ID_PATTERN, COMMUTATIVE_KINDS, MAX_OPS_PER_PUSH, OP_KINDS, PUSH_BYTES_TARGET, PUSH_VERSION, SYNC_MESSAGES, entityOf, favouriteKey, followKey, historyKey, insCollectKey };
/** Most changes one pull returns; `more: true` asks the client to pull again. */
export const MAX_CHANGES_PER_PULL = 500;

const clientGeneratedId = z.string().regex(CLIENT_ID_PATTERN, '无效的编号');
const positiveId = z.number().int().positive().max(MAX_ROW_ID);
const contentType = z.number().int().min(0).max(MAX_CONTENT_TYPE);

/** Default palette title (spec §9). */
export const UNTITLED_PALETTE = '未命名色板';
export const PALETTE_TITLE_MAX = 40;
export const PALETTE_COLOURS_MAX = 24;
export const FOLDER_NAME_MAX = 20;
/** Longest name of an Instagram collect group (as the proxy's collect_group call takes it). */
export const INS_GROUP_NAME_MAX = 20;

const HEX = /^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
/** #RGB, #RRGGBB, with or without # (spec §5) → #RRGGBB upper case, as the colour tables store it. */
export function normalizeHex(value: string): string {
  const digits = value.replace('#', '').toUpperCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** Free text of an op: never a character the database cannot store (an op holding one fails on its own). */
const text = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
const trimmed = (max: number) =>
  text()
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `最多${max}个字`));

export const paletteColourSchema = z.strictObject({
  color_rgbhex: z.string().regex(HEX, '颜色须为 #RGB 或 #RRGGBB').transform(normalizeHex),
  ratio: z.number().min(0).max(100),
  code: text().max(40).optional(),
  name: text().max(40).optional(),
});
export type PaletteColour = z.output<typeof paletteColourSchema>;

/** Title of a work (layout document, fitting-room look, image-tool result) in my works. */
export const WORK_TITLE_MAX = 60;
/** Largest Yjs update one op carries (base64); the editor sends its edits every few seconds. */
export const DOC_UPDATE_MAX = 1024 * 1024;
const workType = z.union(Object.values(WORK_TYPES).map((value) => z.literal(value)) as [z.ZodLiteral<WorkType>, ...z.ZodLiteral<WorkType>[]]);
const docUpdate = z.string().max(DOC_UPDATE_MAX, '文档修改过大').regex(BASE64_PATTERN, '无效的文档数据');
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/);
/** A thumbnail is a small description of the first page (design-doc/thumbnail.ts), never markup. */
export const thumbnailSchema = z.strictObject({
  width: z.number().positive().max(10_000),
  height: z.number().positive().max(10_000),
  background: hexColour,
  elements: z
    .array(
      z.strictObject({
        kind: z.enum(ELEMENT_KINDS),
        x: z.number().min(-100_000).max(100_000),
        y: z.number().min(-100_000).max(100_000),
        w: z.number().min(0).max(100_000),
        h: z.number().min(0).max(100_000),
        rotation: z.number().min(-360).max(360),
        // A picture's /media URL or a colour.
        paint: z.string().regex(/^(\/media\/[A-Za-z0-9_/-]{1,100}|#[0-9A-Fa-f]{6})$/),
        text: text().max(24).optional(),
      }),
    )
    .max(40),
}) satisfies z.ZodType<Thumbnail>;
const workTitle = () => trimmed(WORK_TITLE_MAX).pipe(z.string().min(1, '请输入名称'));

const opHeader = {
  /** Unique per op: the server processes each op id of a client once (its deduplication key). */
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
      pictureId: z.string().regex(PICTURE_ID_PATTERN).nullable(),
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
      source: z.record(text().max(40), z.union([text().max(200), z.number()])).default({}),
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
      viewedAt: z.number().int().min(0).max(MAX_VIEWED_AT),
    }),
    /** A fabric of fabric sourcing (issue #17) favourited (my collection) or not. */
    z.strictObject({ ...header, kind: z.literal('fabricFavourite.set'), fabricId: positiveId, on: z.boolean() }),
    /** A fabric viewed (the fabric footprint): like history.add, the latest view time is kept. */
    z.strictObject({
      ...header,
      kind: z.literal('fabricView.add'),
      fabricId: positiveId,
      viewedAt: z.number().int().min(0).max(MAX_VIEWED_AT),
    }),
    /** A collect group of the Instagram gallery created or renamed; a device names a new one with a client id. */
    z.strictObject({
      ...header,
      kind: z.literal('insGroup.upsert'),
      groupId: clientGeneratedId,
      name: trimmed(INS_GROUP_NAME_MAX).pipe(z.string().min(1, '请输入分组名称')),
    }),
    /** A collect group deleted with the posts collected in it. */
    z.strictObject({ ...header, kind: z.literal('insGroup.delete'), groupId: clientGeneratedId }),
    /** A post (blog) collected into a group, or taken out of it. */
    z.strictObject({ ...header, kind: z.literal('insCollect.set'), groupId: clientGeneratedId, blogId: positiveId, on: z.boolean() }),
    /**
     * A work of my works created with its first content (a Yjs update, base64). Layout documents
     * are Yjs documents (src/shared/design-doc): their content only ever grows by updates, which
     * merge in any order and any number of times, so no device's edit is ever overwritten.
     */
    z.strictObject({ ...header, kind: z.literal('layoutDoc.create'), docId: clientGeneratedId, workType, title: workTitle(), update: docUpdate }),
    /** Edits to a document: a Yjs update. Order-free (see COMMUTATIVE_KINDS). */
    z.strictObject({ ...header, kind: z.literal('layoutDoc.update'), docId: clientGeneratedId, update: docUpdate }),
    /** Rename, or a new thumbnail: last writer wins, like any other entity's fields. */
    z.strictObject({ ...header, kind: z.literal('layoutDoc.meta'), docId: clientGeneratedId, title: workTitle().optional(), thumbnail: thumbnailSchema.nullable().optional() }),
    z.strictObject({ ...header, kind: z.literal('layoutDoc.delete'), docId: clientGeneratedId }),
  ] as const;
}

const bodyVariants = opVariants({});
export const opBodySchema = z.discriminatedUnion('kind', bodyVariants);
export const opSchema = z.discriminatedUnion('kind', opVariants(opHeader));
export type OpBodyInput = z.input<typeof opBodySchema>;
export type OpBody = z.output<typeof opBodySchema>;
export type OpKind = OpBody['kind'];

export type Op = z.output<typeof opSchema>;

/**
 * What names an op's entity, and nothing else: lets the server put a device right about an op
 * whose other fields are invalid (a NUL in a palette title), so its optimistic state goes.
 */
const [
  favouriteSet,
  followSet,
  paletteUpsert,
  paletteDelete,
  folderUpsert,
  folderDelete,
  historyAdd,
  fabricFavouriteSet,
  fabricViewAdd,
  insGroupUpsert,
  insGroupDelete,
  insCollectSet,
  layoutDocCreate,
  layoutDocUpdate,
  layoutDocMeta,
  layoutDocDelete,
] = bodyVariants;
export const opTargetSchema = z.discriminatedUnion('kind', [
  favouriteSet.pick({ kind: true, itemId: true, type: true, pictureId: true }).loose(),
  followSet.pick({ kind: true, target: true, targetId: true }).loose(),
  paletteUpsert.pick({ kind: true, paletteId: true }).loose(),
  paletteDelete.loose(),
  folderUpsert.pick({ kind: true, folderId: true }).loose(),
  folderDelete.loose(),
  historyAdd.pick({ kind: true, itemId: true, type: true }).loose(),
  fabricFavouriteSet.pick({ kind: true, fabricId: true }).loose(),
  fabricViewAdd.pick({ kind: true, fabricId: true }).loose(),
  insGroupUpsert.pick({ kind: true, groupId: true }).loose(),
  insGroupDelete.loose(),
  insCollectSet.pick({ kind: true, groupId: true, blogId: true }).loose(),
  layoutDocCreate.pick({ kind: true, docId: true }).loose(),
  layoutDocUpdate.pick({ kind: true, docId: true }).loose(),
  layoutDocMeta.pick({ kind: true, docId: true }).loose(),
  layoutDocDelete.loose(),
]);
export type OpTarget = z.output<typeof opTargetSchema>;

/**
 * The header of an op as a push carries it: enough to answer for the op. Its body is checked op
 * by op on the server (opSchema), so one bad op fails alone instead of the whole push.
 */
export const opHeaderSchema = z.looseObject(opHeader);
export type OpEnvelope = z.output<typeof opHeaderSchema>;

export const pushRequestSchema = z
  .strictObject({
    pushVersion: z.number().int(),
    /** One per browser profile and user (lives in that user's local database). */
    clientId: clientGeneratedId,
    /** Server sequence of the last change this client has pulled (0 = nothing yet). */
    cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    ops: z.array(opHeaderSchema).max(MAX_OPS_PER_PUSH),
  })
  .refine((request) => request.ops.every((op, i) => i === 0 || op.seq > request.ops[i - 1]!.seq), {
    message: 'ops must be in increasing seq order',
    path: ['ops'],
  });
export type PushRequest = z.output<typeof pushRequestSchema>;
export type PushRequestInput = z.input<typeof pushRequestSchema>;

/**
 * applied; duplicate = that op id was processed before; superseded = processed, but a newer op
 * of the same device on the same entity was applied first, so it changes nothing; failed =
 * acknowledged but never applicable (invalid, item gone, no permission): shown to the user.
 */
export type OpOutcome = 'applied' | 'duplicate' | 'superseded' | 'failed';

export interface OpResult {
  opId: string;
  seq: number;
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

/** A fabric in the member's collection (fabric sourcing). */
export interface FabricFavouriteState {
  fabricId: number;
  name_zh: string;
  name_en: string;
  /** Media id of the fabric's first swatch picture. */
  cover: string;
  merchant_zh: string;
  merchant_en: string;
  addedAt: number;
}
/** A fabric in the member's footprint. */
export interface FabricViewState extends Omit<FabricFavouriteState, 'addedAt'> {
  viewedAt: number;
}

/** A collect group of the Instagram gallery. */
export interface InsGroupState {
  /** The group's key: a device's client id, or srv-group-<id> for a group made on the server. */
  groupId: string;
  /** The server's number of the group (the proxy's collect_group id); 0 until synced. */
  id: number;
  name: string;
  createdAt: number;
}
/** A post collected into a group. */
export interface InsCollectState {
  groupId: string;
  blogId: number;
  /** The server's number of the collect (the proxy's collect id); 0 until synced. */
  collectId: number;
  content: string;
  /** URL of the post's first picture (/media/…). */
  cover: string;
  uperName: string;
  addedAt: number;
}

/** A work of my works (generic over its type; layout documents are type 1). */
export interface WorkMeta {
  docId: string;
  type: WorkType;
  title: string;
  thumbnail: Thumbnail | null;
  createdAt: number;
  updatedAt: number;
}
/** A layout document as pulled: its meta and its whole content, the server's merged Yjs state (base64). */
export interface LayoutDocState extends WorkMeta {
  content: string;
}

export interface EntityStates {
  favourite: FavouriteState;
  follow: FollowState;
  palette: PaletteState;
  paletteFolder: PaletteFolderState;
  history: HistoryState;
  fabricFavourite: FabricFavouriteState;
  fabricView: FabricViewState;
  insGroup: InsGroupState;
  insCollect: InsCollectState;
  layoutDoc: LayoutDocState;
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

/** OP_KINDS (protocol-plain.ts, zod-free for the browser) lists exactly the kinds of opBodySchema. */
type UnlistedKind = Exclude<OpKind, (typeof OP_KINDS)[number]> | Exclude<(typeof OP_KINDS)[number], OpKind>;
export const OP_KINDS_COMPLETE: [UnlistedKind] extends [never] ? true : never = true;

