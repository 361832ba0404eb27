/**
 * The model of H1's property test (tests/server/sync-property.test.ts): generated scenarios,
 * protocol-model devices, a faulty network, and the checks against the server's tables and log.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../server/db/db';
import { pushAndPull } from '../../server/sync/service';
import {
  PUSH_VERSION,
  entityOf,
  type Change,
  type Op,
  type OpBody,
  type PaletteColour,
  type PushRequest,
  type PushResponse,
} from '../../src/shared/sync/protocol';
import { FIXTURE, insertUser } from './sync-fixtures';

export const CLIENTS = 3;
export const MAX_OPS_PER_CLIENT = 300;

// ---------------------------------------------------------------- generated scenarios

// Small id spaces so that devices keep colliding on the same entities, and now and then an id
// that does not exist (an op that can never apply).
const rarely = <T, R>(usual: fc.Arbitrary<T>, rare: R) => fc.oneof({ weight: 12, arbitrary: usual }, { weight: 1, arbitrary: fc.constant(rare) });
const ITEM = rarely(fc.constantFrom(...FIXTURE.itemIds.slice(0, 3)), FIXTURE.missingItemId);
const PICTURE = rarely(fc.constantFrom(null, null, 'pic-101-a'), 'pic-missing');
const PALETTES = ['palette-a', 'palette-b', 'palette-c'];
const FOLDERS = ['folder-x', 'folder-y'];
/** Collect groups; each has names of its own, so two groups never ask for one name. */
const GROUPS = ['group-x', 'group-y'];
const GROUP_NAMES: Record<string, string[]> = { 'group-x': ['通勤', '通勤灵感'], 'group-y': ['配色', '配色灵感'] };
const BLOG = rarely(fc.constantFrom(...FIXTURE.blogIds), FIXTURE.missingBlogId);

const palettes: PaletteColour[][] = [
  [{ color_rgbhex: '#112233', ratio: 100 }],
  [{ color_rgbhex: '#445566', ratio: 40 }, { color_rgbhex: '#778899', ratio: 60 }],
];

/**
 * Poison ops: text the database cannot store (an older client validated less). Each must be
 * answered failed on its own while the ops around it sync (issue #18 item 8).
 */
const poison: fc.Arbitrary<OpBody> = fc.oneof(
  fc.record({
    kind: fc.constant('palette.upsert' as const),
    paletteId: fc.constantFrom(...PALETTES),
    folderId: fc.constant(null),
    title: fc.constantFrom('海\u0000风', '\u0000'),
    colours: fc.constantFrom(...palettes),
    source: fc.constant<Record<string, string | number>>({}),
  }),
  fc.record({ kind: fc.constant('paletteFolder.upsert' as const), folderId: fc.constantFrom(...FOLDERS), name: fc.constant('秋\u0000冬') }),
);
const isPoison = (body: OpBody) => JSON.stringify(body).includes('\\u0000');

