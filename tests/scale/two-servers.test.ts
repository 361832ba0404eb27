import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BUDGETS } from '../../server/auth/routes';
import { CONSULTS_PER_ADDRESS_PER_HOUR } from '../../server/consult/handlers';
import { SandboxProvider } from '../../server/payments/sandbox';
import { quotaDay } from '../../src/shared/download/limits';
import { PUSH_VERSION, type PushResponse } from '../../src/shared/sync/protocol';
import type { CreatedOrder } from '../../src/shared/contract/calls/order';
import { COLLECTION_KINDS } from '../../src/shared/contract/calls/usercenter';
import type { DetailResult, ListResult } from '../../src/shared/catalogue/types';
import { createUser, TEST_PASSWORD } from '../support/accounts';
import { ClusterClient, startCluster, type Cluster } from '../support/cluster';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { S3Store } from '../../server/media/s3-store';
import { DL, loadDownloadFixture, type DownloadFixture } from '../server/download-fixture';

/**
 * Issue #19: two app servers in processes of their own, one PostgreSQL, one media store. Every
 * client below alternates between the servers request by request (a round-robin balancer), or
 * sends concurrent requests to both; whatever must be global holds across them.
 */
let cluster: Cluster;
let s3: LocalS3;
let bucket: S3Store;
let sandbox: SandboxProvider;
let fixture: DownloadFixture;
/** The newest women's item of the fixture (first on the list), made VIP-only: it opens only to VIPs with the women's channel. */
const VIP_ITEM = DL.womenItems.at(-1)!;

beforeAll(async () => {
  // The deployment of the README: the servers share PostgreSQL and a bucket, nothing else.
  s3 = await startLocalS3();
  bucket = new S3Store(s3.config('cluster'));
  cluster = await startCluster({ count: 2, env: s3.env('cluster'), media: bucket });
  fixture = await loadDownloadFixture(cluster.db, cluster.media);
  await cluster.db.query('UPDATE items SET vip_only = true WHERE id = $1', [VIP_ITEM]);
  sandbox = await SandboxProvider.create(cluster.db);
}, 300_000); // a ceiling: two server processes start (each compiling its TypeScript) beside the browsers
afterAll(async () => {
  await cluster?.dispose();
  bucket?.close();
  await s3?.close();
});

let addressCounter = 0;
/** A client at an address of its own (limits per address do not leak between tests). */
const client = () => new ClusterClient(cluster.servers, `198.51.100.${++addressCounter}`);
const both = [0, 1] as const;

async function signedIn(name: string, options: Parameters<typeof createUser>[2] = {}, server?: number) {
  const id = await createUser(cluster.db, name, options);
  const c = client();
  expect((await c.login(name, TEST_PASSWORD, server)).body.status).toBe(200);
  return { id, c };
}

const DISPLACED = { status: 1845, data: null, msg: '账号已在其它设备登录，请退出后重新登录！' };

describe('sessions and the one-device rule across servers', () => {
  it('a session made on A is known on B; a login on B displaces the device of A on both servers with 1845', async () => {
    const { c: first } = await signedIn('cluster-two-devices', { vipDays: 30 }, 0);
    for (const server of both) expect((await first.call('index/User/specialCheck', {}, server)).body.status).toBe(200);

    const second = client();
    expect((await second.login('cluster-two-devices', TEST_PASSWORD, 1)).body.status).toBe(200);
    for (const server of both) {
      const answer = await first.call('index/User/specialCheck', {}, server);
      expect(answer.body).toEqual(DISPLACED);
      expect(answer.http).toBe(401);
      expect((await second.call('index/User/specialCheck', {}, server)).body.status).toBe(200);
    }
  });

  it('a logout on one server ends the session on the other, even for a copy of the old cookie', async () => {
    const { c } = await signedIn('cluster-logout', {}, 0);
    const oldCookie = c.copy();
    expect((await oldCookie.call<{ isLogin: number }>('index/User/reGetInfo', {}, 0)).body.data.isLogin).toBe(1);
    const out = await c.fetch('/api/auth/logout', { method: 'POST' }, 1);
    expect(out.response.status).toBe(200);
    for (const server of both) {
      expect((await oldCookie.call<{ isLogin: number }>('index/User/reGetInfo', {}, server)).body.data.isLogin).toBe(0);
    }
  });
});

