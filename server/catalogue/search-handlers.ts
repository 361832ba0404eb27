import { guestListType, parseKeywords, SEARCH_COLUMN } from '../../src/shared/catalogue/list-rules';
import { calls } from '../../src/shared/contract';
import { descriptorFromBytes, descriptorToBase64, rankBySimilarity } from '../../src/shared/image-search/descriptor';
import { NO_DATA } from '../api/registry';
import type { Registrar } from './cache';
import { Args, countByColumn, selectItemsByIds, whereClause } from './item-query';
import { resolveList } from './list-resolve';
import { plainList } from './results';
import { expandWords } from './keywords';
import type { Queryable } from '../db/db';

export function registerSearchHandlers(registry: Registrar) {
  registry.register('oct/ListDataKw/kwInfo', async ({ key_words, channel }, { db, locale, caller }) => {
    const words = parseKeywords(key_words);
    if (words.length === 0) return NO_DATA;
    const expansions = await expandWords(db, words);
    // Counted as the search page lists: guests search type 4 (spec §6).
    const type = caller.user ? undefined : guestListType(undefined, SEARCH_COLUMN);
    const [perColumn, related] = await Promise.all([
      expansions.length ? countByColumn(db, { channel, type, words: expansions.map((e) => e.alternatives) }) : [],
      db.query<{ keyword: string }>(
        `SELECT keyword FROM hot_keywords
          WHERE keyword <> ALL($1::text[]) AND EXISTS (SELECT 1 FROM unnest($1::text[]) w WHERE strpos(keyword, w) > 0 OR strpos(w, keyword) > 0)
          ORDER BY hits DESC, keyword LIMIT 8`,
        [words],
      ),
    ]);
    const names = perColumn.length
      ? await db.query<{ id: number; name_zh: string; name_en: string }>('SELECT id, name_zh, name_en FROM columns WHERE id = ANY($1::integer[])', [
          perColumn.map((c) => c.column_id),
        ])
      : [];
    const nameOf = new Map(names.map((n) => [n.id, locale === 'en' ? n.name_en : n.name_zh]));
    return {
      words,
      expansions: expansions.map(({ word, synonyms }) => ({ word, synonyms })),
      columns: perColumn.map((c) => ({ id: c.column_id, name: nameOf.get(c.column_id) ?? String(c.column_id), count: c.count })),
      related: related.map((r) => r.keyword),
    };
  });

  registry.register('oct/ListDataKw/searchByPicture', async ({ channel, descriptor, limit }, ctx) => {
    // The items /list/searchPic would list for this caller (guests: the preview type).
    const listParams = calls['oct/ListDataKw/getList'].params.parse({ channel, column: SEARCH_COLUMN, route: 'searchPic', image_search: 1 });
    const resolved = await resolveList(ctx.db, listParams, ctx.caller, Math.floor(Date.now() / 1000));
    if (!resolved) return NO_DATA;
    const args = new Args();
    const where = whereClause(resolved.filter, args);
    // Items share pictures (a picture is compared once), and the listable items' pictures are far
    // fewer than the items: rank those, then list the items of the best ones.
    const pictures = await ctx.db.query<{ media_id: string; descriptor: Uint8Array }>(
      `SELECT d.media_id, d.descriptor FROM picture_descriptors d JOIN (SELECT DISTINCT i.cover FROM items i ${where}) listed ON listed.cover = d.media_id`,
      args.values,
    );
    const described = pictures.flatMap((picture) => {
      const values = descriptorFromBytes(picture.descriptor);
      return values ? [{ mediaId: picture.media_id, values }] : [];
    });
    const best = rankBySimilarity(descriptor, described, (picture) => picture.values, limit);
    if (best.length === 0) return NO_DATA;
    const rankOf = new Map(best.map(({ candidate }, rank) => [candidate.mediaId, rank]));
    const items = await ctx.db.query<{ id: number; cover: string }>(
      `SELECT i.id, i.cover FROM items i ${where ? `${where} AND` : 'WHERE'} i.cover = ANY(${args.add([...rankOf.keys()])}::text[])
        ORDER BY i.pv DESC, i.id DESC`,
      args.values,
    );
    const ordered = items.sort((a, b) => rankOf.get(a.cover)! - rankOf.get(b.cover)!).slice(0, limit);
    return plainList(await selectItemsByIds(ctx.db, ordered.map((item) => item.id)), ctx, 'hot');
  });

  registry.register('oct/ListDataKw/pictureDescriptors', async ({ media }, { db }) => {
    const rows = await db.query<{ media_id: string; descriptor: Uint8Array }>('SELECT media_id, descriptor FROM picture_descriptors WHERE media_id = ANY($1::text[])', [media]);
    const list = rows.flatMap((row) => {
      const descriptor = descriptorFromBytes(row.descriptor);
      return descriptor ? [{ media_id: row.media_id, descriptor: descriptorToBase64(descriptor) }] : [];
    });
    return list.length ? { list } : NO_DATA;
  });

  registry.register('oct/General/zhEnWords', async ({ word }, { db }) => {
    const rows = word
      ? await db.query<{ zh: string; en: string }>(
          'SELECT zh, en FROM zh_en_words WHERE strpos(zh, $1) > 0 OR strpos(lower(en), lower($1)) > 0 ORDER BY zh LIMIT 50',
          [word],
        )
      : await db.query<{ zh: string; en: string }>('SELECT zh, en FROM zh_en_words ORDER BY en, zh');
    return rows.length ? { list: rows } : NO_DATA;
  });

  // The most searched keywords of a channel and site-wide: the search box's suggestions and the hot words.
  const hotKeywords = async ({ channel, limit }: { channel?: number; limit: number }, { db }: { db: Queryable }) => {
    const rows = await db.query<{ keyword: string; hits: number }>(
      `SELECT keyword, hits FROM hot_keywords WHERE ($1::integer IS NULL OR channel_id = $1 OR channel_id IS NULL)
        ORDER BY hits DESC, keyword LIMIT $2`,
      [channel ?? null, limit],
    );
    return rows.length ? { list: rows } : NO_DATA;
  };
  registry.register('index/Sundries/getSearchKeyword', hotKeywords);
  registry.register('oct/ListDataJun/getWord', hotKeywords);
}
