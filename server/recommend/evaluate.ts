import type { Db, Queryable } from '../db/db';
import { personalCandidates } from './handlers';
import { Rng } from '../seed/prng';

/**
 * Offline evaluation of the recommender (issue #15 item 3) on synthetic members with known
 * tastes: each member likes one or two styles; most of their favourites are items of those
 * styles (popular ones more often, as in real logs), some are popular items of any style. The
 * newest `heldOut` share of each member's favourites is hidden; the rest is stored as their
 * favourites. Both the recommender and the popularity baseline (the channel's most favourited
 * items among the stored ones, the member's own left out) then rank 20 items per member, scored
 * by recall@20 and NDCG@20 against the hidden favourites. Used by tests/server/recommend.test.ts
 * (small) and bench/recommend.bench.ts (large).
 */

export interface SyntheticOptions {
  channel: number;
  members: number;
  favouritesPerMember: number;
  /** Share of each member's favourites hidden for evaluation (the newest). */
  heldOut: number;
  /** Share of favourites taken from the popular items of any style instead of the member's styles. */
  noise: number;
  seed: number;
}

export interface SyntheticMembers {
  /** Member id → hidden favourites. */
  hidden: Map<number, number[]>;
  /** Member id → stored (training) favourites. */
  stored: Map<number, number[]>;
}

export interface Quality {
  recall: number;
  ndcg: number;
}

/** Creates the members and stores their training favourites (directly: synthetic history, not a member's action). */
export async function createSyntheticMembers(db: Db, options: SyntheticOptions): Promise<SyntheticMembers> {
  const rng = new Rng(options.seed);
  const random = () => rng.next();
  const rows = await db.query<{ id: number; styles: number[] }>(
    `SELECT i.id, coalesce(array(SELECT v FROM unnest(i.attr_ids) v WHERE v IN (SELECT av.id FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id WHERE a.key = 'style')), '{}') AS styles
       FROM items i WHERE i.channel_id = $1 ORDER BY i.pv DESC, i.id`,
    [options.channel],
  );
  const byStyle = new Map<number, number[]>();
  for (const row of rows) for (const style of row.styles) (byStyle.get(style) ?? byStyle.set(style, []).get(style)!).push(row.id);
  const styles = [...byStyle.keys()].filter((style) => byStyle.get(style)!.length >= options.favouritesPerMember * 2);
  if (styles.length === 0) throw new Error(`channel ${options.channel} has no style with enough items`);
  const all = rows.map((row) => row.id);
  // Skewed pick: low ranks (popular items, lists are in pv order) far more often.
  const skewed = (list: number[]) => list[Math.floor(list.length * random() ** 2.5)]!;

  const users = await db.query<{ id: number }>(
    `INSERT INTO users (username, password_hash) SELECT 'reco-synthetic-' || $1::text || '-' || g, '!' FROM generate_series(1, $2::int) g RETURNING id`,
    [`${options.seed}-${Date.now().toString(36)}`, options.members],
  );
  const hidden = new Map<number, number[]>();
  const stored = new Map<number, number[]>();
  const favUsers: number[] = [];
  const favItems: number[] = [];
  const favAges: number[] = [];
  for (const { id: user } of users) {
    const taste = [styles[Math.floor(random() * styles.length)]!];
    if (random() < 0.4) taste.push(styles[Math.floor(random() * styles.length)]!);
    const picked = new Set<number>();
    for (let attempts = 0; picked.size < options.favouritesPerMember && attempts < options.favouritesPerMember * 20; attempts++) {
      picked.add(random() < options.noise ? skewed(all) : skewed(byStyle.get(taste[Math.floor(random() * taste.length)]!)!));
    }
    const ordered = [...picked];
    const keep = Math.max(1, Math.round(ordered.length * (1 - options.heldOut)));
    stored.set(user, ordered.slice(0, keep));
    hidden.set(user, ordered.slice(keep));
    ordered.slice(0, keep).forEach((item, n) => {
      favUsers.push(user);
      favItems.push(item);
      favAges.push(keep - n);
    });
  }
  for (let start = 0; start < favUsers.length; start += 20_000) {
    await db.query(
      `INSERT INTO favourites (user_id, item_type, item_id, created_at)
       SELECT u, 3, i, now() - make_interval(mins => a) FROM unnest($1::int[], $2::int[], $3::int[]) AS f(u, i, a)`,
      [favUsers.slice(start, start + 20_000), favItems.slice(start, start + 20_000), favAges.slice(start, start + 20_000)],
    );
  }
  return { hidden, stored };
}

/** recall@k and NDCG@k of one ranked list against the hidden items. */
export function scoreList(ranked: readonly number[], hidden: readonly number[], k = 20): Quality {
  if (hidden.length === 0) return { recall: 0, ndcg: 0 };
  const wanted = new Set(hidden);
  let hits = 0;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, rank) => {
    if (wanted.has(id)) {
      hits++;
      dcg += 1 / Math.log2(rank + 2);
    }
  });
  let idcg = 0;
  for (let rank = 0; rank < Math.min(k, wanted.size); rank++) idcg += 1 / Math.log2(rank + 2);
  return { recall: hits / wanted.size, ndcg: dcg / idcg };
}

/** The popularity baseline's ranking: most favourited in the channel, then most viewed, the member's own left out. */
export async function popularityRanking(db: Queryable, channel: number, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT f.item_id AS id FROM favourites f JOIN items i ON i.id = f.item_id WHERE i.channel_id = $1
      GROUP BY f.item_id, i.pv ORDER BY count(*) DESC, i.pv DESC, f.item_id LIMIT $2`,
    [channel, limit],
  );
  return rows.map((row) => row.id);
}

/** Mean quality of the recommender and of the popularity baseline over the synthetic members. */
export async function evaluate(db: Db, channel: number, members: SyntheticMembers, k = 20): Promise<{ recommender: Quality; popularity: Quality; members: number }> {
  const popular = await popularityRanking(db, channel, k + 500);
  const sum = { recommender: { recall: 0, ndcg: 0 }, popularity: { recall: 0, ndcg: 0 } };
  let n = 0;
  for (const [user, hidden] of members.hidden) {
    if (hidden.length === 0) continue;
    const own = new Set(members.stored.get(user) ?? []);
    const ranked = (await personalCandidates(db, user, channel)).map((row) => row.id);
    // The product fills a short personal list with the channel's popular items; so does the evaluation.
    for (const id of popular) if (ranked.length < k && !own.has(id) && !ranked.includes(id)) ranked.push(id);
    const mine = scoreList(ranked, hidden, k);
    const base = scoreList(popular.filter((id) => !own.has(id)), hidden, k);
    sum.recommender.recall += mine.recall;
    sum.recommender.ndcg += mine.ndcg;
    sum.popularity.recall += base.recall;
    sum.popularity.ndcg += base.ndcg;
    n++;
  }
  const mean = (q: Quality): Quality => ({ recall: q.recall / Math.max(1, n), ndcg: q.ndcg / Math.max(1, n) });
  return { recommender: mean(sum.recommender), popularity: mean(sum.popularity), members: n };
}