describe('rate limits are counted once for all servers', () => {
  it('wrong passwords spread over both servers spend one budget: the next guess is refused on either', async () => {
    await createUser(cluster.db, 'cluster-guessed');
    const attacker = client();
    const answers = [];
    for (let i = 0; i < LOGIN_BUDGETS.accountFromAddress; i++) answers.push(await attacker.login('cluster-guessed', `wrong guess ${i}`));
    expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['A', 'B']));
    expect(answers.map((a) => a.http)).toEqual(Array(LOGIN_BUDGETS.accountFromAddress).fill(401));
    for (const server of both) {
      const refused = await attacker.login('cluster-guessed', TEST_PASSWORD, server);
      expect(refused.http).toBe(429);
      expect(refused.body.msg).toMatch(/^尝试次数过多，请\d+(秒|分钟)后再试$/);
    }
  });

  it('consult requests from one address are limited across both servers', async () => {
    const visitor = client();
    const form = { type: 'vip_trial', mobile: '13800138000', address: '上海集群', intention: '了解会员' };
    const accepted = [];
    for (let i = 0; i < CONSULTS_PER_ADDRESS_PER_HOUR; i++) accepted.push(await visitor.call('oct/General/addConsult', form));
    expect(accepted.map((a) => a.body.status)).toEqual(Array(CONSULTS_PER_ADDRESS_PER_HOUR).fill(200));
    for (const server of both) expect((await visitor.call('oct/General/addConsult', form, server)).http).toBe(429);
    const [row] = await cluster.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_requests WHERE address = $1', ['上海集群']);
    expect(row!.n).toBe(CONSULTS_PER_ADDRESS_PER_HOUR);
  });
});

describe('quotas and payments are granted once across servers', () => {
  it('lets exactly the 5 downloads left today through of 30 concurrent ones spread over both servers', async () => {
    const { id, c } = await signedIn('cluster-downloader', { vipDays: 30, channels: [DL.women] });
    await cluster.db.query('INSERT INTO download_quota (user_id, day, used) VALUES ($1, $2, 295)', [id, quotaDay()]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => c.get(`/download/item/${DL.womenItems[i % 40]!}/jpg/x`, i % 2)),
    );
    const served = answers.flatMap((a, i) => (a.http === 200 ? [{ ...a, item: DL.womenItems[i % 40]! }] : []));
    expect(served).toHaveLength(5);
    // Both servers read the originals from the one bucket.
    for (const file of served) expect(file.bytes.equals(fixture.covers.get(file.item)!)).toBe(true);
    expect(answers.filter((a) => a.http === 429)).toHaveLength(25);
    const [quota] = await cluster.db.query<{ used: number }>('SELECT used FROM download_quota WHERE user_id = $1 AND day = $2', [id, quotaDay()]);
    expect(quota!.used).toBe(300);
  });

  it('grants VIP once when copies of one payment notification reach both servers at the same time', async () => {
    const { id, c } = await signedIn('cluster-buyer');
    const created = await c.call<CreatedOrder>('oct/Order/create', { buyType: 'year', idempotency_key: 'cluster-buyer-order-0001' });
    const info = created.body.data.orderInfo;
    const fields = sandbox.sign({
      app_id: sandbox.appId,
      out_trade_no: info.order_no,
      trade_no: `SBCLUSTER${info.order_no.slice(-8)}`,
      total_amount: info.total,
      currency: 'CNY',
      trade_status: 'TRADE_SUCCESS',
    });
    const gateway = client();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gateway.fetch(
          '/api/payments/notify/sandbox',
          { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
          i % 2,
        ),
      ),
    );
    expect(await Promise.all(answers.map(async (a) => [a.response.status, await a.response.text()]))).toEqual(Array(12).fill([200, 'success']));
    const [grants] = await cluster.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vip_grants WHERE user_id = $1', [id]);
    expect(grants!.n).toBe(1);
    const outcomes = await cluster.db.query<{ outcome: string; n: number }>(
      'SELECT outcome, count(*)::int AS n FROM payment_notifications WHERE out_trade_no = $1 GROUP BY outcome ORDER BY outcome',
      [info.order_no],
    );
    expect(outcomes).toEqual([
      { outcome: 'duplicate', n: 11 },
      { outcome: 'granted', n: 1 },
    ]);
  });
});

describe('sync applies a batch exactly once whichever server gets it', () => {
  const favourite = (userId: number, seq: number, itemId: number) => ({
    opId: randomUUID(),
    seq,
    userId,
    kind: 'favourite.set',
    itemId,
    type: 3,
    pictureId: null,
    on: true,
  });
  const favourites = async (userId: number) =>
    (await cluster.db.query<{ item_id: number }>('SELECT item_id FROM favourites WHERE user_id = $1 ORDER BY item_id', [userId])).map((r) => r.item_id);

  it('a batch retried on the other server (its answer was lost) applies once and reports duplicates', async () => {
    const { id, c } = await signedIn('cluster-syncer');
    const batch = { pushVersion: PUSH_VERSION, clientId: randomUUID(), cursor: 0, ops: [favourite(id, 1, 2), favourite(id, 2, 3)] };
    const first = await c.sync<PushResponse>(batch, 0);
    expect(first.body.data.results.map((r) => r.outcome)).toEqual(['applied', 'applied']);
    const retried = await c.sync<PushResponse>(batch, 1);
    expect(retried.body.data.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await favourites(id)).toEqual([2, 3]);
    const [log] = await cluster.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_ops WHERE user_id = $1', [id]);
    expect(log!.n).toBe(2);
  });

  it('the same batch sent to both servers at once applies once', async () => {
    const { id, c } = await signedIn('cluster-racer-sync');
    const batch = { pushVersion: PUSH_VERSION, clientId: randomUUID(), cursor: 0, ops: [favourite(id, 1, 4), favourite(id, 2, 5), favourite(id, 3, 6)] };
    const answers = await Promise.all([c.sync<PushResponse>(batch, 0), c.sync<PushResponse>(batch, 1)]);
    const outcomes = answers.flatMap((a) => a.body.data.results.map((r) => r.outcome));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3);
    expect(await favourites(id)).toEqual([4, 5, 6]);
  });
});

