import { SYNC_MESSAGES, entityOf, favouriteKey, followKey, historyKey, insCollectKey, isIdOnlyKind, isValidIdOnlyBody, type IdOnlyKind } from '../../shared/sync/protocol-plain';
import type {
  EntityStates,
  OpBody,
  OpBodyInput,
  InsGroupState,
  PaletteColour,
  PaletteFolderState,
  PaletteState,
} from '../../shared/sync/protocol';
import { bytesToBase64 } from '../../shared/design-doc/base64';
import type { Thumbnail } from '../../shared/design-doc/thumbnail';
import type { WorkType } from '../../shared/design-doc/model';
import type { OutboxEntry, UserDb } from './db';
import { entityRef, writeLocalState } from './local-state';

/** What the UI knows about an item when the user favourites it (shown at once, also offline). */
export interface FavouriteTarget {
  itemId: number;
  /** Content type (spec addFav `type`). */
  type: number;
  /** One picture of the item (type 3 picture favourites); omitted favourites the item. */
  pictureId?: string | null;
  /** Title in the current language and the cover's media id, until the server's copy arrives. */
  title: string;
  cover: string;
}

export interface FollowTarget {
  target: 'brand' | 'blogger';
  targetId: number;
  /** Shown in 已添加对【name】的关注. */
  name: string;
  image?: string | null;
}

export interface HistoryTarget {
  itemId: number;
  type: number;
  title: string;
  cover: string;
}

/** What the UI knows about a fabric when the member favourites or views it (shown at once, also offline). */
export interface FabricTarget {
  fabricId: number;
  name: string;
  /** Media id of its first swatch. */
  cover: string;
  merchant: string;
}

/** What the UI knows about a post when the user collects it (shown at once, also offline). */
export interface InsPostTarget {
  blogId: number;
  content: string;
  /** URL of its first picture. */
  cover: string;
  uperName: string;
}

export interface PaletteInput {
  paletteId?: string;
  folderId: string | null;
  title: string;
  colours: PaletteColour[];
  source?: Record<string, string | number>;
}

/**
 * The only way features change synced user data. Each method makes the local change and adds
 * its outbox entry in one Dexie transaction (both or neither), then asks for a flush. Ops are
 * explicit set-state operations (README in src/shared/sync). A bad input throws the schema's
 * message before anything is written.
 */
export class OfflineStore {
  constructor(
    readonly db: UserDb,
    private readonly afterEnqueue: () => void = () => undefined,
  ) {}

  setFavourite(item: FavouriteTarget, on: boolean): Promise<void> {
    const pictureId = item.pictureId ?? null;
    return this.enqueue({ kind: 'favourite.set', itemId: item.itemId, type: item.type, pictureId, on }, async () =>
      writeLocalState(this.db, 'favourite', favouriteKey(item.type, item.itemId, pictureId), on
        ? {
            itemId: item.itemId,
            type: item.type,
            pictureId,
            title_zh: item.title,
            title_en: item.title,
            cover: pictureId ?? item.cover,
            addedAt: Date.now(),
          }
        : null),
    );
  }

  setFollow(who: FollowTarget, on: boolean): Promise<void> {
    return this.enqueue({ kind: 'follow.set', target: who.target, targetId: who.targetId, on }, async () =>
      writeLocalState(this.db, 'follow', followKey(who.target, who.targetId), on
        ? {
            target: who.target,
            targetId: who.targetId,
            // The server numbers the follow record; 0 until it has.
            followId: 0,
            name_zh: who.name,
            name_en: who.name,
            image: who.image ?? null,
            addedAt: Date.now(),
          }
        : null),
    );
  }

  async savePalette(input: PaletteInput): Promise<PaletteState> {
    const paletteId = input.paletteId ?? newClientId('p');
    let saved: PaletteState | undefined;
    await this.enqueue(
      { kind: 'palette.upsert', paletteId, folderId: input.folderId, title: input.title, colours: input.colours, source: input.source ?? {} },
      async (body) => {
        if (body.kind !== 'palette.upsert') return;
        const { kind: _kind, ...palette } = body;
        saved = { ...palette, updatedAt: Date.now() };
        await writeLocalState(this.db, 'palette', paletteId, saved);
      },
    );
    return saved!;
  }

  deletePalette(paletteId: string): Promise<void> {
    return this.enqueue({ kind: 'palette.delete', paletteId }, () => writeLocalState(this.db, 'palette', paletteId, null));
  }

