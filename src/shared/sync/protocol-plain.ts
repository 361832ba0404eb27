import type { EntityName, OpTarget } from './protocol';

/**
 * The plain (zod-free) parts of the sync protocol (protocol.ts re-exports them): what the
 * browser needs at start-up without loading the schemas, which only the outbox and the server
 * parse with (issue #11: zod stays out of the first page's JavaScript).
 */

/** Bumped when the wire format changes; the server refuses any other version (never guesses). */
export const PUSH_VERSION = 1;
/** Most ops one push may carry; the client splits longer queues into batches. */
export const MAX_OPS_PER_PUSH = 200;
/**
 * Bytes of ops (as JSON) a client puts in one push: document updates are large, so a batch is
 * cut by size too. The server takes twice this (POST /api/sync's body limit): one op is at most
 * DOC_UPDATE_MAX plus its header, so a batch of one always fits.
 */
export const PUSH_BYTES_TARGET = 2 * 1024 * 1024;

/** Every op kind of opBodySchema (protocol.ts checks at compile time that the lists agree). */
export const OP_KINDS = ['favourite.set', 'follow.set', 'palette.upsert', 'palette.delete', 'paletteFolder.upsert', 'paletteFolder.delete', 'history.add', 'fabricFavourite.set', 'fabricView.add', 'insGroup.upsert', 'insGroup.delete', 'insCollect.set', 'layoutDoc.create', 'layoutDoc.update', 'layoutDoc.meta', 'layoutDoc.delete'] as const;

/** Client-generated ids (ops, palettes, folders): a UUID fits, so do the colour tables' ids. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Largest id of a row the server keys by integer (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;
/** Content types are small integers (PostgreSQL smallint). */
export const MAX_CONTENT_TYPE = 32_767;
/** A picture of an item, as favourite.set names it. */
export const PICTURE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Latest time a view may carry (ms): JavaScript's largest date. */
export const MAX_VIEWED_AT = 8_640_000_000_000_000;