describe('the answer cache of each server', () => {
  const listOf = (c: ClusterClient, server: number) =>
    c.call<ListResult>('oct/ListDataKw/getList', { channel: DL.women, column: 1 }, server).then((a) => a.body.data.list);
  const lockOf = async (c: ClusterClient, server: number) => (await listOf(c, server)).find((item) => item.id === VIP_ITEM)!.locked;

  it('never hands a VIP\'s answer to a member or a guest, nor one user\'s favourites to another', async () => {
    const { c: vip } = await signedIn('cluster-cache-vip', { vipDays: 30, channels: [DL.women] });
    const { c: member } = await signedIn('cluster-cache-member');
    const guest = client();
    // The VIP fills both servers' caches first.
    for (const server of both) {
      expect(await lockOf(vip, server)).toBe(false);
      expect((await vip.call<DetailResult>('oct/DetailData/getDetail', { id: VIP_ITEM }, server)).body.status).toBe(200);
    }
    for (const server of both) {
      expect(await lockOf(member, server)).toBe(true);
      expect(await lockOf(guest, server)).toBe(true);
      expect((await member.call('oct/DetailData/getDetail', { id: VIP_ITEM }, server)).body.status).toBe(9527);
      expect((await guest.call('oct/DetailData/getDetail', { id: VIP_ITEM }, server)).body.status).toBe(9527);
    }

    const { id: ownerId, c: owner } = await signedIn('cluster-fav-owner', { vipDays: 30, channels: [DL.women] });
    const op = { opId: randomUUID(), seq: 1, userId: ownerId, kind: 'favourite.set', itemId: 7, type: 3, pictureId: null, on: true };
    await owner.sync({ pushVersion: PUSH_VERSION, clientId: randomUUID(), cursor: 0, ops: [op] }, 0);
    const favouriteCount = async (c: ClusterClient, server: number) => {
      let count = 0;
      for (const kind of COLLECTION_KINDS) count += (await c.call<{ count: number } | null>('oct/UserCenter/getFavList', { kind }, server)).body.data?.count ?? 0;
      return count;
    };
    for (const server of both) {
      expect(await favouriteCount(owner, server)).toBe(1);
      expect(await favouriteCount(vip, server)).toBe(0);
    }
  });

  it('opens the VIP item on server A right after the VIP purchase was paid on server B (no stale rights)', async () => {
    const { c: buyer } = await signedIn('cluster-upgrader');
    // Server A caches the member's view: the item is locked.
    expect(await lockOf(buyer, 0)).toBe(true);
    expect((await buyer.call('oct/DetailData/getDetail', { id: VIP_ITEM }, 0)).body.status).toBe(9527);

    const created = await buyer.call<CreatedOrder>('oct/Order/create', { buyType: 'year', idempotency_key: 'cluster-upgrade-order-01' }, 1);
    const info = created.body.data.orderInfo;
    const paid = await buyer.fetch(
      '/api/payments/sandbox/pay',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_no: info.order_no }) },
      1,
    );
    expect(((await paid.response.json()) as { data: { paid: boolean } }).data.paid).toBe(true);

    // Well within the cache's 30 s: the answer now comes from the VIP's entry, not the member's.
    expect(await lockOf(buyer, 0)).toBe(false);
    expect((await buyer.call('oct/DetailData/getDetail', { id: VIP_ITEM }, 0)).body.status).toBe(200);
  });
});

describe('/status on each server', () => {
  it('reports the build, the database engine and migration level and the media store, and no secret', async () => {
    const migrations = (await readdir(new URL('../../server/db/migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    for (const server of cluster.servers) {
      const response = await fetch(`${server.url}/status`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({
        status: 'ok',
        build: { version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
        database: { engine: 'postgres', reachable: true, migration: migrations.at(-1), applied: migrations.length, pending: 0 },
        media: { driver: 's3', reachable: true },
      });
      for (const secret of [cluster.env.DATABASE_URL!, cluster.env.DATA_DIR!, 'postgres://', s3.endpoint, 'S3RVER', 'cluster']) {
        expect(text).not.toContain(secret);
      }
    }
  });
});