  async saveFolder(name: string, folderId = newClientId('f')): Promise<PaletteFolderState> {
    let saved: PaletteFolderState | undefined;
    await this.enqueue({ kind: 'paletteFolder.upsert', folderId, name }, async (body) => {
      if (body.kind !== 'paletteFolder.upsert') return;
      saved = { folderId, name: body.name, updatedAt: Date.now() };
      await writeLocalState(this.db, 'paletteFolder', folderId, saved);
    });
    return saved!;
  }

  /** Deletes a folder; its palettes stay, outside any folder (as the server does it). */
  deleteFolder(folderId: string): Promise<void> {
    return this.enqueue({ kind: 'paletteFolder.delete', folderId }, async () => {
      await this.db.palettes.where('folderId').equals(folderId).modify({ folderId: null, updatedAt: Date.now() });
      await writeLocalState(this.db, 'paletteFolder', folderId, null);
    });
  }

  addHistory(item: HistoryTarget, viewedAt = Date.now()): Promise<void> {
    const key = historyKey(item.type, item.itemId);
    return this.enqueue({ kind: 'history.add', itemId: item.itemId, type: item.type, viewedAt }, async () => {
      const previous = await this.db.history.get(key);
      const state: EntityStates['history'] = {
        itemId: item.itemId,
        type: item.type,
        title_zh: item.title,
        title_en: item.title,
        cover: item.cover,
        viewedAt: Math.max(viewedAt, previous?.viewedAt ?? 0),
      };
      await writeLocalState(this.db, 'history', key, state);
    });
  }

  /** Adds a fabric to (or removes it from) my fabric collection: a fabricFavourite.set op. */
  setFabricFavourite(fabric: FabricTarget, on: boolean): Promise<void> {
    const key = String(fabric.fabricId);
    return this.enqueue({ kind: 'fabricFavourite.set', fabricId: fabric.fabricId, on }, async () =>
      writeLocalState(this.db, 'fabricFavourite', key, on ? { ...fabricState(fabric), addedAt: Date.now() } : null),
    );
  }

  /** Records a view of a fabric (the fabric footprint): a fabricView.add op; the latest view wins. */
  addFabricView(fabric: FabricTarget, viewedAt = Date.now()): Promise<void> {
    const key = String(fabric.fabricId);
    return this.enqueue({ kind: 'fabricView.add', fabricId: fabric.fabricId, viewedAt }, async () => {
      const previous = await this.db.fabricViews.get(key);
      await writeLocalState(this.db, 'fabricView', key, { ...fabricState(fabric), viewedAt: Math.max(viewedAt, previous?.viewedAt ?? 0) });
    });
  }

  /** Creates (no groupId) or renames a collect group of the Instagram gallery: an insGroup.upsert op. */
  async saveInsGroup(name: string, groupId = newClientId('g')): Promise<InsGroupState> {
    let saved: InsGroupState | undefined;
    await this.enqueue({ kind: 'insGroup.upsert', groupId, name }, async (body) => {
      if (body.kind !== 'insGroup.upsert') return;
      const previous = await this.db.insGroups.get(groupId);
      // The server numbers a new group; 0 until it has.
      saved = { groupId, id: previous?.id ?? 0, name: body.name, createdAt: previous?.createdAt ?? Date.now() };
      await writeLocalState(this.db, 'insGroup', groupId, saved);
    });
    return saved!;
  }

  /** Deletes a collect group and the collects in it (as the server does). */
  deleteInsGroup(groupId: string): Promise<void> {
    return this.enqueue({ kind: 'insGroup.delete', groupId }, async () => {
      await this.db.insCollects.where('groupId').equals(groupId).delete();
      await writeLocalState(this.db, 'insGroup', groupId, null);
    });
  }

  /** Collects a post into a group, or takes it out: an insCollect.set op. */
  setInsCollect(groupId: string, post: InsPostTarget, on: boolean): Promise<void> {
    const key = insCollectKey(groupId, post.blogId);
    return this.enqueue({ kind: 'insCollect.set', groupId, blogId: post.blogId, on }, async () => {
      const previous = await this.db.insCollects.get(key);
      await writeLocalState(
        this.db,
        'insCollect',
        key,
        on
          ? {
              groupId,
              blogId: post.blogId,
              collectId: previous?.collectId ?? 0,
              content: post.content,
              cover: post.cover,
              uperName: post.uperName,
              addedAt: previous?.addedAt ?? Date.now(),
            }
          : null,
      );
    });
  }

