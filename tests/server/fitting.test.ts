import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { seedFittingGarments } from '../../server/seed/fitting-garments';
import { STATUS } from '../../src/shared/contract';
import type { FittingGarment } from '../../src/shared/contract/calls/fitting';
import { callAs, createUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertCatalogueFixture } from './sync-fixtures';

/**
 * The fitting room's pre-cut garments (issue #14 item 5): made at seed time from garment items,
 * listed to members by FittingRoom/garments, served as transparent PNGs.
 */
let t: TestApp;
let member = '';

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.db);
  const made = await seedFittingGarments(t.db, t.media, [
    { id: 'cover-101', garments: ['dress'] },
    { id: 'cover-102', garments: ['tee'] },
    { id: 'cover-103', garments: ['trousers', 'bag'] },
  ]);
  expect(made).toBe(3);
  member = `tl_session=${await startSession(t.db, await createUser(t.db, 'fitting-member'))}`;
});
afterAll(() => t.dispose());

describe('FittingRoom/garments', () => {
  it('is for members only', async () => {
    const { body } = await callAs(t.app, '', 'index/FittingRoom/garments');
    expect(body.status).toBe(STATUS.notLoggedIn);
  });

  it('lists the pre-cut garments with their items, zones and transparent pictures', async () => {
    const { body } = await callAs(t.app, member, 'index/FittingRoom/garments');
    expect(body.status).toBe(STATUS.ok);
    const { list } = body.data as { list: FittingGarment[] };
    expect(list.map(({ garment, zone, itemId }) => ({ garment, zone, itemId }))).toEqual([
      { garment: 'tee', zone: 'top', itemId: 102 },
      { garment: 'trousers', zone: 'bottom', itemId: 103 },
      { garment: 'dress', zone: 'dress', itemId: 101 },
    ]);
    expect(list[0]!.title).toBe('条目102');

    const picture = await t.app.inject({ method: 'GET', url: list[2]!.src });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(picture.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([list[2]!.width, list[2]!.height, 4]);
    // Transparent around the garment, opaque cloth in its middle.
    expect(data[3]).toBe(0);
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
    expect(data[middle + 3]).toBe(255);
  });

  it('is made once: a second seed run adds nothing', async () => {
    expect(await seedFittingGarments(t.db, t.media, [{ id: 'cover-104', garments: ['coat'] }])).toBe(0);
  });
});
