import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaDay } from '../../src/shared/download/limits';
import { registerAccounts } from '../../server/accounts';
import { Registry } from '../../server/api/registry';
import { loadConfig } from '../../server/config';
import { DownloadFiles, type AssetFile } from '../../server/downloads/files';
import { registerDownloadRoutes } from '../../server/downloads/routes';
import { LocalDiskStore } from '../../server/media/store';
import { createUser, login } from '../support/accounts';
import { createTestDb, type TestDb } from '../support/test-db';
import { DL, loadDownloadFixture, type DownloadFixture } from './download-fixture';

/**
 * Issue #18 item 5: a bulk zip read in part and then abandoned charges the entries whose bytes
 * were sent, not all or nothing. The real accounts and download routes on a real socket; one
 * source file stalls, so the archive stops after a known number of complete entries.
 */
const STALLED_INDEX = 25;
const ids = DL.womenItems.slice(0, 40);
const stalledKey = `fx/cover${ids[STALLED_INDEX]}`;

/** The store's files, except one whose bytes never come until the test lets them. */
class StallingFiles extends DownloadFiles {
  readonly stalled = new PassThrough();
  override open(file: AssetFile): Promise<Readable> {
    return file.key === stalledKey ? Promise.resolve(this.stalled) : super.open(file);
  }
}

let db: TestDb;
let app: FastifyInstance;
let files: StallingFiles;
let dir: string;
let cookie: string;
let fx: DownloadFixture;
let origin: string;

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(join(tmpdir(), 'trendloom-dl-abort-'));
  const media = new LocalDiskStore(join(dir, 'media'));
  fx = await loadDownloadFixture(db.db, media);
  app = Fastify();
  await app.register(fastifyCookie);
  registerAccounts(app, { db: db.db, config: { ...loadConfig({}), dataDir: dir }, registry: new Registry() });
  files = new StallingFiles(db.db, media);
  registerDownloadRoutes(app, { db: db.db, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await createUser(db.db, 'abort-vip', { vipDays: 30, channels: [DL.women] });
  cookie = (await login(app, 'abort-vip')).cookie;
});
afterAll(async () => {
  files.stalled.end();
  await app.close();
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function used(): Promise<{ used: number; events: number }> {
  const [row] = await db.db.query<{ used: number }>(
    `SELECT q.used FROM download_quota q JOIN users u ON u.id = q.user_id WHERE u.username = 'abort-vip' AND q.day = $1`,
    [quotaDay()],
  );
  const [events] = await db.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM download_events e JOIN users u ON u.id = e.user_id WHERE u.username = 'abort-vip'`,
  );
  return { used: row?.used ?? 0, events: events!.n };
}

interface ReceivedEntry {
  name: string;
  data: Buffer;
}

/**
 * The complete entries at the start of a (cut-off) streamed zip: local header, data, then the
 * data descriptor whose compressed size matches the bytes in between. Stored entries only.
 */
function completeEntries(received: Buffer): ReceivedEntry[] {
  const entries: ReceivedEntry[] = [];
  let at = 0;
  while (at + 30 <= received.length && received.readUInt32LE(at) === 0x04034b50) {
    const nameLength = received.readUInt16LE(at + 26);
    const extraLength = received.readUInt16LE(at + 28);
    const dataStart = at + 30 + nameLength + extraLength;
    let descriptor = received.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), dataStart);
    while (descriptor !== -1 && descriptor + 16 <= received.length && received.readUInt32LE(descriptor + 8) !== descriptor - dataStart) {
      descriptor = received.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), descriptor + 1);
    }
    if (descriptor === -1 || descriptor + 16 > received.length) break;
    entries.push({ name: received.toString('utf8', at + 30, at + 30 + nameLength), data: received.subarray(dataStart, descriptor) });
    at = descriptor + 16;
  }
  return entries;
}

/** Reads the bulk zip until `wanted` entries arrived complete, then closes the connection. */
function readThenHangUp(wanted: number): Promise<{ status: number; entries: ReceivedEntry[] }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/download/src/mul?ids=${ids.join(',')}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        const entries = completeEntries(Buffer.concat(chunks));
        if (entries.length >= wanted) {
          request.destroy();
          resolve({ status: response.statusCode!, entries });
        }
      });
      response.on('error', () => undefined);
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    request.end();
  });
}

describe('bulk zip cut off by the client (issue #18 item 5)', () => {
  it('charges exactly the complete entries received, byte-identical originals, and gives back the rest', async () => {
    const { status, entries } = await readThenHangUp(STALLED_INDEX);
    expect(status).toBe(200);
    expect(entries).toHaveLength(STALLED_INDEX);
    entries.forEach((entry, index) => {
      const id = ids[index]!;
      expect(entry.name).toBe(`images/春夏印花 ${id}-${id}.jpg`);
      expect(entry.data.equals(fx.covers.get(id)!)).toBe(true);
    });
    // The server learns of the hang-up on its own time: wait for the refund to land.
    await expect.poll(used).toEqual({ used: STALLED_INDEX, events: STALLED_INDEX });
  });
});
