import {
  BLOG_SORTS,
  INS_CODE,
  INS_MESSAGES,
  INS_PAGE_SIZE,
  TAG_FILTER_KEYS,
  TAG_KINDS,
  UPER_SORTS,
  UPER_TYPES,
  uperTypeName,
  type InsBlogCard,
  type InsCollectGroup,
  type InsInclusion,
  type InsNotification,
  type InsOption,
  type InsParamsOut,
  type InsPicture,
  type InsResults,
  type InsRouteName,
  type InsTag,
  type TagKind,
} from '../../src/shared/contract/ins-proxy';
import type { Db } from '../db/db';
import { consumeQuota } from '../downloads/quota';
import { downloadRole } from '../../src/shared/download/limits';
import type { SessionUser } from '../auth/session-user';
import { applyAsService, setBloggerFollow } from './follows';
import { SYNC_MESSAGES, type OpBody } from '../../src/shared/sync/protocol';
import { randomUUID } from 'node:crypto';
import { blogColumns, blogFrom, countRows, loadTags, mediaUrl, toBlog, toUper, uperColumns, uperFrom, Where, type Locale, type UperRow } from './queries';

import { InsError } from './errors';

export { InsError };

export interface InsContext {
  db: Db;
  /** The signed-in user as the proxy vouched for them; null for a guest. */
  userId: number | null;
  locale: Locale;
  /** Ids of the path in template order (digits, checked). */
  ids: number[];
}

type Handlers = { [N in InsRouteName]: (params: InsParamsOut<N>, ctx: InsContext) => Promise<InsResults[N]> };

const notFound = () => new InsError(INS_CODE.notFound, INS_MESSAGES.notFound, 404);
const userOf = (ctx: InsContext): number => {
  if (ctx.userId === null) throw new InsError(INS_CODE.notLoggedIn, INS_MESSAGES.notLoggedIn, 401);
  return ctx.userId;
};
const name = (locale: Locale) => (locale === 'en' ? 'name_en' : 'name_zh');
const offsetOf = (p: number) => (p - 1) * INS_PAGE_SIZE;
const seconds = (column: string) => `floor(extract(epoch from ${column}))::float8`;

const UPER_SORT_SQL: Record<(typeof UPER_SORTS)[number], string> = {
  synthesis: '(b.fans_up::bigint * 20 + b.likes / 10 + b.posts * 500) DESC',
  add_time: 'b.add_time DESC',
  upd_time: 'b.upd_time DESC',
  fans: 'b.fans DESC',
  like: 'b.likes DESC',
  comment: 'b.comments DESC',
};
const BLOG_SORT_SQL: Record<(typeof BLOG_SORTS)[number], string> = {
  new: 'g.publish_time DESC',
  hot: '(g.likes + g.comments * 5) DESC',
  like: 'g.likes DESC',
  comment: 'g.comments DESC',
};
const SORT_NAMES: Record<string, [string, string]> = {
  synthesis: ['综合', 'Relevance'],
  add_time: ['最新收录', 'Newly added'],
  upd_time: ['最近更新', 'Recently updated'],
  fans: ['粉丝最多', 'Most followers'],
  like: ['点赞最多', 'Most liked'],
  comment: ['评论最多', 'Most comments'],
  new: ['最新', 'Newest'],
  hot: ['最热', 'Hottest'],
};
const FANS_RANGES: [string, string, string][] = [
  ['0_100000', '10万以下', 'Under 100k'],
  ['100000_500000', '10万-50万', '100k–500k'],
  ['500000_1000000', '50万-100万', '500k–1M'],
  ['1000000_', '100万以上', 'Over 1M'],
];
const FANS_UP_RANGES: [string, string, string][] = [
  ['0_1000', '1千以下', 'Under 1k'],
  ['1000_10000', '1千-1万', '1k–10k'],
  ['10000_', '1万以上', 'Over 10k'],
];
const pick = (locale: Locale, [zh, en]: [string, string]) => (locale === 'en' ? en : zh);

function addRange(where: Where, column: string, range: string | undefined): void {
  if (!range) return;
  const [low, high] = range.split('_');
  if (low) where.add((p) => `${column} >= ${p}::bigint`, low);
  if (high) where.add((p) => `${column} < ${p}::bigint`, high);
}