const validOpBody: fc.Arbitrary<OpBody> = fc.oneof(
  fc.record({
    kind: fc.constant('favourite.set' as const),
    itemId: ITEM,
    type: fc.constant<number>(3),
    pictureId: PICTURE,
    on: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('follow.set' as const),
    target: fc.constantFrom('brand' as const, 'blogger' as const),
    targetId: rarely(fc.constantFrom(FIXTURE.brandIds[0]!, FIXTURE.bloggerIds[0]!), FIXTURE.missingBrandId),
    on: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('palette.upsert' as const),
    paletteId: fc.constantFrom(...PALETTES),
    folderId: fc.constantFrom(null, ...FOLDERS),
    title: fc.constantFrom<string>('海风', '落日', '未命名色板'),
    colours: fc.constantFrom(...palettes),
    source: fc.constant<Record<string, string | number>>({}),
  }),
  fc.record({ kind: fc.constant('palette.delete' as const), paletteId: fc.constantFrom(...PALETTES) }),
  fc.record({ kind: fc.constant('paletteFolder.upsert' as const), folderId: fc.constantFrom(...FOLDERS), name: fc.constantFrom('春夏', '秋冬') }),
  fc.record({ kind: fc.constant('paletteFolder.delete' as const), folderId: fc.constantFrom(...FOLDERS) }),
  fc.record({
    kind: fc.constant('history.add' as const),
    itemId: ITEM,
    type: fc.constant<number>(3),
    // Clocks of devices disagree by up to a day; history keeps the latest time, sync order ignores clocks.
    viewedAt: fc.integer({ min: 1_700_000_000_000 - 86_400_000, max: 1_700_000_000_000 + 86_400_000 }),
  }),
  fc
    .tuple(fc.constantFrom(...GROUPS), fc.nat(1))
    .map(([groupId, n]): OpBody => ({ kind: 'insGroup.upsert', groupId, name: GROUP_NAMES[groupId]![n]! })),
  fc.record({ kind: fc.constant('insGroup.delete' as const), groupId: fc.constantFrom(...GROUPS) }),
  fc.record({ kind: fc.constant('insCollect.set' as const), groupId: fc.constantFrom(...GROUPS), blogId: BLOG, on: fc.boolean() }),
  fc.record({ kind: fc.constant('insCollect.set' as const), groupId: fc.constantFrom(...GROUPS), blogId: BLOG, on: fc.boolean() }),
);
const opBody = fc.oneof({ weight: 30, arbitrary: validOpBody }, { weight: 1, arbitrary: poison });

/**
 * splitReversed: the batch arrives as two requests, its later half first (issue #18 item 7);
 * twoTabs: two tabs of the device push overlapping slices of the outbox at the same moment.
 */
type Fault = 'none' | 'dropRequest' | 'dropResponse' | 'duplicateNow' | 'duplicateLater' | 'splitReversed' | 'twoTabs';
type NetworkEvent =
  | { kind: 'flush'; client: number; batch: number; fault: Fault }
  | { kind: 'offline' | 'online'; client: number }
  /** All devices push at the same moment. */
  | { kind: 'flushTogether'; batch: number }
  /** Requests held back by the network arrive now, long after their device moved on. */
  | { kind: 'redeliver'; client: number };

const client = fc.integer({ min: 0, max: CLIENTS - 1 });
const batch = fc.integer({ min: 1, max: 60 });
const networkEvent: fc.Arbitrary<NetworkEvent> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('flush' as const), client, batch, fault: fc.constantFrom<Fault>('none', 'none', 'dropRequest', 'dropResponse', 'duplicateNow', 'duplicateLater', 'splitReversed', 'twoTabs') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), client }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flushTogether' as const), batch }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redeliver' as const), client }) },
);

export const scenario = fc.record({
  // Most devices make a few dozen changes; one in four makes up to the full 300.
  ops: fc.tuple(
    ...Array.from({ length: CLIENTS }, () =>
      fc.oneof(
        { weight: 3, arbitrary: fc.array(opBody, { maxLength: 30, size: 'max' }) },
        { weight: 1, arbitrary: fc.array(opBody, { maxLength: MAX_OPS_PER_CLIENT, size: 'max' }) },
      ),
    ),
  ),
  // Each network event happens at a point (0 = before the first op, 1 = after the last).
  network: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), networkEvent), { maxLength: 40, size: 'max' }),
});
export type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

// ---------------------------------------------------------------- the devices

/** What a device or the server shows of an entity, compared across them. */
type View = string;

/** A palette as a view: its colours with their keys in one order (jsonb reorders them). */
function paletteView(folderId: unknown, title: unknown, colours: unknown): View {
  const sorted = (colours as Record<string, unknown>[]).map((colour) => Object.fromEntries(Object.entries(colour).sort(([a], [b]) => a.localeCompare(b))));
  return JSON.stringify([folderId, title, sorted]);
}
function viewOf(change: Pick<Change, 'entity' | 'state'>): View | null {
  const state = change.state as Record<string, unknown> | null;
  if (state === null) return null;
  switch (change.entity) {
    case 'favourite':
    case 'follow':
      return 'on';
    case 'palette':
      return paletteView(state.folderId, state.title, state.colours);
    case 'paletteFolder':
      return JSON.stringify(state.name);
    case 'history':
    case 'fabricView':
      return String(state.viewedAt);
    case 'fabricFavourite':
    case 'insCollect':
      return 'on';
    case 'insGroup':
      return JSON.stringify(state.name);
    case 'layoutDoc':
      throw new Error('layout documents are not modelled here: tests/server/layout-doc-sync.test.ts');
  }
}

