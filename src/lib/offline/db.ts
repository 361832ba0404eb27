import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { PackPicture } from './pack-pictures';
import type { PlanBoard } from '../../shared/planning/board';
import type {
  FabricFavouriteState,
  FabricViewState,
  FavouriteState,
  FollowState,
  HistoryState,
  InsCollectState,
  InsGroupState,
  Op,
  PaletteFolderState,
  PaletteState,
  WorkMeta,
} from '../../shared/sync/protocol';

/** Local rows carry their entity key (favourites, follows, history) next to the synced state. */
export type LocalFavourite = FavouriteState & { key: string };
export type LocalFollow = FollowState & { key: string };
export type LocalHistory = HistoryState & { key: string };
export type LocalFabricFavourite = FabricFavouriteState & { key: string };
export type LocalFabricView = FabricViewState & { key: string };
export type LocalInsCollect = InsCollectState & { key: string };

export interface OutboxEntry {
  /** Per-client op sequence: the primary key, so the outbox reads in order. */
  seq: number;
  op: Op;
  /** `${entity}/${key}`: a pulled change for it waits while this entry is here. */
  entityKey: string;
  enqueuedAt: number;
}

/**
 * A picture of the member's (an image-tool result saved to my works) waiting to be uploaded as
 * /media/<id>. The bytes, not a Blob: Blobs in IndexedDB have failed on iPad Safari.
 */
export interface PendingUpload {
  id: string;
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  createdAt: number;
  /** The server refused it (not a picture, too large, the day's budget): shown until retried or dropped. */
  error?: string;
}

/**
 * A range plan's unsaved board on this device (plans are saved whole, online, against a version):
 * it survives a reload, an offline day and a logout, and is saved against the version it started from.
 */
export interface PlanDraft {
  planId: number;
  baseVersion: number;
  board: PlanBoard;
  savedAt: number;
}

/** An op the server acknowledged but could not apply; shown to the user until dismissed. */
export interface FailedOp {
  opId: string;
  op: Op;
  message: string;
  at: number;
}

export type PackKind = 'column' | 'report' | 'brand' | 'colourTrend' | 'book' | 'insFollowed';

/** Pages the user made available offline (their data and images are in the packs cache). */
export interface OfflinePack {
  /** The page it was made from (one pack per page). */
  id: string;
  kind: PackKind;
  title: string;
  /** Where to open it. */
  href: string;
  pages: string[];
  /** Cache URLs of the data answers and the image URLs, all in the user's packs cache. */
  dataUrls: string[];
  images: string[];
  /** The catalogue items it shows with their pictures' descriptors: searched by picture offline. */
  pictures?: PackPicture[];
  bytes: number;
  /** Entries that failed to download (0 = complete). */
  failed: number;
  savedAt: number;
}

/**
 * A layout document's content on this device, as Yjs updates: the server's merged state as last
 * pulled (it only ever grows, so the newest replaces the older) and this device's own updates
 * (the editor merges them into one when it opens the document). Loading both gives the document,
 * whatever has or has not reached the server yet.
 */
export interface DocContent {
  docId: string;
  server: Uint8Array | null;
  local: Uint8Array[];
}

export interface MetaRow {
  key: 'clientId' | 'nextSeq' | 'cursor' | 'lastSyncAt';
  value: string | number;
}

/**
 * One user's offline data on this device: what the UI shows (favourites, follows, palettes and
 * folders, history) and the outbox of ops not yet confirmed by the server. Each user has their
 * own database, named after the user id, so nothing of one account is ever read under another.
 */
