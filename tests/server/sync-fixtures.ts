import { randomUUID } from 'node:crypto';
import { startSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { PUSH_VERSION, type OpBodyInput, type PushResponse } from '../../src/shared/sync/protocol';
import type { TestApp } from '../support/test-app';

/** What the sync tests favourite, follow and view: a few real catalogue rows. */
export const FIXTURE = {
  itemIds: [101, 102, 103, 104, 105],
  /** Item 101 has two pictures besides its cover. */
  pictures: { 101: ['pic-101-a', 'pic-101-b'] } as Record<number, string[]>,
  brandIds: [201, 202, 203],
  bloggerIds: [301, 302],
  /** Posts (Instagram blogs) of blogger 301, collected into groups. */
  blogIds: [401, 402],
  /** Ids that exist nowhere: ops on them can never apply. */
  missingItemId: 999_999,
  missingBrandId: 999_998,
  missingBlogId: 999_997,
};

/** Inserts a channel, a column, cover images, items, brands and bloggers once per database. */
export async function insertCatalogueFixture(db: Db): Promise<void> {
  await db.query(`INSERT INTO channels (id, name_zh, name_en, url_str) VALUES (20850, '女装', 'Womenswear', 'women')`);
  await db.query(`INSERT INTO columns (id, channel_id, name_zh, name_en, url_str) VALUES (1, 20850, '趋势', 'Trends', 'trend')`);
  const mediaIds = [
    ...FIXTURE.itemIds.map((id) => `cover-${id}`),
    ...Object.values(FIXTURE.pictures).flat(),
    ...FIXTURE.brandIds.map((id) => `logo-${id}`),
  ];
  for (const id of mediaIds) {
    await db.query(`INSERT INTO media (id, kind, mime, bytes, storage_key) VALUES ($1, 'image', 'image/png', 1, $1)`, [id]);
  }
  for (const id of FIXTURE.itemIds) {
    await db.query(
      `INSERT INTO items (id, channel_id, column_id, type, title_zh, title_en, publish_time, cover, pictures)
       VALUES ($1, 20850, 1, 3, $2, $3, 1700000000, $4, $5)`,
      [id, `条目${id}`, `Item ${id}`, `cover-${id}`, FIXTURE.pictures[id] ?? []],
    );
  }
  for (const id of FIXTURE.brandIds) {
    await db.query(`INSERT INTO brands (id, name_en, name_zh, letter, logo) VALUES ($1, $2, $3, 'B', $4)`, [
      id,
      `Brand ${id}`,
      `品牌${id}`,
      `logo-${id}`,
    ]);
  }
  for (const id of FIXTURE.bloggerIds) {
    await db.query(`INSERT INTO bloggers (id, name, nickname, itype) VALUES ($1, $2, $3, 3)`, [id, `blogger${id}`, `博主${id}`]);
  }
  for (const id of FIXTURE.blogIds) {
    await db.query(`INSERT INTO ins_blogs (id, uper_id, content, pictures, publish_time) VALUES ($1, $2, $3, $4, 1700000000)`, [
      id,
      FIXTURE.bloggerIds[0],
      `帖子${id}`,
      [`cover-${FIXTURE.itemIds[0]}`],
    ]);
  }
}

let userCounter = 0;

/** A new user row (sync state is per user, so each scenario gets its own). */
export async function insertUser(db: Db): Promise<number> {
  userCounter += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, password_hash) VALUES ($1, 'not-a-real-hash') RETURNING id`,
    [`sync_user_${process.pid}_${userCounter}_${Date.now().toString(36)}`],
  );
  return row!.id;
}

/** A signed-in device of a user: its own client id, sequence and cursor, like the real outbox. */
export async function syncDevice(t: TestApp, userId: number, token?: string) {
  const cookie = `tl_session=${token ?? (await startSession(t.db, userId))}`;
  const clientId = randomUUID();
  let seq = 0;
  let cursor = 0;
  const op = (body: OpBodyInput, forUser = userId) => ({ opId: randomUUID(), seq: ++seq, userId: forUser, ...body });
  async function push(ops: ReturnType<typeof op>[], overrides: Record<string, unknown> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ pushVersion: PUSH_VERSION, clientId, cursor, ops, ...overrides }),
    });
    const body = response.json() as { status: number; msg: string; data: PushResponse | null };
    if (body.data) cursor = body.data.cursor;
    return { http: response.statusCode, headers: response.headers, ...body };
  }
  return { op, push, cookie };
}