class Device {
  readonly clientId = randomUUID();
  outbox: Op[] = [];
  enqueued: Op[] = [];
  nextSeq = 1;
  cursor = 0;
  online = true;
  /** Entity → what this device shows, starting from the optimistic local write. */
  readonly shown = new Map<string, View>();
  readonly heardFailed = new Set<string>();
  readonly heldBack: PushRequest[] = [];

  constructor(readonly userId: number) {}

  /** The local change and its outbox entry, as one transaction does it on the real client. */
  enqueue(body: OpBody) {
    const op = { ...body, opId: randomUUID(), seq: this.nextSeq++, userId: this.userId } as Op;
    this.outbox.push(op);
    this.enqueued.push(op);
    const { entity, key } = entityOf(body);
    const optimistic = optimisticView(body);
    if (optimistic === null) this.shown.delete(`${entity}/${key}`);
    else this.shown.set(`${entity}/${key}`, optimistic);
  }

  request(batchSize: number, from = 0): PushRequest {
    return { pushVersion: PUSH_VERSION, clientId: this.clientId, cursor: this.cursor, ops: this.outbox.slice(from, from + batchSize) };
  }

  /** The client's handling of an answer: ack, failures, then changes not shadowed by pending ops. */
  receive(response: PushResponse) {
    const answered = new Set(response.results.map((result) => result.seq));
    this.outbox = this.outbox.filter((op) => !answered.has(op.seq));
    for (const result of response.results) if (result.outcome === 'failed') this.heardFailed.add(result.opId);
    if (response.reset) this.shown.clear();
    const pending = new Set(this.outbox.map((op) => { const { entity, key } = entityOf(op); return `${entity}/${key}`; }));
    for (const change of response.changes) {
      const id = `${change.entity}/${change.key}`;
      if (pending.has(id)) continue;
      const view = viewOf(change);
      if (view === null) this.shown.delete(id);
      else this.shown.set(id, view);
    }
    this.cursor = response.cursor;
  }
}

function optimisticView(body: OpBody): View | null {
  switch (body.kind) {
    case 'favourite.set':
    case 'follow.set':
      return body.on ? 'on' : null;
    case 'palette.upsert':
      return paletteView(body.folderId, body.title, body.colours);
    case 'paletteFolder.upsert':
      return JSON.stringify(body.name);
    case 'history.add':
    case 'fabricView.add':
      return String(body.viewedAt);
    case 'fabricFavourite.set':
    case 'insCollect.set':
      return body.on ? 'on' : null;
    case 'insGroup.upsert':
      return JSON.stringify(body.name);
    case 'palette.delete':
    case 'paletteFolder.delete':
    case 'insGroup.delete':
      return null;
    case 'layoutDoc.create':
    case 'layoutDoc.update':
    case 'layoutDoc.meta':
    case 'layoutDoc.delete':
      throw new Error('layout documents are not modelled here: tests/server/layout-doc-sync.test.ts');
  }
}

// ---------------------------------------------------------------- the network

export interface Server {
  /** Delivers one request to the server and returns its answer (or throws like the server would). */
  deliver(request: PushRequest): Promise<PushResponse>;
  /** Maps the client id the server saw back to the device's own. */
  deviceClientId(serverClientId: string): string;
}

export const realServer = (db: Db, userId: number): Server => ({
  deliver: (request) => pushAndPull(db, userId, request),
  deviceClientId: (id) => id,
});

/** Test of the test: a server that cannot recognise repeats (each delivery looks like a new device). */
export function serverWithoutDedupe(db: Db, userId: number): Server {
  const original = new Map<string, string>();
  return {
    deliver(request) {
      const disguised = randomUUID();
      original.set(disguised, request.clientId);
      return pushAndPull(db, userId, { ...request, clientId: disguised });
    },
    deviceClientId: (id) => original.get(id) ?? id,
  };
}

