import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../server/db/db';
import { LocalDiskStore, type MediaStore } from '../../server/media/store';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDb } from './test-db';

export type { ServerProcess };

export interface Cluster {
  /** The test's own connection to the one database every server uses. */
  db: Db;
  /** The servers' shared media store: the bucket `env` names (MEDIA_STORE), or else a directory they all use. */
  media: MediaStore;
  servers: ServerProcess[];
  /** Environment every server was started with (to start another one like them). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * `count` app servers in separate processes against one fresh PostgreSQL database (a copy of the
 * run's migrated template) and one media store, behind a trusted proxy on loopback
 * (TRUST_PROXY=127.0.0.1, so a test picks its client address with X-Forwarded-For).
 */
export async function startCluster({
  count = 2,
  env = {},
  media,
}: {
  count?: number;
  env?: Record<string, string>;
  /** The test's own handle on the store `env` configures (MEDIA_STORE); default the shared DATA_DIR/media. */
  media?: MediaStore;
} = {}): Promise<Cluster> {
  const testDb = await createTestDb();
  if (!testDb.url) throw new Error('a cluster needs PostgreSQL: several processes cannot share an embedded PGlite');
  const dataDir = await mkdtemp(join(tmpdir(), 'trendloom-cluster-'));
  const serverEnv = {
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startServerProcess(String.fromCharCode(65 + i), serverEnv)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const dispose = async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await testDb.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await dispose();
    throw failed.reason;
  }
  return { db: testDb.db, media: media ?? new LocalDiskStore(join(dataDir, 'media')), servers, env: serverEnv, dispose };
}

export interface Answer<T = unknown> {
  http: number;
  body: { status: number; data: T; msg: string };
  headers: Headers;
  /** Which server answered. */
  server: string;
}

/**
 * A client (one browser) whose requests go to the servers in turn, as a round-robin load
 * balancer would send them: consecutive requests never hit the same server twice in a row. It
 * keeps its cookies like a browser and sits at its own address (X-Forwarded-For, trusted proxy).
 */
export class ClusterClient {
  private readonly cookies = new Map<string, string>();
  private turn = 0;

  constructor(
    private readonly servers: readonly ServerProcess[],
    readonly address = '203.0.113.10',
  ) {}

  /** The server the next request goes to, or server `index` when given. */
  private pick(index?: number): ServerProcess {
    return this.servers[index ?? this.turn++ % this.servers.length]!;
  }

  /** Another tab of the same browser, frozen at this moment: the same cookies and address from now on kept apart. */
  copy(): ClusterClient {
    const twin = new ClusterClient(this.servers, this.address);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}, server?: number): Promise<{ response: Response; server: string }> {
    const target = this.pick(server);
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    headers.set('sec-fetch-site', 'same-origin');
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    const response = await fetch(`${target.url}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair!.slice(at + 1) === '';
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(at + 1));
    }
    return { response, server: target.name };
  }

  private async json<T>(path: string, payload: unknown, server?: number): Promise<Answer<T>> {
    const { response, server: name } = await this.fetch(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
      server,
    );
    return { http: response.status, body: (await response.json()) as Answer<T>['body'], headers: response.headers, server: name };
  }

  login(account: string, password: string, server?: number) {
    return this.json('/api/auth/login', { account, password }, server);
  }

  /** POST /api/data `{module, controller, func, params}`. */
  call<T = unknown>(name: string, params: Record<string, unknown> = {}, server?: number) {
    const [module, controller, func] = name.split('/');
    return this.json<T>('/api/data', { module, controller, func, params }, server);
  }

  sync<T = unknown>(body: unknown, server?: number) {
    return this.json<T>('/api/sync', body, server);
  }

  async get(path: string, server?: number) {
    const { response, server: name } = await this.fetch(path, {}, server);
    return { http: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers, server: name };
  }
}
