import type { Change, EntityName, EntityStates } from '../../shared/sync/protocol';
import type { UserDb } from './db';

/**
 * Writes one entity's state into the user's local tables (null = gone). The same function
 * stores an optimistic local change and a state pulled from the server, so both always have
 * the shape the UI reads. Call inside a Dexie transaction that covers the table.
 */
export async function writeLocalState<E extends EntityName>(db: UserDb, entity: E, key: string, state: EntityStates[E] | null) {
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
  }
}

/** `${entity}/${key}`: how the outbox marks which entity an op is waiting to change. */
export const entityRef = (entity: EntityName, key: string) => `${entity}/${key}`;
