import type { Db, Queryable } from '../db/db';
import { CANDIDATE_KEYS, colourFeatures, NEIGHBOURS_PER_ITEM, neighbourScore, TopK, ValueWeights, type ItemFeatures } from './similarity';
import { Rng } from '../seed/prng';

/**
 * The precomputed neighbours of every item (table item_neighbours, migration 210). A full build
 * reads the catalogue once and scores sampled candidates per item (items sharing a style,
 * category, pattern… in the channel, and items favourited by the same members); the refresh
 * recomputes only the items marked in recommend_dirty (new items, new favourites). Both run in any
 * app process: a lease row in meta keeps two full builds from running at once, and dirty rows are
 * claimed with FOR UPDATE SKIP LOCKED. Nothing is kept in process memory between runs.
 */

const LOAD_BATCH = 50_000;
const WRITE_BATCH = 40_000;
/** Items of one member taken into co-favourite pairs (the most recent). */
const MAX_MEMBER_FAVOURITES = 200;
/** Items refreshed per claimed batch. */
const REFRESH_BATCH = 100;
/** Candidates per value in an incremental refresh (the newest items carrying it). */
const REFRESH_CANDIDATES_PER_VALUE = 60;
const LEASE_KEY = 'recommend_build';
const LEASE_SECONDS = 30 * 60;

interface ItemRowLite {
  id: number;
  pv: number;
  channel_id: number;
  attr_ids: number[];
  colours: unknown;
  brand_id: number | null;
  cover: string;
}

const ITEM_FEATURE_COLUMNS = 'id, pv, channel_id, attr_ids, colours, brand_id, cover';

function featuresOf(row: ItemRowLite): ItemFeatures {
  return {
    id: row.id,
    channel: row.channel_id,
    values: Int32Array.from(row.attr_ids).sort(),
    colours: colourFeatures(row.colours),
    brand: row.brand_id,
    cover: row.cover,
    views: row.pv,
  };
}

async function attributeKeys(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; key: string }>('SELECT v.id, a.key FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id');
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** Writes the neighbours of the given items (their old rows replaced). */
async function writeNeighbours(
  db: Queryable,
  items: readonly number[],
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  scores: ArrayLike<number>,
  rows = from.length,
): Promise<void> {
  if (items.length) await db.query('DELETE FROM item_neighbours WHERE item_id = ANY($1::int[])', [items]);
  const batch = (values: ArrayLike<number>, start: number) => Array.from({ length: Math.min(WRITE_BATCH, rows - start) }, (_, n) => values[start + n]!);
  for (let start = 0; start < rows; start += WRITE_BATCH) {
    await db.query('INSERT INTO item_neighbours (item_id, neighbour_id, score) SELECT * FROM unnest($1::int[], $2::int[], $3::real[])', [
      batch(from, start),
      batch(to, start),
      batch(scores, start),
    ]);
  }
}

export interface BuildSummary {
  items: number;
  rows: number;
  seconds: number;
}

/**
 * Computes every item's neighbours from scratch and replaces the table. Takes the build lease
 * first; returns null when another process holds it.
 */