async function blogCards(ctx: InsContext, where: Where, order: string, p: number): Promise<{ list: InsBlogCard[]; count: number; page_size: number }> {
  const args = where.args;
  const [rows, count] = await Promise.all([
    ctx.db.query<InsBlogCard>(`SELECT ${blogColumns} FROM ${blogFrom} ${where} ORDER BY ${order}, g.id DESC LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(p)}`, args),
    countRows(ctx.db, `${blogFrom} ${where}`, args),
  ]);
  return { list: rows.map(toBlog), count, page_size: INS_PAGE_SIZE };
}

async function loadUper(ctx: InsContext, uperId: number) {
  const [row] = await ctx.db.query<UperRow & { group_id: number | null; tag_ids: number[] }>(
    `SELECT ${uperColumns(ctx.locale)}, b.group_id, b.tag_ids FROM ${uperFrom} WHERE b.id = $2`,
    [ctx.userId ?? 0, uperId],
  );
  if (!row) throw notFound();
  return row;
}

async function ownGroup(ctx: InsContext, userId: number, groupId: number): Promise<InsCollectGroup> {
  const [group] = await ctx.db.query<InsCollectGroup>(
    `SELECT g.id, g.name, ${seconds('g.created_at')} AS created_at,
            (SELECT count(*)::int FROM ins_collects c WHERE c.group_id = g.id) AS count,
            (SELECT b.pictures[1] FROM ins_collects c JOIN ins_blogs b ON b.id = c.blog_id WHERE c.group_id = g.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS cover
       FROM ins_collect_groups g WHERE g.id = $1 AND g.user_id = $2`,
    [groupId, userId],
  );
  if (!group) throw notFound();
  return { ...group, cover: mediaUrl(group.cover) };
}

/** A notification's texts in the reader's language. */
function notificationText(
  { detail, nickname, post, ...row }: Omit<InsNotification, 'title' | 'content'> & { detail: string; nickname: string | null; post: string | null },
  locale: Locale,
): InsNotification {
  const en = locale === 'en';
  if (row.kind === 'follow') {
    return {
      ...row,
      title: en ? `You now follow ${nickname ?? ''}` : `已关注【${nickname ?? ''}】`,
      content: post ? (en ? `Latest post: ${post}` : `最新帖子：${post}`) : '',
    };
  }
  return {
    ...row,
    title: en ? `Suggestion received: @${detail}` : `收录申请已提交：@${detail}`,
    content: en ? 'We will review the account and let you know.' : '我们会尽快审核并通知您结果。',
  };
}

/** The sync key of one of the user's groups (404 when it is not theirs). */
async function groupKey(ctx: InsContext, userId: number, groupId: number): Promise<string> {
  const [row] = await ctx.db.query<{ key: string }>('SELECT key FROM ins_collect_groups WHERE id = $1 AND user_id = $2', [groupId, userId]);
  if (!row) throw notFound();
  return row.key;
}

/** What a refused op of the service answers: a taken name is a conflict, a missing thing a 404. */
const OP_ERRORS: Record<string, () => InsError> = {
  [SYNC_MESSAGES.groupNameTaken]: () => new InsError(INS_CODE.conflict, INS_MESSAGES.groupExists, 409),
  [SYNC_MESSAGES.groupLimit]: () => new InsError(INS_CODE.conflict, SYNC_MESSAGES.groupLimit, 409),
};

/** Applies the ops through sync; the first refused one answers the call. */
async function serviceOps(ctx: InsContext, userId: number, bodies: OpBody[]): Promise<void> {
  const results = await applyAsService(ctx.db, userId, bodies);
  const failed = results.find((result) => result.outcome === 'failed');
  if (failed) throw (OP_ERRORS[failed.message ?? ''] ?? notFound)();
}