export class UserDb extends Dexie {
  meta!: Table<MetaRow, MetaRow['key']>;
  favourites!: Table<LocalFavourite, string>;
  follows!: Table<LocalFollow, string>;
  palettes!: Table<PaletteState, string>;
  paletteFolders!: Table<PaletteFolderState, string>;
  history!: Table<LocalHistory, string>;
  fabricFavourites!: Table<LocalFabricFavourite, string>;
  fabricViews!: Table<LocalFabricView, string>;
  insGroups!: Table<InsGroupState, string>;
  insCollects!: Table<LocalInsCollect, string>;
  outbox!: Table<OutboxEntry, number>;
  failures!: Table<FailedOp, string>;
  packs!: Table<OfflinePack, string>;
  works!: Table<WorkMeta, string>;
  docContents!: Table<DocContent, string>;
  uploads!: Table<PendingUpload, string>;
  planDrafts!: Table<PlanDraft, number>;

  /** `options` lets tests give each simulated device an IndexedDB of its own. */
  constructor(
    readonly userId: number,
    options?: DexieOptions,
  ) {
    super(userDbName(userId), options);
    // Only the current schema is declared: Dexie reads an older database's own schema and adds
    // what it lacks. Declaring each of the six versions made every table's API six times over, on
    // each page load of a member (5 ms of 6 in the constructor, ×4 on a slow tablet; issue #11).
    this.version(SCHEMA_VERSION)
      .stores(USER_DB_STORES)
      // A database from before: the next sync pulls the whole state, so that tables it did not have
      // (Instagram collects, my works…) fill with what the server already holds. The outbox, pictures
      // to upload and drafts stay; a pull applies each entity's latest state, so pulling again is harmless.
      .upgrade(async (tx) => {
        await tx.table('meta').put({ key: 'cursor', value: 0 });
      });
  }

  /** The tables of synced entity states (cleared when the server's history was reset). */
  get stateTables() {
    return [
      this.favourites,
      this.follows,
      this.palettes,
      this.paletteFolders,
      this.history,
      this.fabricFavourites,
      this.fabricViews,
      this.insGroups,
      this.insCollects,
      this.works,
      this.docContents,
    ];
  }

  /** The tables that hold what the user sees (cleared when the user leaves this device). */
  get dataTables() {
    return [
      this.favourites,
      this.follows,
      this.palettes,
      this.paletteFolders,
      this.history,
      this.fabricFavourites,
      this.fabricViews,
      this.insGroups,
      this.insCollects,
      this.works,
      this.docContents,
      this.failures,
      this.packs,
    ];
  }
}

export const USER_DB_PREFIX = 'trendloom-user-';
/**
 * Every table of the user's database and its indexes (the primary key first). Added since the
 * first version: fabric sourcing's (#17), Instagram collects and groups (#16), layout documents
 * (#14), pictures waiting for upload (#13), range plans' drafts (#14).
 */
export const USER_DB_STORES = {
  meta: 'key',
  favourites: 'key, type, addedAt',
  follows: 'key, target, addedAt',
  palettes: 'paletteId, folderId, updatedAt',
  paletteFolders: 'folderId',
  history: 'key, viewedAt',
  outbox: 'seq, entityKey',
  failures: 'opId, at',
  packs: 'id, savedAt',
  fabricFavourites: 'key, addedAt',
  fabricViews: 'key, viewedAt',
  insGroups: 'groupId, createdAt',
  insCollects: 'key, groupId, blogId, addedAt',
  works: 'docId, type, updatedAt',
  docContents: 'docId',
  uploads: 'id, createdAt',
  planDrafts: 'planId',
} as const;

/**
 * The schema's version: raise it with any change to the stores above (a table or an index added).
 * The upgrade above runs for every older database.
 */
export const SCHEMA_VERSION = 6;

export const userDbName = (userId: number) => `${USER_DB_PREFIX}${userId}`;

/** User ids that have a database on this device (e.g. one kept for its unsynced outbox). */
export async function userDbIds(): Promise<number[]> {
  const names = await Dexie.getDatabaseNames();
  return names.filter((name) => name.startsWith(USER_DB_PREFIX)).map((name) => Number(name.slice(USER_DB_PREFIX.length)));
}
