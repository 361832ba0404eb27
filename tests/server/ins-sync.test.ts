import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { PUSH_VERSION, SYNC_MESSAGES, type OpBodyInput, type PushResponse } from '../../src/shared/sync/protocol';
import type { InsBlogCard, InsBlogDetail, InsCollectGroup, InsPage } from '../../src/shared/contract/ins-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, login } from '../support/accounts';
import { insCall, loadInsFixture } from './ins-fixture';

/**
 * Issue #16: collects and collect groups made offline reach the server through the outbox
 * (insGroup.upsert, insGroup.delete, insCollect.set), exactly once; a group named by a device's
 * client id is numbered by the server, and the proxy's own writes reach the devices as changes.
 */
let t: TestApp;
let userId: number;
let cookie: string;
let blogs: InsBlogCard[];
beforeAll(async () => {
  t = await createTestApp();
  await loadInsFixture(t.db);
  userId = await createUser(t.db, 'ins-sync-member');
  cookie = (await login(t.app, 'ins-sync-member')).cookie;
  blogs = ((await insCall(t.app, '', 'GET', '/api/dnext/blog', { uper_id: 6004 })).body.data as InsPage<InsBlogCard>).list;
});
afterAll(() => t?.dispose());

/** A device of a user; the member's devices share the signed-in session (one session per account). */
async function device(forUser: number, signedIn?: string) {
  const session = signedIn ?? `tl_session=${await startSession(t.db, forUser)}`;
  const clientId = randomUUID();
  let seq = 0;
  let cursor = 0;
  const op = (body: OpBodyInput) => ({ opId: randomUUID(), seq: ++seq, userId: forUser, ...body });
  async function push(ops: ReturnType<typeof op>[]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { 'content-type': 'application/json', cookie: session },
      payload: JSON.stringify({ pushVersion: PUSH_VERSION, clientId, cursor, ops }),
    });
    const data = (response.json() as { data: PushResponse }).data;
    cursor = data.cursor;
    return data;
  }
  return { op, push };
}

const collectRows = (groupKey: string) =>
  t.db.query<{ blog_id: number }>('SELECT c.blog_id FROM ins_collects c JOIN ins_collect_groups g ON g.id = c.group_id WHERE g.key = $1 ORDER BY c.blog_id', [groupKey]);

describe('collects and collect groups through the outbox', () => {
  it('applies a group made offline and a collect into it once; the server numbers the group', async () => {
    const phone = await device(userId, cookie);
    const ops = [phone.op({ kind: 'insGroup.upsert', groupId: 'g-offline-0001', name: ' 机上灵感 ' }), phone.op({ kind: 'insCollect.set', groupId: 'g-offline-0001', blogId: blogs[0]!.id, on: true })];
    const first = await phone.push(ops);
    expect(first.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    // The same push again (its answer was lost): nothing applies twice.
    const again = await phone.push(ops);
    expect(again.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await collectRows('g-offline-0001')).toEqual([{ blog_id: blogs[0]!.id }]);

    const group = first.changes.find((c) => c.entity === 'insGroup')!.state as { id: number; name: string; groupId: string };
    expect(group).toMatchObject({ groupId: 'g-offline-0001', name: '机上灵感' });
    expect(group.id).toBeGreaterThan(0);
    const collect = first.changes.find((c) => c.entity === 'insCollect')!;
    expect(collect.key).toBe(`g-offline-0001:${blogs[0]!.id}`);
    expect(collect.state).toMatchObject({ groupId: 'g-offline-0001', blogId: blogs[0]!.id, cover: blogs[0]!.cover, uperName: blogs[0]!.uper_name });
    const collectId = (collect.state as { collectId: number }).collectId;

    // The proxy sees the same group under the server's number, with the collect in it.
    const listedReply = await insCall(t.app, cookie, 'GET', '/api/v1/collect_group');
    expect(listedReply.body.code, JSON.stringify(listedReply.body)).toBe(200);
    const listed = listedReply.body.data as { list: InsCollectGroup[] };
    expect(listed.list.find((g) => g.id === group.id)).toMatchObject({ name: '机上灵感', count: 1 });
    const detail = (await insCall(t.app, cookie, 'GET', `/api/dnext/blog/${blogs[0]!.id}`)).body.data as InsBlogDetail;
    expect(detail.collects).toEqual([{ id: collectId, group_id: group.id }]);
  });

  it('refuses a collect into a group that is gone, and a name or a group id already taken', async () => {
    const phone = await device(userId, cookie);
    const outcome = await phone.push([
      phone.op({ kind: 'insCollect.set', groupId: 'g-never-made', blogId: blogs[1]!.id, on: true }),
      phone.op({ kind: 'insGroup.upsert', groupId: 'g-offline-0002', name: '机上灵感' }),
    ]);
    expect(outcome.results.map((r) => [r.outcome, r.message])).toEqual([
      ['failed', SYNC_MESSAGES.groupGone],
      ['failed', SYNC_MESSAGES.groupNameTaken],
    ]);
    const stranger = await device(await createUser(t.db, 'ins-sync-stranger'));
    const taken = await stranger.push([stranger.op({ kind: 'insGroup.upsert', groupId: 'g-offline-0001', name: '我的' })]);
    expect(taken.results[0]).toMatchObject({ outcome: 'failed', message: SYNC_MESSAGES.groupIdTaken });
  });

  it("sends the proxy's writes to the devices: rename, move, delete", async () => {
    const phone = await device(userId, cookie);
    await phone.push([]);
    const [group] = await t.db.query<{ id: number }>(`SELECT id FROM ins_collect_groups WHERE key = 'g-offline-0001'`);
    const renamed = await insCall(t.app, cookie, 'PUT', `/api/v1/collect_group/${group!.id}`, { name: '通勤' });
    expect(renamed.body.data).toMatchObject({ name: '通勤' });
    const pulled = await phone.push([]);
    expect(pulled.changes.map((c) => [c.entity, c.key, (c.state as { name?: string } | null)?.name])).toEqual([['insGroup', 'g-offline-0001', '通勤']]);

    const other = (await insCall(t.app, cookie, 'POST', '/api/v1/collect_group', { name: '配色' })).body.data as InsCollectGroup;
    const [collect] = await t.db.query<{ id: number }>('SELECT id FROM ins_collects WHERE group_id = $1', [group!.id]);
    expect((await insCall(t.app, cookie, 'PUT', `/api/v1/collect_group/${other.id}`, { collect_ids: [collect!.id] })).body.data).toMatchObject({ count: 1 });
    const moved = await phone.push([]);
    const byEntity = moved.changes.map((c) => [c.entity, c.state === null]);
    expect(byEntity).toContainEqual(['insCollect', true]);
    expect(byEntity).toContainEqual(['insCollect', false]);

    expect((await insCall(t.app, cookie, 'DELETE', `/api/v1/collect_group/${other.id}`)).body.code).toBe(200);
    const deleted = await phone.push([]);
    expect(deleted.changes.filter((c) => c.state === null).map((c) => c.entity).sort()).toEqual(['insCollect', 'insGroup']);
  });
});