/** Requests of one flush that reach the server out of order, each answered to the device. */
async function flushOutOfOrder(server: Server, device: Device, batchSize: number, fault: 'splitReversed' | 'twoTabs') {
  const request = device.request(batchSize);
  const half = Math.ceil(request.ops.length / 2);
  if (fault === 'splitReversed') {
    device.receive(await server.deliver({ ...request, ops: request.ops.slice(half) }));
    device.receive(await server.deliver({ ...request, ops: request.ops.slice(0, half) }));
    return;
  }
  const [first, second] = await Promise.all([server.deliver(request), server.deliver(device.request(batchSize, half))]);
  // The answer of the later slice is read first.
  device.receive(second);
  device.receive(first);
}

async function flush(server: Server, device: Device, batchSize: number, fault: Fault) {
  if (!device.online || fault === 'dropRequest') return;
  if (fault === 'splitReversed' || fault === 'twoTabs') return flushOutOfOrder(server, device, batchSize, fault);
  const request = device.request(batchSize);
  if (fault === 'duplicateLater') device.heldBack.push(request);
  const deliveries = fault === 'duplicateNow' ? [server.deliver(request), server.deliver(request)] : [server.deliver(request)];
  const answers = await Promise.allSettled(deliveries);
  if (fault === 'dropResponse') return;
  // The server never fails on these requests: an error here is a bug, not a network fault.
  for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
  device.receive((answers[0] as PromiseFulfilledResult<PushResponse>).value);
}

async function run(server: Server, devices: Device[], { ops, network }: Scenario) {
  const rounds = Math.max(...ops.map((list) => list.length));
  const events = network.map(([at, event]) => [Math.floor(at * rounds), event] as const).sort((a, b) => a[0] - b[0]);
  let next = 0;
  for (let round = 0; round <= rounds; round++) {
    devices.forEach((device, i) => {
      const body = ops[i]![round];
      if (body) device.enqueue(body);
    });
    for (; next < events.length && events[next]![0] === round; next++) {
      const event = events[next]![1];
      switch (event.kind) {
        case 'flush':
          await flush(server, devices[event.client]!, event.batch, event.fault);
          break;
        case 'flushTogether':
          await Promise.all(devices.map((device) => flush(server, device, event.batch, 'none')));
          break;
        case 'offline':
        case 'online':
          devices[event.client]!.online = event.kind === 'online';
          break;
        case 'redeliver': {
          const device = devices[event.client]!;
          const stale = device.heldBack.splice(0);
          // Their answers go nowhere: the device gave up on them long ago.
          await Promise.allSettled(stale.map((request) => server.deliver(request)));
          break;
        }
      }
    }
  }
  // Quiesce: everyone online, flush until every outbox is empty, then one more pull each.
  for (const device of devices) device.online = true;
  for (let attempt = 0; devices.some((d) => d.outbox.length > 0); attempt++) {
    if (attempt > 100) throw new Error('outboxes never drained');
    for (const device of devices) await flush(server, device, 200, 'none');
  }
  for (const device of devices) {
    let more = true;
    while (more) {
      const response = await server.deliver(device.request(0));
      device.receive(response);
      more = response.more;
    }
  }
}

// ---------------------------------------------------------------- the checks

interface LoggedOp {
  client_id: string;
  seq: number;
  op_id: string;
  outcome: 'applied' | 'failed' | 'superseded';
}

function setOn(state: Map<string, View>, id: string, on: boolean) {
  if (on) state.set(id, 'on');
  else state.delete(id);
}

/**
 * An independent fold of the server's op log, over the ops as the devices sent them: what the
 * tables must hold and how each op must have ended. A poison op fails; an op of a device that
 * arrives after a newer op of the same device on the same entity changes nothing (superseded),
 * except history, where the latest view time wins in any order.
 */
