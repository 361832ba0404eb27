import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { callAs, createUser, login } from '../support/accounts';
import { FX, fixtureItems, loadFixture } from './catalogue-fixture';
import type { ChannelUpdate } from '../../src/shared/contract/calls/tasks';
import { defaultWindowStart } from '../../server/updates/updates';

let t: TestApp;
let member: { id: number; cookie: string };
const now = Math.floor(Date.now() / 1000);
const items = fixtureItems(now);
const newIn = (channel: number, since: number) => items.filter((item) => item.channel === channel && item.publish_time > since);

beforeAll(async () => {
  t = await createTestApp();
  await loadFixture(t.db, now);
  const id = await createUser(t.db, 'updates-member');
  member = { id, cookie: (await login(t.app, 'updates-member')).cookie };
});
afterAll(() => t.dispose());

const updates = async (cookie: string, params: Record<string, unknown> = {}) => {
  const { body } = await callAs(t.app, cookie, 'oct/UpdateDetail/getUpdates', params);
  return body.data as { channels: ChannelUpdate[] };
};

describe('/updateDetail: what is new per channel since the last visit', () => {
  it('without a visit, counts the default window for every main channel', async () => {
    const { channels } = await updates(member.cookie);
    expect(channels.map((c) => c.channel)).toEqual([FX.women, FX.men]);
    const women = channels[0]!;
    expect(women.since_last_visit).toBe(false);
    expect(women.since).toBe(defaultWindowStart());
    expect(now - women.since).toBeGreaterThanOrEqual(30 * 86_400);
    expect(now - women.since).toBeLessThan(31 * 86_400);
    expect(women.count).toBe(newIn(FX.women, women.since).length);
    expect(women.list).toHaveLength(8);
    expect(women.list[0]!.id).toBe(newIn(FX.women, women.since).sort((a, b) => b.publish_time - a.publish_time)[0]!.id);
    expect(women.groups.reduce((sum, group) => sum + group.count, 0)).toBe(women.count);
    expect(women.name).toBe('女装');
  });

  it('after a visit counts only what was published since, per channel', async () => {
    const seen = await callAs(t.app, member.cookie, 'oct/UpdateDetail/markSeen', { channel: FX.women });
    expect(seen.body.status).toBe(200);
    // The visit was 30 hours ago.
    await t.db.query(`UPDATE channel_update_visits SET seen_at = to_timestamp($2) WHERE user_id = $1`, [member.id, now - 30 * 3600]);
    const { channels } = await updates(member.cookie, { channel: FX.women });
    expect(channels).toHaveLength(1);
    const women = channels[0]!;
    expect(women).toMatchObject({ since: now - 30 * 3600, since_last_visit: true, count: newIn(FX.women, now - 30 * 3600).length });
    expect(women.count).toBeGreaterThan(0);
    expect(women.list.every((card) => card.publish_time > now - 30 * 3600)).toBe(true);
    // The other channel still counts from the default window.
    const all = await updates(member.cookie);
    expect(all.channels.find((c) => c.channel === FX.men)!.since_last_visit).toBe(false);
  });

  it('marking a channel seen leaves nothing new, and is per member', async () => {
    await callAs(t.app, member.cookie, 'oct/UpdateDetail/markSeen', { channel: FX.women });
    expect((await updates(member.cookie, { channel: FX.women })).channels[0]!.count).toBe(0);
    await createUser(t.db, 'updates-other');
    const other = (await login(t.app, 'updates-other')).cookie;
    expect((await updates(other, { channel: FX.women })).channels[0]!.count).toBeGreaterThan(0);
  });

  it('keeps VIP items locked in the cards for a member', async () => {
    await createUser(t.db, 'updates-locked');
    const cookie = (await login(t.app, 'updates-locked')).cookie;
    const women = (await updates(cookie, { channel: FX.women })).channels[0]!;
    const vipIds = new Set(items.filter((item) => item.vip).map((item) => item.id));
    const vipCards = women.list.filter((card) => vipIds.has(card.id));
    expect(vipCards.length).toBeGreaterThan(0);
    expect(vipCards.every((card) => card.locked && card.colours.length === 0)).toBe(true);
  });

  it('answers 4000 for an unknown channel, 404 when marking one, 401 for guests', async () => {
    expect((await callAs(t.app, member.cookie, 'oct/UpdateDetail/getUpdates', { channel: 999 })).body.status).toBe(4000);
    expect((await callAs(t.app, member.cookie, 'oct/UpdateDetail/markSeen', { channel: 999 })).body.status).toBe(404);
    expect((await callAs(t.app, '', 'oct/UpdateDetail/getUpdates')).body.status).toBe(401);
  });
});

describe('mobile update pages from a shared link', () => {
  it('shows a channel’s news to a guest, grouped by column', async () => {
    const { body } = await callAs(t.app, '', 'oct/UpdateDetail/getChannelNews', { channel: FX.women });
    const news = body.data as ChannelUpdate;
    expect(news.count).toBe(newIn(FX.women, news.since).length);
    expect(news.list.length).toBeGreaterThan(0);
  });

  it('groups the fabric-merchant update by fabric, counting only items with a fabric', async () => {
    await t.db.query(`INSERT INTO attributes (id, key, name_zh, name_en, kind) VALUES (7, 'fabric', '面料', 'Fabric', 'multiple')`);
    await t.db.query(`INSERT INTO attribute_values (id, attribute_id, name_zh, name_en) VALUES (7001, 7, '真丝', 'Silk'), (7002, 7, '羊毛', 'Wool')`);
    await t.db.query(`UPDATE items SET attr_ids = attr_ids || ARRAY[7001] WHERE id IN (10000, 10001)`);
    await t.db.query(`UPDATE items SET attr_ids = attr_ids || ARRAY[7002] WHERE id = 10002`);
    const { body } = await callAs(t.app, '', 'oct/UpdateDetail/getChannelNews', { channel: FX.women, group: 'fabric' });
    const news = body.data as ChannelUpdate;
    expect(news.count).toBe(3);
    expect(news.groups).toEqual([
      { id: 7001, name: '真丝', count: 2 },
      { id: 7002, name: '羊毛', count: 1 },
    ]);
  });

  it('shows a shared report’s card to anyone, locked when it is VIP content', async () => {
    const open = await callAs(t.app, '', 'oct/TaskCenter/getShareCard', { id: 10_001 });
    expect(open.body.data).toMatchObject({ item: { id: 10_001, locked: false } });
    const vip = await callAs(t.app, '', 'oct/TaskCenter/getShareCard', { id: 10_009 });
    expect(vip.body.data).toMatchObject({ item: { id: 10_009, locked: true, colours: [] } });
    expect((await callAs(t.app, '', 'oct/TaskCenter/getShareCard', { id: 999_999 })).body.status).toBe(4000);
  });
});