type Check = (value: unknown) => boolean;
const integerIn = (min: number, max: number): Check => (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const rowId = integerIn(1, MAX_ROW_ID);
const contentType = integerIn(0, MAX_CONTENT_TYPE);
const opSeq = integerIn(1, Number.MAX_SAFE_INTEGER);
const clientId: Check = (value) => typeof value === 'string' && CLIENT_ID_PATTERN.test(value);
const flag: Check = (value) => typeof value === 'boolean';
const viewedAt = integerIn(0, MAX_VIEWED_AT);

/**
 * Op kinds made of ids, flags and times only (no text a person typed, no document, nothing the op
 * schemas rewrite), with their fields' rules. The outbox checks them with these plain rules instead
 * of the op schemas, which would bring zod (22 KB) to every page that records a view or a favourite
 * (issue #11); a test keeps the rules in step with opBodySchema (protocol.ts), which the server uses.
 */
const ID_ONLY_OPS = {
  'favourite.set': { itemId: rowId, type: contentType, pictureId: (value) => value === null || (typeof value === 'string' && PICTURE_ID_PATTERN.test(value)), on: flag },
  'follow.set': { target: (value) => value === 'brand' || value === 'blogger', targetId: rowId, on: flag },
  'palette.delete': { paletteId: clientId },
  'paletteFolder.delete': { folderId: clientId },
  'history.add': { itemId: rowId, type: contentType, viewedAt },
  'fabricFavourite.set': { fabricId: rowId, on: flag },
  'fabricView.add': { fabricId: rowId, viewedAt },
  'insGroup.delete': { groupId: clientId },
  'insCollect.set': { groupId: clientId, blogId: rowId, on: flag },
  'layoutDoc.delete': { docId: clientId },
} satisfies Partial<Record<(typeof OP_KINDS)[number], Record<string, Check>>>;

export type IdOnlyKind = keyof typeof ID_ONLY_OPS;
export const isIdOnlyKind = (kind: string): kind is IdOnlyKind => Object.hasOwn(ID_ONLY_OPS, kind);

/** Whether an op body of an id-only kind has exactly its fields, each valid (as opBodySchema would say). */
export function isValidIdOnlyBody(body: { readonly kind: IdOnlyKind }): boolean {
  const fields: Record<string, Check> = ID_ONLY_OPS[body.kind];
  const values = body as unknown as Record<string, unknown>;
  const keys = Object.keys(values).filter((key) => key !== 'kind');
  return keys.length === Object.keys(fields).length && keys.every((key) => Object.hasOwn(fields, key) && fields[key]!(values[key]));
}

/**
 * Whether an op carries a header the server can answer for (opHeaderSchema in protocol.ts, which
 * the push schema uses; a test keeps the two in step). The outbox checks it before each push
 * without loading zod.
 */
export function hasOpHeader(op: unknown): boolean {
  if (typeof op !== 'object' || op === null) return false;
  const { opId, seq, userId } = op as Record<string, unknown>;
  return clientId(opId) && opSeq(seq) && rowId(userId);
}

/**
 * Ops whose effect does not depend on their order: a late one is applied, never `superseded`,
 * and applying one does not make the device's older ops on the entity late. Views keep the latest
 * time; a document's edits are Yjs updates, which merge in any order.
 */
export const COMMUTATIVE_KINDS: ReadonlySet<(typeof OP_KINDS)[number]> = new Set(['history.add', 'fabricView.add', 'layoutDoc.update']);

export const favouriteKey = (type: number, itemId: number, pictureId: string | null) =>
  `${type}:${itemId}:${pictureId ?? ''}`;
export const followKey = (target: 'brand' | 'blogger', targetId: number) => `${target}:${targetId}`;
/** A collect of a post in a group (group keys hold no colon). */
export const insCollectKey = (groupId: string, blogId: number) => `${groupId}:${blogId}`;
export const historyKey = (type: number, itemId: number) => `${type}:${itemId}`;

/** The entity an op changes: the unit of last-writer-wins. */
export function entityOf(body: OpTarget): { entity: EntityName; key: string } {
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
    case 'fabricFavourite.set':
      return { entity: 'fabricFavourite', key: String(body.fabricId) };
    case 'fabricView.add':
      return { entity: 'fabricView', key: String(body.fabricId) };
    case 'insGroup.upsert':
    case 'insGroup.delete':
      return { entity: 'insGroup', key: body.groupId };
    case 'insCollect.set':
      return { entity: 'insCollect', key: insCollectKey(body.groupId, body.blogId) };
    case 'layoutDoc.create':
    case 'layoutDoc.update':
    case 'layoutDoc.meta':
    case 'layoutDoc.delete':
      return { entity: 'layoutDoc', key: body.docId };
  }
}

/** Messages of ops the server acknowledged but could not apply (shown next to the failed op). */
export const SYNC_MESSAGES = {
  itemGone: '内容不存在或已下架',
  pictureGone: '图片不存在',
  targetGone: '关注对象不存在',
  fabricGone: '面料不存在或已下架',
  noPermission: '对不起！您没有浏览此内容的权限！',
  paletteIdTaken: '色板编号冲突，请重新保存',
  folderIdTaken: '文件夹编号冲突，请重新创建',
  /** Collect groups of the Instagram gallery. */
  groupGone: '分组不存在',
  groupNameTaken: '分组名称已存在',
  groupIdTaken: '分组编号冲突，请重新创建',
  groupLimit: '分组数量已达上限',
  invalidOp: '无法识别的操作',
  /** A document deleted (on another device) before this edit reached the server. */
  docGone: '文档不存在或已删除',
  /** Followed by the field and what is wrong with it. */
  badField: '请求参数错误',
  wrongUser: '同步数据不属于当前账号',
  unsupportedVersion: '客户端版本过旧，请刷新页面后重试',
} as const;