function foldLog(log: LoggedOp[], sent: Map<string, Op>) {
  const state = new Map<string, View>();
  const folders = new Set<string>();
  const groups = new Set<string>();
  const expectedOutcome: LoggedOp['outcome'][] = [];
  /** client/entity → highest seq of that client applied to it. */
  const newest = new Map<string, number>();
  for (const { client_id, seq, op_id } of log) {
    const body = sent.get(op_id)!;
    const { entity, key } = entityOf(body);
    const id = `${entity}/${key}`;
    if (isPoison(body)) {
      expectedOutcome.push('failed');
      continue;
    }
    if (entity !== 'history' && (newest.get(`${client_id}/${id}`) ?? 0) > seq) {
      expectedOutcome.push('superseded');
      continue;
    }
    let ok = true;
    switch (body.kind) {
      case 'favourite.set':
        ok = FIXTURE.itemIds.includes(body.itemId) && (body.pictureId === null || (FIXTURE.pictures[body.itemId] ?? []).includes(body.pictureId));
        if (ok) setOn(state, id, body.on);
        break;
      case 'follow.set':
        ok = (body.target === 'brand' ? FIXTURE.brandIds : FIXTURE.bloggerIds).includes(body.targetId);
        if (ok) setOn(state, id, body.on);
        break;
      case 'palette.upsert': {
        const folderId = body.folderId !== null && folders.has(body.folderId) ? body.folderId : null;
        state.set(id, paletteView(folderId, body.title, body.colours));
        break;
      }
      case 'palette.delete':
        state.delete(id);
        break;
      case 'paletteFolder.upsert':
        folders.add(body.folderId);
        state.set(id, JSON.stringify(body.name));
        break;
      case 'paletteFolder.delete':
        folders.delete(body.folderId);
        state.delete(id);
        for (const [other, view] of state) {
          if (!other.startsWith('palette/')) continue;
          const [folderId, title, colours] = JSON.parse(view) as [string | null, string, unknown];
          if (folderId === body.folderId) state.set(other, paletteView(null, title, colours));
        }
        break;
      case 'history.add': {
        ok = FIXTURE.itemIds.includes(body.itemId);
        const latest = Math.max(body.viewedAt, Number(state.get(id) ?? 0));
        if (ok) state.set(id, String(latest));
        break;
      }
      case 'insGroup.upsert':
        groups.add(body.groupId);
        state.set(id, JSON.stringify(body.name));
        break;
      case 'insGroup.delete':
        groups.delete(body.groupId);
        state.delete(id);
        for (const other of [...state.keys()]) if (other.startsWith(`insCollect/${body.groupId}:`)) state.delete(other);
        break;
      case 'insCollect.set':
        // Taking a post out always holds; collecting needs the group and the post.
        ok = !body.on || (groups.has(body.groupId) && FIXTURE.blogIds.includes(body.blogId));
        if (ok) setOn(state, id, body.on);
        break;
      default:
        throw new Error(`the model does not know ${body.kind}`);
    }
    expectedOutcome.push(ok ? 'applied' : 'failed');
    if (ok) newest.set(`${client_id}/${id}`, Math.max(seq, newest.get(`${client_id}/${id}`) ?? 0));
  }
  return { state, expectedOutcome };
}

