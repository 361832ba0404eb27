import type { Change, EntityName, EntityStates } from '../../shared/sync/protocol';
import { base64ToBytes } from '../../shared/design-doc/base64';
import type { UserDb } from './db';

/**
 * Writes one entity's state into the user's local tables (null = gone). The same function
 * stores an optimistic local change and a state pulled from the server, so both always have
 * the shape the UI reads. Call inside a Dexie transaction that covers the table.
 */
export async function writeLocalState<E extends EntityName>(db: UserDb, entity: E, key: string, state: EntityStates[E] | null) {
  if (entity === 'layoutDoc') return writeLayoutDoc(db, key, state as EntityStates['layoutDoc'] | null);
  const table = tableOf(db, entity);
  if (state === null) {
    await table.delete(key);
    return;
  }
  switch (entity) {
    case 'favourite':
    case 'follow':
    case 'history':
    case 'fabricFavourite':
    case 'fabricView':
    case 'insCollect':
      await table.put({ ...state, key } as never);
      break;
    case 'palette':
    case 'paletteFolder':
    case 'insGroup':
      await table.put(state as never);
      break;
  }
}

/** A document's meta (the my-works row) and the server's content of it. */
async function writeLayoutDoc(db: UserDb, docId: string, state: EntityStates['layoutDoc'] | null) {
  if (state === null) {
    await Promise.all([db.works.delete(docId), db.docContents.delete(docId)]);
    return;
  }
  const { content, ...meta } = state;
  await db.works.put(meta);
  await storeServerContent(db, docId, content);
}

/**
 * Keeps the server's content of a document (base64 Yjs state). Safe whenever it arrives, even
 * while this device's own edits wait in the outbox: the device's updates are kept beside it and
 * Yjs merges both, so unlike other entities a document's pulled change is never held back. Runs
 * inside the sync engine's Dexie transaction: it awaits nothing but Dexie (a dynamic import here
 * would end the transaction).
 */
export async function storeServerContent(db: UserDb, docId: string, content: string) {
  const existing = await db.docContents.get(docId);
  await db.docContents.put({ docId, server: base64ToBytes(content), local: existing?.local ?? [] });
}

export const applyChange = (db: UserDb, change: Change) => writeLocalState(db, change.entity, change.key, change.state);

export function tableOf(db: UserDb, entity: EntityName) {
  switch (entity) {
    case 'favourite':
      return db.favourites;
    case 'follow':
      return db.follows;
    case 'palette':
      return db.palettes;
    case 'paletteFolder':
      return db.paletteFolders;
    case 'history':
      return db.history;
    case 'fabricFavourite':
      return db.fabricFavourites;
    case 'fabricView':
      return db.fabricViews;
    case 'insGroup':
      return db.insGroups;
    case 'insCollect':
      return db.insCollects;
    case 'layoutDoc':
      return db.works;
  }
}

/** `${entity}/${key}`: how the outbox marks which entity an op is waiting to change. */
export const entityRef = (entity: EntityName, key: string) => `${entity}/${key}`;