export async function buildAllNeighbours(db: Db, options: { log?: (message: string) => void; perItem?: number } = {}): Promise<BuildSummary | null> {
  const log = options.log ?? (() => undefined);
  const k = options.perItem ?? NEIGHBOURS_PER_ITEM;
  if (!(await takeLease(db))) return null;
  try {
    const started = Date.now();
    const [{ now } = { now: '' }] = await db.query<{ now: string }>('SELECT now()::text AS now');
    const keys = await attributeKeys(db);
    const items: ItemFeatures[] = [];
    for (let after = 0; ; ) {
      const rows = await db.query<ItemRowLite>(`SELECT ${ITEM_FEATURE_COLUMNS} FROM items WHERE id > $1 ORDER BY id LIMIT ${LOAD_BATCH}`, [after]);
      for (const row of rows) items.push(featuresOf(row));
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    log(`  recommend: ${items.length} items loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const indexOf = new Map<number, number>();
    items.forEach((item, index) => indexOf.set(item.id, index));

    // Value frequencies per channel, and candidate lists of the values that generate candidates.
    const channelSize = new Map<number, number>();
    const mostViews = new Map<number, number>();
    const frequency = new Map<string, number>();
    const lists = new Map<string, number[]>();
    for (let index = 0; index < items.length; index++) {
      const item = items[index]!;
      channelSize.set(item.channel, (channelSize.get(item.channel) ?? 0) + 1);
      mostViews.set(item.channel, Math.max(mostViews.get(item.channel) ?? 0, item.views));
      for (const value of item.values) {
        const key = `${item.channel}:${value}`;
        frequency.set(key, (frequency.get(key) ?? 0) + 1);
        if (CANDIDATE_KEYS[keys.get(value) ?? ''] !== undefined) {
          let list = lists.get(key);
          if (!list) lists.set(key, (list = []));
          list.push(index);
        }
      }
    }
    // Each list most viewed first: half of a value's candidates are its head, half drawn at random.
    for (const list of lists.values()) list.sort((a, b) => items[b]!.views - items[a]!.views || a - b);
    const weights = new ValueWeights(
      (value) => keys.get(value),
      (channel) => channelSize.get(channel) ?? 0,
      (channel, value) => frequency.get(`${channel}:${value}`) ?? 0,
    );
    for (const item of items) weights.prepare(item);

    // Co-favourites: per member, every pair of their (recent) favourites.
    const favCount = new Float64Array(items.length);
    const pairs = new Map<number, number>();
    const partners = new Map<number, number[]>();
    const members = await db.query<{ items: number[] }>(
      `SELECT (array_agg(item_id ORDER BY created_at DESC))[1:${MAX_MEMBER_FAVOURITES}] AS items
         FROM (SELECT user_id, item_id, max(created_at) AS created_at FROM favourites GROUP BY user_id, item_id) f GROUP BY user_id`,
    );
    for (const member of members) {
      const ids = member.items.map((id) => indexOf.get(id)).filter((index): index is number => index !== undefined);
      for (const a of ids) favCount[a]! += 1;
      for (const a of ids) {
        for (const b of ids) {
          if (a === b) continue;
          const key = a * 4_194_304 + b;
          const seen = pairs.get(key);
          if (seen === undefined) {
            let list = partners.get(a);
            if (!list) partners.set(a, (list = []));
            list.push(b);
          }
          pairs.set(key, (seen ?? 0) + 1);
        }
      }
    }

    // Typed arrays: 60 neighbours of a million items are 60 million rows.
    const from = new Int32Array(items.length * k);
    const to = new Int32Array(items.length * k);
    const scores = new Float32Array(items.length * k);
    let rows = 0;
    const stamp = new Int32Array(items.length).fill(-1);
    for (let index = 0; index < items.length; index++) {
      const item = items[index]!;
      const rng = new Rng(item.id); // deterministic: the same catalogue gives the same neighbours
      const random = () => rng.next();
      const top = new TopK(k);
      const consider = (other: number) => {
        if (other === index || stamp[other] === index) return;
        stamp[other] = index;
        const cofav = pairs.get(index * 4_194_304 + other);
        // Of the members who favourited this item, the share who favourited the other too.
        const share = cofav ? cofav / favCount[index]! : 0;
        top.offer(other, neighbourScore(item, items[other]!, mostViews.get(item.channel) ?? 0, share));
      };
      for (const value of item.values) {
        const take = CANDIDATE_KEYS[keys.get(value) ?? ''];
        if (take === undefined) continue;
        const list = lists.get(`${item.channel}:${value}`)!;
        if (list.length <= take) list.forEach(consider);
        else {
          for (let n = 0; n < take / 2; n++) consider(list[n]!);
          for (let n = 0; n < take / 2; n++) consider(list[Math.floor(random() * list.length)]!);
        }
      }
      for (const other of partners.get(index) ?? []) consider(other);
      for (let n = 0; n < top.ids.length; n++, rows++) {
        from[rows] = item.id;
        to[rows] = items[top.ids[n]!]!.id;
        scores[rows] = top.scores[n]!;
      }
    }
    log(`  recommend: ${rows} neighbours scored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await db.transaction(async (tx) => {
      await tx.query('TRUNCATE item_neighbours');
      await writeNeighbours(tx, [], from, to, scores, rows);
      // Marks made while this build read the catalogue stay for the next refresh.
      await tx.query('DELETE FROM recommend_dirty WHERE marked_at <= $1::timestamptz', [now]);
    });
    const summary = { items: items.length, rows, seconds: (Date.now() - started) / 1000 };
    log(`  recommend: ${summary.rows} neighbours of ${summary.items} items in ${summary.seconds.toFixed(1)} s`);
    return summary;
  } finally {
    await releaseLease(db);
  }
}

async function takeLease(db: Queryable): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO meta (key, value) VALUES ($1, jsonb_build_object('until', now() + make_interval(secs => $2)))
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE (meta.value ->> 'until')::timestamptz < now()
     RETURNING key`,
    [LEASE_KEY, LEASE_SECONDS],
  );
  return rows.length === 1;
}
const releaseLease = (db: Queryable) => db.query('DELETE FROM meta WHERE key = $1', [LEASE_KEY]);

/**
 * Recomputes the neighbours of up to `limit` dirty items (claimed with SKIP LOCKED, so parallel
 * processes take different ones). Candidates: the newest items sharing a candidate value in the
 * channel and the items favourited by the same members. Returns how many items it refreshed.
 */
export async function refreshDirtyNeighbours(db: Db, limit = REFRESH_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ item_id: number }>('SELECT item_id FROM recommend_dirty ORDER BY marked_at LIMIT $1 FOR UPDATE SKIP LOCKED', [limit]);
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.item_id);
    const keys = await attributeKeys(tx);
    const candidateValues = (item: ItemFeatures) => [...item.values].filter((value) => CANDIDATE_KEYS[keys.get(value) ?? ''] !== undefined);
    const targets = (await tx.query<ItemRowLite>(`SELECT ${ITEM_FEATURE_COLUMNS} FROM items WHERE id = ANY($1::int[])`, [ids])).map(featuresOf);
    const channelSize = new Map<number, number>();
    const mostViews = new Map<number, number>();
    const frequency = new Map<string, number>();
    const weights = new ValueWeights(
      (value) => keys.get(value),
      (channel) => channelSize.get(channel) ?? 0,
      (channel, value) => frequency.get(`${channel}:${value}`) ?? 0,
    );
    const from: number[] = [];
    const to: number[] = [];
    const scores: number[] = [];
    for (const item of targets) {
      const near = await tx.query<{ item_id: number }>(
        `SELECT DISTINCT c.item_id FROM unnest($1::int[]) AS v(value_id)
           CROSS JOIN LATERAL (SELECT item_id FROM item_attr_values WHERE value_id = v.value_id AND channel_id = $2
                                ORDER BY publish_time DESC, item_id DESC LIMIT ${REFRESH_CANDIDATES_PER_VALUE}) c`,
        [candidateValues(item), item.channel],
      );
      const cofav = await tx.query<{ item_id: number; together: number }>(
        `SELECT b.item_id, count(DISTINCT b.user_id)::int AS together
           FROM favourites a JOIN favourites b ON b.user_id = a.user_id AND b.item_id <> a.item_id
          WHERE a.item_id = $1 GROUP BY b.item_id ORDER BY together DESC LIMIT 100`,
        [item.id],
      );
      const [own] = await tx.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM favourites WHERE item_id = $1', [item.id]);
      const cofavOf = new Map(cofav.map((row) => [row.item_id, row.together / Math.max(1, own?.n ?? 0)]));
      const candidateIds = [...new Set([...near.map((row) => row.item_id), ...cofavOf.keys()])].filter((id) => id !== item.id);
      const candidates = (await tx.query<ItemRowLite>(`SELECT ${ITEM_FEATURE_COLUMNS} FROM items WHERE id = ANY($1::int[])`, [candidateIds])).map(featuresOf);
      // Frequencies of the values in play, counted once per channel and value in this batch.
      const missing = [...new Set([item, ...candidates].filter((c) => c.channel === item.channel).flatMap((c) => [...c.values]))].filter(
        (value) => !frequency.has(`${item.channel}:${value}`),
      );
      if (!channelSize.has(item.channel)) {
        const [size] = await tx.query<{ n: number }>('SELECT coalesce(sum(n), 0)::int AS n FROM item_counts WHERE channel_id = $1', [item.channel]);
        channelSize.set(item.channel, size?.n ?? 0);
      }
      if (missing.length) {
        const counts = await tx.query<{ value_id: number; n: number }>(
          'SELECT value_id, count(*)::int AS n FROM item_attr_values WHERE channel_id = $1 AND value_id = ANY($2::int[]) GROUP BY value_id',
          [item.channel, missing],
        );
        for (const value of missing) frequency.set(`${item.channel}:${value}`, 0);
        for (const row of counts) frequency.set(`${item.channel}:${row.value_id}`, row.n);
      }
      if (!mostViews.has(item.channel)) {
        const [most] = await tx.query<{ pv: number }>('SELECT coalesce(max(pv), 0) AS pv FROM (SELECT pv FROM items WHERE channel_id = $1 ORDER BY pv DESC LIMIT 1) m', [item.channel]);
        mostViews.set(item.channel, most?.pv ?? 0);
      }
      weights.prepare(item);
      const top = new TopK(NEIGHBOURS_PER_ITEM);
      for (const other of candidates) top.offer(other.id, neighbourScore(item, weights.prepare(other), mostViews.get(item.channel)!, cofavOf.get(other.id) ?? 0));
      top.ids.forEach((id, n) => {
        from.push(item.id);
        to.push(id);
        scores.push(top.scores[n]!);
      });
    }
    await writeNeighbours(tx, ids, from, to, scores);
    await tx.query('DELETE FROM recommend_dirty WHERE item_id = ANY($1::int[])', [ids]);
    return ids.length;
  });
}

/** A full build is cheaper than refreshing this share of the catalogue one item at a time. */
const FULL_BUILD_SHARE = 0.2;

/**
 * One pass of the refresh job: a full build when there are no neighbours yet or most items are
 * dirty (a fresh catalogue), else the dirty items in batches. Safe in several processes at once.
 */
export async function refreshNeighbours(db: Db, log?: (message: string) => void): Promise<void> {
  const [state] = await db.query<{ dirty: number; built: boolean; items: number }>(
    `SELECT (SELECT count(*)::int FROM recommend_dirty) AS dirty, EXISTS (SELECT 1 FROM item_neighbours) AS built,
            (SELECT coalesce(sum(n), 0)::int FROM item_counts) AS items`,
  );
  if (!state || state.dirty === 0) return;
  if (!state.built || state.dirty > Math.max(500, state.items * FULL_BUILD_SHARE)) {
    if ((await buildAllNeighbours(db, { log })) !== null) return;
  }
  while ((await refreshDirtyNeighbours(db)) > 0) {
    // Next batch.
  }
}

const REFRESH_EVERY_MS = 15_000;

/**
 * Starts the refresh job of this process (first pass at once). Its stop function waits for the
 * pass under way, so a shutdown never closes the database under one of its transactions (the
 * shutdown's grace timer still bounds the wait).
 */
export function startNeighbourRefresh(db: Db, onError: (error: unknown) => void, log?: (message: string) => void): () => Promise<void> {
  let current: Promise<void> | null = null;
  const pass = () => {
    current ??= refreshNeighbours(db, log)
      .catch(onError)
      .finally(() => (current = null));
  };
  pass();
  const timer = setInterval(pass, REFRESH_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