export const handlers: Handlers = {
  // ------------------------------------------------------------ follows
  async focusAdd({ data_id }, ctx) {
    const userId = userOf(ctx);
    // A new follow is announced by the follows trigger (migration 130), whichever way it came.
    const { followId } = await setBloggerFollow(ctx.db, userId, data_id, true);
    return { list: [{ id: followId }] };
  },
  async focusDelete(_params, ctx) {
    const userId = userOf(ctx);
    const [row] = await ctx.db.query<{ target_id: number }>(
      `SELECT target_id FROM follows WHERE id = $1 AND user_id = $2 AND target_kind = 'blogger'`,
      [ctx.ids[0], userId],
    );
    if (!row) throw notFound();
    await setBloggerFollow(ctx.db, userId, row.target_id, false);
    return { id: ctx.ids[0]! };
  },
  async focusSort({ ids }, ctx) {
    const userId = userOf(ctx);
    // The listed follows take the first places in the given order; the rest keep theirs after them.
    const rows = await ctx.db.query<{ id: number }>(
      `WITH listed AS (
         SELECT f.id, t.n FROM unnest($2::int[]) WITH ORDINALITY AS t(id, n)
           JOIN follows f ON f.id = t.id AND f.user_id = $1 AND f.target_kind = 'blogger'
       ), rest AS (
         SELECT f.id, (SELECT count(*) FROM listed) + row_number() OVER (ORDER BY f.sort, f.id) AS n
           FROM follows f WHERE f.user_id = $1 AND f.target_kind = 'blogger' AND f.id NOT IN (SELECT id FROM listed)
       )
       UPDATE follows f SET sort = o.n FROM (SELECT * FROM listed UNION ALL SELECT * FROM rest) o WHERE f.id = o.id
       RETURNING f.id, f.sort`,
      [userId, ids],
    );
    return { ids: (rows as { id: number; sort: number }[]).sort((a, b) => a.sort - b.sort).map((row) => row.id) };
  },

  // ------------------------------------------------------------ notifications
  async notificationRead(_params, ctx) {
    const userId = userOf(ctx);
    const rows = await ctx.db.query('UPDATE ins_notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id', [ctx.ids[0], userId]);
    if (rows.length === 0) throw notFound();
    return { id: ctx.ids[0]! };
  },
  async notificationReadAll(_params, ctx) {
    const userId = userOf(ctx);
    const rows = await ctx.db.query('UPDATE ins_notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [userId]);
    return { count: rows.length };
  },
  async notificationUnread(_params, ctx) {
    const userId = userOf(ctx);
    return { count: await countRows(ctx.db, 'ins_notifications WHERE user_id = $1 AND read_at IS NULL', [userId]) };
  },
  async notifications({ p }, ctx) {
    const userId = userOf(ctx);
    const [list, count] = await Promise.all([
      ctx.db.query<Omit<InsNotification, 'title' | 'content'> & { detail: string; nickname: string | null; post: string | null }>(
        `SELECT n.id, n.kind, n.uper_id, n.blog_id, n.detail, b.nickname, g.content AS post, n.read_at IS NOT NULL AS read,
                ${seconds('n.created_at')} AS created_at
           FROM ins_notifications n LEFT JOIN bloggers b ON b.id = n.uper_id LEFT JOIN ins_blogs g ON g.id = n.blog_id
          WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(p)}`,
        [userId],
      ),
      countRows(ctx.db, 'ins_notifications WHERE user_id = $1', [userId]),
    ]);
    return { list: list.map((row) => notificationText(row, ctx.locale)), count, page_size: INS_PAGE_SIZE };
  },

  // ------------------------------------------------------------ bloggers
  async uper(_params, ctx) {
    const row = await loadUper(ctx, ctx.ids[0]!);
    const [group] = row.group_id
      ? await ctx.db.query<InsOption>(`SELECT id, ${name(ctx.locale)} AS name FROM ins_uper_groups WHERE id = $1`, [row.group_id])
      : [];
    const tags = await loadTags(ctx.db, row.tag_ids, ctx.locale);
    const { group_id: _g, tag_ids: _t, ...card } = row;
    return { ...toUper(card), group: group ?? null, tags };
  },
  async uperGroups(_params, ctx) {
    const list = await ctx.db.query<InsOption>(
      `SELECT g.id, g.${name(ctx.locale)} AS name, (SELECT count(*)::int FROM bloggers b WHERE b.group_id = g.id) AS count
         FROM ins_uper_groups g ORDER BY g.sort, g.id`,
    );
    return { list };
  },
  async uperFollowed({ p }, ctx) {
    const userId = userOf(ctx);
    const from = `follows f JOIN ${uperFrom} ON b.id = f.target_id WHERE f.user_id = $1 AND f.target_kind = 'blogger'`;
    const [rows, count] = await Promise.all([
      ctx.db.query<UperRow>(`SELECT ${uperColumns(ctx.locale)} FROM ${from} ORDER BY f.sort, f.id LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(p)}`, [userId]),
      countRows(ctx.db, from, [userId]),
    ]);
    const ids = rows.map((row) => row.id);
    const latest = ids.length
      ? await ctx.db.query<InsBlogCard>(
          `SELECT ${blogColumns} FROM unnest($1::int[]) AS u(id)
             CROSS JOIN LATERAL (SELECT * FROM ins_blogs x WHERE x.uper_id = u.id ORDER BY x.publish_time DESC, x.id DESC LIMIT 6) g
             JOIN bloggers b ON b.id = g.uper_id JOIN media m ON m.id = g.pictures[1]
            ORDER BY g.publish_time DESC, g.id DESC`,
          [ids],
        )
      : [];
    const list = rows.map((row) => {
      const uper = toUper(row);
      return { ...uper, latest: latest.filter((blog) => blog.uper_id === uper.id).map(toBlog) };
    });
    return { list, count, page_size: INS_PAGE_SIZE };
  },
  async uperHome(_params, ctx) {
    const groups = await ctx.db.query<InsOption>(`SELECT id, ${name(ctx.locale)} AS name FROM ins_uper_groups ORDER BY sort, id`);
    const upers = await ctx.db.query<UperRow & { group_id: number; rank: number }>(
      `SELECT * FROM (
         SELECT ${uperColumns(ctx.locale)}, b.group_id, row_number() OVER (PARTITION BY b.group_id ORDER BY b.fans DESC, b.id) AS rank
           FROM ${uperFrom} WHERE b.group_id IS NOT NULL) x WHERE rank <= 8 ORDER BY group_id, rank`,
      [ctx.userId ?? 0],
    );
    const latest = await ctx.db.query<InsBlogCard>(`SELECT ${blogColumns} FROM ${blogFrom} ORDER BY g.publish_time DESC, g.id DESC LIMIT 12`);
    return {
      groups: groups.map((group) => ({
        group,
        list: upers
          .filter((row) => row.group_id === group.id)
          .map(({ group_id: _g, rank: _r, ...card }) => toUper(card)),
      })),
      latest: latest.map(toBlog),
    };
  },
  async upers(params, ctx) {
    const where = new Where([]);
    if (params.itype) where.add((p) => `b.itype = ${p}`, params.itype);
    if (params.area_id) where.add((p) => `b.area_value_id = ${p}`, params.area_id);
    if (params.group_id) where.add((p) => `b.group_id = ${p}`, params.group_id);
    if (params.sex !== undefined && params.sex !== 0) where.add((p) => `b.sex = ${p}`, params.sex);
    for (const kind of TAG_KINDS) {
      const tag = params[TAG_FILTER_KEYS[kind]];
      if (tag) where.add((p) => `b.tag_ids @> ARRAY[${p}::int]`, tag);
    }
    addRange(where, 'b.fans', params.fans);
    addRange(where, 'b.fans_up', params.fans_up);
    if (params.key_words) {
      const like = `%${params.key_words.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      where.add((p) => `(lower(b.name) LIKE ${p} OR lower(b.nickname) LIKE ${p})`, like);
    }
    // Only bloggers with posts are in the gallery.
    where.raw('b.posts > 0');
    const filter = where.toString();
    const countArgs = [...where.args];
    const user = where.param(ctx.userId ?? 0);
    const [rows, count] = await Promise.all([
      ctx.db.query<UperRow>(
        `SELECT ${uperColumns(ctx.locale, user)} FROM ${uperFrom} ${filter} ORDER BY ${UPER_SORT_SQL[params.sort]}, b.id LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(params.p)}`,
        where.args,
      ),
      countRows(ctx.db, `${uperFrom} ${filter}`, countArgs),
    ]);
    return { list: rows.map(toUper), count, page_size: INS_PAGE_SIZE };
  },
  async uperListParams(_params, ctx) {
    const tags = await ctx.db.query<InsTag & { count: number }>(
      `SELECT t.id, t.kind, t.${name(ctx.locale)} AS name, (SELECT count(*)::int FROM bloggers b WHERE b.tag_ids @> ARRAY[t.id]) AS count
         FROM ins_tags t ORDER BY t.kind, t.sort, t.id`,
    );
    const groups = (await handlers.uperGroups({}, ctx)).list;
    const byKind = Object.fromEntries(TAG_KINDS.map((kind) => [kind, tags.filter((t) => t.kind === kind && t.count > 0).map(({ id, name: n, count }) => ({ id, name: n, count }))])) as Record<
      TagKind,
      InsOption[]
    >;
    return {
      sorts: UPER_SORTS.map((id) => ({ id, name: pick(ctx.locale, SORT_NAMES[id]!) })),
      itypes: UPER_TYPES.map((id) => ({ id, name: uperTypeName(id, ctx.locale) })),
      fans: FANS_RANGES.map(([id, zh, en]) => ({ id, name: ctx.locale === 'en' ? en : zh })),
      fans_up: FANS_UP_RANGES.map(([id, zh, en]) => ({ id, name: ctx.locale === 'en' ? en : zh })),
      sex: [
        { id: 0, name: pick(ctx.locale, ['不限', 'Any']) },
        { id: 2, name: pick(ctx.locale, ['女', 'Women']) },
        { id: 1, name: pick(ctx.locale, ['男', 'Men']) },
      ],
      tags: byKind,
      groups,
    };
  },
  async uperAreaParams(_params, ctx) {
    const list = await ctx.db.query<InsOption>(
      `SELECT av.id, av.${name(ctx.locale)} AS name, count(*)::int AS count
         FROM bloggers b JOIN attribute_values av ON av.id = b.area_value_id WHERE b.posts > 0
        GROUP BY av.id ORDER BY count(*) DESC, av.id`,
    );
    return { list };
  },
  async uperItypeParams(_params, ctx) {
    const counts = new Map(
      (await ctx.db.query<{ itype: number; count: number }>('SELECT itype, count(*)::int AS count FROM bloggers WHERE posts > 0 GROUP BY itype')).map((row) => [row.itype, row.count]),
    );
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return { list: UPER_TYPES.map((id) => ({ id, name: uperTypeName(id, ctx.locale), count: id === 0 ? total : (counts.get(id) ?? 0) })) };
  },
  async uperDesigns({ uper_id }, ctx) {
    const list = await ctx.db.query<{ id: number; uper_id: number; title: string; picture: string }>(
      `SELECT id, uper_id, ${ctx.locale === 'en' ? 'title_en' : 'title_zh'} AS title, picture FROM ins_designs WHERE uper_id = $1 ORDER BY sort, id`,
      [uper_id],
    );
    return { list: list.map((design) => ({ ...design, picture: mediaUrl(design.picture)! })) };
  },

  // ------------------------------------------------------------ posts, pictures, topics
  async blogs(params, ctx) {
    const where = new Where([]);
    if (params.uper_id) where.add((p) => `g.uper_id = ${p}`, params.uper_id);
    if (params.topic_id) where.add((p) => `g.topic_id = ${p}`, params.topic_id);
    if (params.tag_id) where.add((p) => `g.tag_ids @> ARRAY[${p}::int]`, params.tag_id);
    if (params.followed) {
      const userId = userOf(ctx);
      where.add((p) => `g.uper_id IN (SELECT target_id FROM follows WHERE user_id = ${p} AND target_kind = 'blogger')`, userId);
    }
    return blogCards(ctx, where, BLOG_SORT_SQL[params.sort], params.p);
  },
  async blog(_params, ctx) {
    const blogId = ctx.ids[0]!;
    const [row] = await ctx.db.query<InsBlogCard & { all_pictures: string[]; tag_ids: number[]; topic_id: number | null; topic_name: string | null }>(
      `SELECT ${blogColumns}, g.pictures AS all_pictures, g.tag_ids, g.topic_id, t.${name(ctx.locale)} AS topic_name
         FROM ${blogFrom} LEFT JOIN ins_topics t ON t.id = g.topic_id WHERE g.id = $1`,
      [blogId],
    );
    if (!row) throw notFound();
    const { all_pictures, tag_ids, topic_id, topic_name, ...card } = row;
    const [media, tags, uper, collects, neighbours] = await Promise.all([
      ctx.db.query<{ id: string; width: number; height: number }>('SELECT id, width, height FROM media WHERE id = ANY($1::text[])', [all_pictures]),
      loadTags(ctx.db, tag_ids, ctx.locale),
      loadUper(ctx, card.uper_id),
      ctx.userId === null
        ? Promise.resolve([])
        : ctx.db.query<{ id: number; group_id: number }>('SELECT id, group_id FROM ins_collects WHERE user_id = $1 AND blog_id = $2 ORDER BY id', [ctx.userId, blogId]),
      // The blogger's posts just newer (prev) and just older (next) than this one.
      ctx.db.query<InsBlogCard & { side: 'prev' | 'next' }>(
        `(SELECT 'prev' AS side, ${blogColumns} FROM ${blogFrom}
           WHERE g.uper_id = $1 AND (g.publish_time, g.id) > ($2::bigint, $3::int) ORDER BY g.publish_time, g.id LIMIT 1)
         UNION ALL
         (SELECT 'next' AS side, ${blogColumns} FROM ${blogFrom}
           WHERE g.uper_id = $1 AND (g.publish_time, g.id) < ($2::bigint, $3::int) ORDER BY g.publish_time DESC, g.id DESC LIMIT 1)`,
        [card.uper_id, card.publish_time, blogId],
      ),
    ]);
    const sizes = new Map(media.map((m) => [m.id, m]));
    const pictures_list: InsPicture[] = all_pictures.map((id) => ({ url: mediaUrl(id)!, width: sizes.get(id)?.width ?? 0, height: sizes.get(id)?.height ?? 0 }));
    const side = (which: 'prev' | 'next') => {
      const found = neighbours.find((n) => n.side === which);
      if (!found) return null;
      const { side: _s, ...rest } = found;
      return toBlog(rest);
    };
    const { group_id: _g, tag_ids: _t, ...uperCard } = uper;
    return {
      ...toBlog(card),
      pictures_list,
      tags,
      topic: topic_id ? { id: topic_id, name: topic_name ?? '' } : null,
      uper: toUper(uperCard),
      collects,
      prev: side('prev'),
      next: side('next'),
    };
  },
  async blogListParams(_params, ctx) {
    const [tags, topics] = await Promise.all([
      ctx.db.query<InsTag>(`SELECT id, kind, ${name(ctx.locale)} AS name FROM ins_tags ORDER BY kind, sort, id`),
      ctx.db.query<InsOption>(`SELECT id, ${name(ctx.locale)} AS name FROM ins_topics ORDER BY sort, id`),
    ]);
    return { sorts: BLOG_SORTS.map((id) => ({ id, name: pick(ctx.locale, SORT_NAMES[id]!) })), tags, topics };
  },
  async pics({ p, tag_id, topic_id }, ctx) {
    const where = new Where([]);
    if (tag_id) where.add((param) => `g.tag_ids @> ARRAY[${param}::int]`, tag_id);
    if (topic_id) where.add((param) => `g.topic_id = ${param}`, topic_id);
    const from = `ins_blogs g CROSS JOIN LATERAL unnest(g.pictures) WITH ORDINALITY AS pic(media_id, n) JOIN media m ON m.id = pic.media_id JOIN bloggers b ON b.id = g.uper_id`;
    const [rows, count] = await Promise.all([
      ctx.db.query<{ blog_id: number; n: number; media_id: string; width: number; height: number; uper_id: number; uper_name: string }>(
        `SELECT g.id AS blog_id, pic.n::int AS n, pic.media_id, m.width, m.height, g.uper_id, b.nickname AS uper_name
           FROM ${from} ${where} ORDER BY g.publish_time DESC, g.id DESC, pic.n LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(p)}`,
        where.args,
      ),
      countRows(ctx.db, `${from} ${where}`, where.args),
    ]);
    return {
      list: rows.map((row) => ({
        id: `${row.blog_id}-${row.n}`,
        blog_id: row.blog_id,
        index: row.n - 1,
        url: mediaUrl(row.media_id)!,
        width: row.width,
        height: row.height,
        uper_id: row.uper_id,
        uper_name: row.uper_name,
      })),
      count,
      page_size: INS_PAGE_SIZE,
    };
  },
  async topics(_params, ctx) {
    const list = await ctx.db.query<{ id: number; name: string; cover: string | null; posts: number }>(
      `SELECT t.id, t.${name(ctx.locale)} AS name, t.cover, (SELECT count(*)::int FROM ins_blogs g WHERE g.topic_id = t.id) AS posts
         FROM ins_topics t ORDER BY t.sort, t.id`,
    );
    return { list: list.map((topic) => ({ ...topic, cover: mediaUrl(topic.cover) })) };
  },

  // ------------------------------------------------------------ common
  async tags({ kind }, ctx) {
    const list = await ctx.db.query<InsTag>(
      `SELECT id, kind, ${name(ctx.locale)} AS name FROM ins_tags ${kind ? 'WHERE kind = $1' : ''} ORDER BY kind, sort, id`,
      kind ? [kind] : [],
    );
    return { list };
  },
  async download({ blog_id, pictures }, ctx) {
    const userId = userOf(ctx);
    const [user] = await ctx.db.query<{ id: number; type: number; is_vip: boolean }>(
      'SELECT id, type, coalesce(vip_expires_at > now(), false) AS is_vip FROM users WHERE id = $1',
      [userId],
    );
    if (!user) throw new InsError(INS_CODE.notLoggedIn, INS_MESSAGES.notLoggedIn, 401);
    const viewer = { isVip: user.is_vip, type: user.type };
    if (!downloadRole(viewer)) throw new InsError(INS_CODE.forbidden, INS_MESSAGES.noDownload, 403);
    const [blog] = await ctx.db.query<{ pictures: string[]; name: string }>('SELECT g.pictures, b.name FROM ins_blogs g JOIN bloggers b ON b.id = g.uper_id WHERE g.id = $1', [blog_id]);
    if (!blog) throw notFound();
    const wanted = [...new Set(pictures ?? blog.pictures.map((_, i) => i))].filter((i) => i < blog.pictures.length).sort((a, b) => a - b);
    if (wanted.length === 0) throw notFound();
    // The shared daily quota of server/downloads: one file per picture, all or nothing.
    const grant = await consumeQuota(
      ctx.db,
      { ...viewer, id: user.id } as SessionUser,
      wanted.map((i) => ({ itemId: blog_id, asset: `ins${i + 1}` })),
      'file',
    );
    if (!grant.granted) throw new InsError(INS_CODE.conflict, INS_MESSAGES.quotaUsed, 429);
    return {
      list: wanted.map((i) => ({ url: mediaUrl(blog.pictures[i])!, name: `${blog.name}_${blog_id}_${i + 1}.jpg` })),
      used: grant.used,
      limit: grant.limit,
    };
  },

  // ------------------------------------------------------------ collects and groups
  // Groups and collects are synced user data: every write is a sync op of the service
  // (server/sync), the same ops a device queues offline, so the user's devices pull it.
  async collectAdd({ blog_id, group_id }, ctx) {
    const userId = userOf(ctx);
    const key = await groupKey(ctx, userId, group_id);
    await serviceOps(ctx, userId, [{ kind: 'insCollect.set', groupId: key, blogId: blog_id, on: true }]);
    const [row] = await ctx.db.query<{ id: number }>('SELECT id FROM ins_collects WHERE group_id = $1 AND blog_id = $2', [group_id, blog_id]);
    if (!row) throw notFound();
    return { id: row.id };
  },
  async collectDelete(_params, ctx) {
    const userId = userOf(ctx);
    const [row] = await ctx.db.query<{ key: string; blog_id: number }>(
      'SELECT g.key, c.blog_id FROM ins_collects c JOIN ins_collect_groups g ON g.id = c.group_id WHERE c.id = $1 AND c.user_id = $2',
      [ctx.ids[0], userId],
    );
    if (!row) throw notFound();
    await serviceOps(ctx, userId, [{ kind: 'insCollect.set', groupId: row.key, blogId: row.blog_id, on: false }]);
    return { id: ctx.ids[0]! };
  },
  async collectGroups(_params, ctx) {
    const userId = userOf(ctx);
    const list = await ctx.db.query<InsCollectGroup>(
      `SELECT g.id, g.name, ${seconds('g.created_at')} AS created_at,
              (SELECT count(*)::int FROM ins_collects c WHERE c.group_id = g.id) AS count,
              (SELECT b.pictures[1] FROM ins_collects c JOIN ins_blogs b ON b.id = c.blog_id WHERE c.group_id = g.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) AS cover
         FROM ins_collect_groups g WHERE g.user_id = $1 ORDER BY g.created_at, g.id`,
      [userId],
    );
    return { list: list.map((group) => ({ ...group, cover: mediaUrl(group.cover) })) };
  },
  async collectGroup({ p }, ctx) {
    const userId = userOf(ctx);
    const group = await ownGroup(ctx, userId, ctx.ids[0]!);
    const rows = await ctx.db.query<InsBlogCard & { collect_id: number }>(
      `SELECT c.id AS collect_id, ${blogColumns} FROM ins_collects c JOIN ${blogFrom} ON g.id = c.blog_id
        WHERE c.group_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT ${INS_PAGE_SIZE} OFFSET ${offsetOf(p)}`,
      [group.id],
    );
    return { group, list: rows.map((row) => ({ ...toBlog(row), collect_id: row.collect_id })), count: group.count, page_size: INS_PAGE_SIZE };
  },
  async collectGroupUpdate(params, ctx) {
    const userId = userOf(ctx);
    const groupId = ctx.ids[0]!;
    const key = await groupKey(ctx, userId, groupId);
    if ('name' in params) {
      await serviceOps(ctx, userId, [{ kind: 'insGroup.upsert', groupId: key, name: params.name }]);
    } else {
      // Moving = out of the old group, into this one (a post already here keeps its collect).
      const moving = await ctx.db.query<{ key: string; blog_id: number }>(
        `SELECT g.key, c.blog_id FROM ins_collects c JOIN ins_collect_groups g ON g.id = c.group_id
          WHERE c.id = ANY($2::int[]) AND c.user_id = $1 AND c.group_id <> $3 ORDER BY c.created_at, c.id`,
        [userId, params.collect_ids, groupId],
      );
      await serviceOps(
        ctx,
        userId,
        moving.flatMap((row) => [
          { kind: 'insCollect.set' as const, groupId: key, blogId: row.blog_id, on: true },
          { kind: 'insCollect.set' as const, groupId: row.key, blogId: row.blog_id, on: false },
        ]),
      );
    }
    return ownGroup(ctx, userId, groupId);
  },
  async collectGroupDelete(_params, ctx) {
    const userId = userOf(ctx);
    const key = await groupKey(ctx, userId, ctx.ids[0]!);
    await serviceOps(ctx, userId, [{ kind: 'insGroup.delete', groupId: key }]);
    return { id: ctx.ids[0]! };
  },
  async collectGroupCreate({ name: groupName }, ctx) {
    const userId = userOf(ctx);
    const key = `srv-group-${randomUUID()}`;
    await serviceOps(ctx, userId, [{ kind: 'insGroup.upsert', groupId: key, name: groupName }]);
    const [row] = await ctx.db.query<{ id: number }>('SELECT id FROM ins_collect_groups WHERE key = $1', [key]);
    if (!row) throw notFound();
    return ownGroup(ctx, userId, row.id);
  },
  async collectGroupClear(_params, ctx) {
    const userId = userOf(ctx);
    const key = await groupKey(ctx, userId, ctx.ids[0]!);
    const blogs = await ctx.db.query<{ blog_id: number }>('SELECT blog_id FROM ins_collects WHERE group_id = $1 AND user_id = $2 ORDER BY id', [ctx.ids[0], userId]);
    await serviceOps(ctx, userId, blogs.map((row) => ({ kind: 'insCollect.set' as const, groupId: key, blogId: row.blog_id, on: false })));
    return { id: ctx.ids[0]!, removed: blogs.length };
  },

  // ------------------------------------------------------------ inclusion requests
  async inclusions(_params, ctx) {
    const userId = userOf(ctx);
    const list = await ctx.db.query<InsInclusion>(
      `SELECT id, account, note, status, ${seconds('created_at')} AS created_at FROM ins_inclusions WHERE user_id = $1 ORDER BY id DESC`,
      [userId],
    );
    return { list };
  },
  async inclusionAdd({ account, note }, ctx) {
    const userId = userOf(ctx);
    const handle = account.replace(/^@/, '').toLowerCase();
    const [row] = await ctx.db.query<InsInclusion>(
      `INSERT INTO ins_inclusions (user_id, account, note) VALUES ($1, $2, $3) ON CONFLICT (user_id, account) DO NOTHING
       RETURNING id, account, note, status, ${seconds('created_at')} AS created_at`,
      [userId, handle, note],
    );
    if (!row) throw new InsError(INS_CODE.conflict, ctx.locale === 'en' ? 'You have already suggested this account' : '您已推荐过该博主', 409);
    await ctx.db.query(`INSERT INTO ins_notifications (user_id, kind, detail) VALUES ($1, 'inclusion', $2)`, [userId, handle]);
    return row;
  },
};