/** What the server's tables hold for the user, in the devices' terms. */
async function serverTables(db: Db, userId: number): Promise<Map<string, View>> {
  const views = new Map<string, View>();
  for (const row of await db.query<{ item_type: number; item_id: number; picture_id: string }>(
    'SELECT item_type, item_id, picture_id FROM favourites WHERE user_id = $1',
    [userId],
  )) {
    views.set(`favourite/${row.item_type}:${row.item_id}:${row.picture_id}`, 'on');
  }
  for (const row of await db.query<{ target_kind: string; target_id: number }>('SELECT target_kind, target_id FROM follows WHERE user_id = $1', [userId])) {
    views.set(`follow/${row.target_kind}:${row.target_id}`, 'on');
  }
  for (const row of await db.query<{ id: string; folder_id: string | null; title: string; colours: unknown }>(
    'SELECT id, folder_id, title, colours FROM colour_palettes WHERE user_id = $1',
    [userId],
  )) {
    views.set(`palette/${row.id}`, paletteView(row.folder_id, row.title, row.colours));
  }
  for (const row of await db.query<{ id: string; name: string }>('SELECT id, name FROM colour_folders WHERE user_id = $1', [userId])) {
    views.set(`paletteFolder/${row.id}`, JSON.stringify(row.name));
  }
  for (const row of await db.query<{ item_type: number; item_id: number; ms: number }>(
    `SELECT item_type, item_id, round(extract(epoch from viewed_at) * 1000)::bigint AS ms FROM view_history WHERE user_id = $1`,
    [userId],
  )) {
    views.set(`history/${row.item_type}:${row.item_id}`, String(row.ms));
  }
  for (const row of await db.query<{ key: string; name: string }>('SELECT key, name FROM ins_collect_groups WHERE user_id = $1', [userId])) {
    views.set(`insGroup/${row.key}`, JSON.stringify(row.name));
  }
  for (const row of await db.query<{ key: string; blog_id: number }>(
    'SELECT g.key, c.blog_id FROM ins_collects c JOIN ins_collect_groups g ON g.id = c.group_id WHERE c.user_id = $1',
    [userId],
  )) {
    views.set(`insCollect/${row.key}:${row.blog_id}`, 'on');
  }
  return views;
}

/** How often the runs met the cases of issue #18, so the property cannot pass without them. */
export const seen = { late: 0, superseded: 0, poison: 0 };

async function check(db: Db, userId: number, server: Server, devices: Device[]) {
  const rows = await db.query<LoggedOp>(
    'SELECT client_id, seq, op_id, outcome FROM sync_ops WHERE user_id = $1 ORDER BY server_seq',
    [userId],
  );
  const log = rows.map((row) => ({ ...row, client_id: server.deviceClientId(row.client_id) }));
  for (const device of devices) {
    // Exactly once: every op of the device is in the log once (none lost, none twice), whatever
    // order the network delivered them in.
    const processed = log.filter((row) => row.client_id === device.clientId).map((row) => row.op_id);
    expect([...processed].sort()).toEqual(device.enqueued.map((op) => op.opId).sort());
    expect(device.outbox).toEqual([]);
  }
  const sent = new Map(devices.flatMap((device) => device.enqueued.map((op) => [op.opId, op] as const)));
  const { state, expectedOutcome } = foldLog(log, sent);
  expect(log.map((row) => row.outcome)).toEqual(expectedOutcome);
  const tables = await serverTables(db, userId);
  expect(tables).toEqual(state);
  const failed = new Set(log.filter((row) => row.outcome === 'failed').map((row) => row.op_id));
  for (const device of devices) {
    expect(device.shown).toEqual(tables);
    const own = new Set(device.enqueued.map((op) => op.opId));
    expect(device.heardFailed).toEqual(new Set([...failed].filter((id) => own.has(id))));
  }
  const highest = new Map<string, number>();
  for (const { client_id, seq } of log) {
    if (seq < (highest.get(client_id) ?? 0)) seen.late += 1;
    highest.set(client_id, Math.max(seq, highest.get(client_id) ?? 0));
  }
  seen.superseded += log.filter((row) => row.outcome === 'superseded').length;
  seen.poison += log.filter((row) => isPoison(sent.get(row.op_id)!)).length;
}

/** Palette and folder ids are global (client-generated): give each run's user its own. */
function ownedBy(userId: number, body: OpBody): OpBody {
  const own = (id: string) => `u${userId}-${id}`;
  if ('paletteId' in body) body = { ...body, paletteId: own(body.paletteId) };
  if ('folderId' in body && body.folderId !== null) body = { ...body, folderId: own(body.folderId) };
  if ('groupId' in body) body = { ...body, groupId: own(body.groupId) };
  return body;
}

/** One scenario on a new user (sync state is per user, so runs never see each other). */
export async function runScenario(db: Db, makeServer: (db: Db, userId: number) => Server, s: Scenario) {
  const userId = await insertUser(db);
  const server = makeServer(db, userId);
  const devices = Array.from({ length: CLIENTS }, () => new Device(userId));
  await run(server, devices, { ...s, ops: s.ops.map((ops) => ops.map((body) => ownedBy(userId, body))) });
  await check(db, userId, server, devices);
}