  /**
   * Creates a work of my works (a layout document: type 1) with its first content, a Yjs update.
   * The device keeps the content as its own update until the server's copy comes back.
   */
  async createWork(input: { docId?: string; type: WorkType; title: string; content: Uint8Array; thumbnail: Thumbnail | null }): Promise<string> {
    const docId = input.docId ?? newClientId('d');
    const update = bytesToBase64(input.content);
    await this.enqueue({ kind: 'layoutDoc.create', docId, workType: input.type, title: input.title, update }, async (body) => {
      if (body.kind !== 'layoutDoc.create') return;
      const now = Date.now();
      await this.db.works.put({ docId, type: input.type, title: body.title, thumbnail: input.thumbnail, createdAt: now, updatedAt: now });
      await this.db.docContents.put({ docId, server: null, local: [input.content] });
    });
    if (input.thumbnail) await this.setWorkMeta(docId, { thumbnail: input.thumbnail });
    return docId;
  }

  /** Edits of a document (a Yjs update): kept with the document on this device and queued for the server. */
  updateWork(docId: string, update: Uint8Array): Promise<void> {
    return this.enqueue({ kind: 'layoutDoc.update', docId, update: bytesToBase64(update) }, async () => {
      const content = await this.db.docContents.get(docId);
      await this.db.docContents.put({ docId, server: content?.server ?? null, local: [...(content?.local ?? []), update] });
      await this.db.works.update(docId, { updatedAt: Date.now() });
    });
  }

  /** Renames a work or gives it a new thumbnail. */
  setWorkMeta(docId: string, meta: { title?: string; thumbnail?: Thumbnail | null }): Promise<void> {
    return this.enqueue({ kind: 'layoutDoc.meta', docId, ...meta }, async (body) => {
      if (body.kind !== 'layoutDoc.meta') return;
      const change = { updatedAt: Date.now(), ...(body.title !== undefined ? { title: body.title } : {}), ...(body.thumbnail !== undefined ? { thumbnail: body.thumbnail } : {}) };
      await this.db.works.update(docId, change);
    });
  }

  deleteWork(docId: string): Promise<void> {
    return this.enqueue({ kind: 'layoutDoc.delete', docId }, async () => {
      await writeLocalState(this.db, 'layoutDoc', docId, null);
    });
  }

  /** Local change + outbox entry, atomically; the op's seq is taken in the same transaction. */
  private async enqueue(input: OpBodyInput, applyLocally: (body: OpBody) => Promise<void>): Promise<void> {
    const body = isIdOnlyKind(input.kind) ? checkedIdOnly(input) : await parsedOnDevice(input);
    const { db } = this;
    const { entity, key } = entityOf(body);
    await db.transaction('rw', [db.meta, db.outbox, ...db.dataTables], async () => {
      await applyLocally(body);
      const seq = Number((await db.meta.get('nextSeq'))?.value ?? 1);
      await db.meta.put({ key: 'nextSeq', value: seq + 1 });
      const entry: OutboxEntry = {
        seq,
        op: { ...body, opId: crypto.randomUUID(), seq, userId: db.userId },
        entityKey: entityRef(entity, key),
        enqueuedAt: Date.now(),
      };
      await db.outbox.add(entry);
    });
    this.afterEnqueue();
  }
}

/** An op of ids, flags and times, checked without zod (protocol-plain.ts). */
function checkedIdOnly(input: OpBodyInput): OpBody {
  if (!isValidIdOnlyBody(input as { kind: IdOnlyKind })) throw new Error(`${SYNC_MESSAGES.badField}：${input.kind}`);
  return input as OpBody;
}

/** An op with text or a document, checked (and trimmed, normalised) by the op schemas, which load with the first such change. */
async function parsedOnDevice(input: OpBodyInput): Promise<OpBody> {
  const { opBodySchema } = await import('../../shared/sync/protocol');
  return opBodySchema.parse(input);
}

const fabricState = (fabric: FabricTarget) => ({
  fabricId: fabric.fabricId,
  name_zh: fabric.name,
  name_en: fabric.name,
  cover: fabric.cover,
  merchant_zh: fabric.merchant,
  merchant_en: fabric.merchant,
});

/** Client-generated ids for palettes, folders, collect groups and documents (they keep them once synced). */
export const newClientId = (prefix: 'p' | 'f' | 'g' | 'd') => `${prefix}-${crypto.randomUUID()}`;
