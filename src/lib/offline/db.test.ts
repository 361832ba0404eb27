/**
 * A member's device database as earlier versions of the app left it opens in the current schema
 * with nothing lost, and its next sync pulls the whole state (fake-indexeddb).
 */
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, USER_DB_STORES, UserDb, userDbName } from './db';

const USER = 7;

/** The tables of version 2, before Instagram collects, my works, uploads and plan drafts. */
const VERSION_2_TABLES = ['meta', 'favourites', 'follows', 'palettes', 'paletteFolders', 'history', 'outbox', 'failures', 'packs', 'fabricFavourites', 'fabricViews'] as const;
const VERSION_2_STORES = Object.fromEntries(VERSION_2_TABLES.map((table) => [table, USER_DB_STORES[table]]));

const deviceOptions = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

describe('UserDb on a device with an earlier database', () => {
  it('adds the tables it lacks, keeps its rows and the outbox, and sets the sync cursor back to the start', async () => {
    const options = deviceOptions();
    const old = new Dexie(userDbName(USER), options);
    old.version(2).stores(VERSION_2_STORES);
    await old.table('meta').bulkPut([
      { key: 'cursor', value: 812 },
      { key: 'clientId', value: 'device-a' },
    ]);
    await old.table('favourites').put({ key: 'item/5', type: 'item', addedAt: 1 });
    await old.table('outbox').put({ seq: 1, entityKey: 'favourite/item/6', op: { kind: 'favourite' }, enqueuedAt: 2 });
    old.close();

    const db = new UserDb(USER, options);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 0 });
    expect(await db.meta.get('clientId')).toEqual({ key: 'clientId', value: 'device-a' });
    expect(await db.favourites.toArray()).toEqual([{ key: 'item/5', type: 'item', addedAt: 1 }]);
    expect(await db.outbox.where('entityKey').equals('favourite/item/6').count()).toBe(1);
    // The tables of later versions, with their indexes.
    await db.insCollects.put({ key: 'post/1', groupId: 'g1', blogId: 'b1', addedAt: 3 } as never);
    expect(await db.insCollects.where('groupId').equals('g1').count()).toBe(1);
    await db.works.put({ docId: 'd1', type: 'layout', updatedAt: 4 } as never);
    expect(await db.works.where('type').equals('layout').count()).toBe(1);
    expect(await db.uploads.count()).toBe(0);
    expect(await db.planDrafts.count()).toBe(0);
    db.close();
  });

  it('a new device starts with every table and no cursor; an up-to-date one keeps its cursor', async () => {
    const options = deviceOptions();
    const fresh = new UserDb(USER, options);
    await fresh.open();
    expect(fresh.tables.map((table) => table.name).sort()).toEqual(Object.keys(USER_DB_STORES).sort());
    expect(fresh.tables.find((table) => table.name === 'insCollects')!.schema.indexes.map((index) => index.name)).toEqual(['groupId', 'blogId', 'addedAt']);
    expect(await fresh.meta.get('cursor')).toBeUndefined();
    await fresh.meta.put({ key: 'cursor', value: 99 });
    fresh.close();

    const again = new UserDb(USER, options);
    await again.open();
    expect(await again.meta.get('cursor')).toEqual({ key: 'cursor', value: 99 });
    again.close();
  });
});
