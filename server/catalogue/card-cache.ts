import type { ListItem } from '../../src/shared/catalogue/types';
import { mayOpen, type Viewer } from '../access/item-access';
import type { Queryable } from '../db/db';
import { ITEM_COLUMNS, ITEM_FROM, toListItem, type ItemRow } from './items';

/**
 * A row version of a card's sources (the item, its cover's media row, its brand): PostgreSQL gives
 * every new row version a new xmin, so the text changes whenever anything a card shows changes.
 */
export const CARD_VERSION = `i.xmin::text || '.' || m.xmin::text || '.' || coalesce(b.xmin::text, '-')`;

/**
 * What a list page reads of each of its items: which card, in which version, and its gate; and
 * the catalogue revision (migration 340) the statement saw, for definitions kept in memory.
 */
export interface PageEntry {
  id: number;
  version: string;
  vip_only: boolean;
  channel_id: number;
  catalogue_revision: number;
}

/** The select list that goes with PageEntry (over ITEM_FROM's aliases). */
export const PAGE_ENTRY_COLUMNS = `i.id, ${CARD_VERSION} AS version, i.vip_only, i.channel_id,
  (SELECT revision FROM catalogue_revision) AS catalogue_revision`;

interface Kept {
  version: string;
  row: ItemRow;
  /** Built cards by locale and lock, each with its JSON as UTF-8, shared by every answer (never mutated). */
  cards: Map<string, { card: ListItem; json: Buffer }>;
}

/**
 * List cards kept ready between requests, per database. A list page's statement then reads only
 * its items' ids, row versions and gates — no wide rows, no JSON columns to print and parse,
 * which were most of an uncached list's cost (issue #11 item 6) — and fetches full rows only for
 * items it has not seen in that version. Each process keeps its own; the version check makes
 * them agree with the database, not with each other. Least recently used cards go first.
 */
export class CardCache {
  private static readonly byDatabase = new WeakMap<object, CardCache>();
  private readonly kept = new Map<number, Kept>();

  constructor(private readonly capacity = 10_000) {}

  static of(db: Queryable): CardCache {
    let cache = CardCache.byDatabase.get(db);
    if (!cache) CardCache.byDatabase.set(db, (cache = new CardCache()));
    return cache;
  }

  /**
   * The page's cards in its order, fetching the rows of those not kept in their current version,
   * each with its JSON as UTF-8 (a card is serialised and encoded once, not on every answer).
   */
  async cards(db: Queryable, page: PageEntry[], locale: 'zh' | 'en', viewer: Viewer | null): Promise<{ card: ListItem; json: Buffer }[]> {
    const missing = page.filter((entry) => this.kept.get(entry.id)?.version !== entry.version).map((entry) => entry.id);
    if (missing.length) {
      const rows = await db.query<ItemRow & { version: string }>(
        `SELECT ${ITEM_COLUMNS}, ${CARD_VERSION} AS version FROM ${ITEM_FROM} WHERE i.id = ANY($1::integer[])`,
        [missing],
      );
      for (const { version, ...row } of rows) this.keep(row.id, { version, row, cards: new Map() });
      // Deleted between the two statements: no older card of it may stand in.
      const found = new Set(rows.map((row) => row.id));
      for (const id of missing) if (!found.has(id)) this.kept.delete(id);
    }
    return page.flatMap((entry) => {
      const kept = this.kept.get(entry.id);
      if (!kept) return [];
      this.keep(entry.id, kept);
      const key = `${locale}|${mayOpen(viewer, kept.row) ? 'open' : 'locked'}`;
      let card = kept.cards.get(key);
      if (!card) {
        const listItem = toListItem(kept.row, locale, viewer);
        kept.cards.set(key, (card = { card: listItem, json: Buffer.from(JSON.stringify(listItem)) }));
      }
      return [card];
    });
  }

  private keep(id: number, kept: Kept) {
    this.kept.delete(id);
    this.kept.set(id, kept);
    while (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }
}
