import type { ListItem } from '../../src/shared/catalogue/types';
import { mayOpen, type Viewer } from '../access/item-access';
import { perDatabase, type Queryable } from '../db/db';
import { cardLanguage, ITEM_COLUMNS, ITEM_FROM, toListItem, type ItemRow } from './items';

/**
 * What a list page reads of each of its items: which one, and the catalogue revision (migration
 * 340) its statement saw. The revision moves whenever anything a card shows changes, so a card kept
 * at the page's revision is the card as it is now.
 */
export interface PageEntry {
  id: number;
  catalogue_revision: number;
}

/** The select list that goes with PageEntry, over the page's ids (alias page). */
export const PAGE_ENTRY_COLUMNS = `page.id, (SELECT revision FROM catalogue_revision) AS catalogue_revision`;

interface Kept {
  /** The catalogue revision of the page statement that asked for the row (the row is at least that new). */
  revision: number;
  row: ItemRow;
  /** Built cards by locale and lock, each with its JSON as UTF-8, shared by every answer (never mutated). */
  cards: Map<string, { card: ListItem; json: Buffer }>;
}

/**
 * List cards kept ready between requests, per database. A list page's statement then reads only
 * its items' ids and the catalogue revision — no rows of items, covers or brands, and no JSON
 * columns to print and parse, which were most of an uncached list's cost (issue #11 item 6) — and
 * full rows are fetched only for items not kept at that revision. Each process keeps its own; the
 * revision makes them agree with the database, not with each other. Least recently used go first.
 */
export class CardCache {
  static readonly of = perDatabase(() => new CardCache());
  private readonly kept = new Map<number, Kept>();

  constructor(private readonly capacity = 10_000) {}

  /**
   * The page's cards in its order, fetching the rows of those not kept at the page's revision,
   * each with its JSON as UTF-8 (a card is serialised and encoded once, not on every answer).
   */
  async cards(db: Queryable, page: PageEntry[], locale: 'zh' | 'en', viewer: Viewer | null): Promise<{ card: ListItem; json: Buffer }[]> {
    const missing = page.filter((entry) => this.kept.get(entry.id)?.revision !== entry.catalogue_revision);
    if (missing.length) {
      const rows = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.id = ANY($1::integer[])`, [
        missing.map((entry) => entry.id),
      ]);
      const revision = missing[0]!.catalogue_revision;
      for (const row of rows) this.keep(row.id, { revision, row, cards: new Map() });
      // Deleted between the two statements: no older card of it may stand in.
      const found = new Set(rows.map((row) => row.id));
      for (const { id } of missing) if (!found.has(id)) this.kept.delete(id);
    }
    const found = page.flatMap((entry) => {
      const kept = this.kept.get(entry.id);
      if (!kept) return [];
      this.keep(entry.id, kept);
      return [{ kept, key: `${locale}|${mayOpen(viewer, kept.row) ? 'open' : 'locked'}` }];
    });
    const unbuilt = found.filter(({ kept, key }) => !kept.cards.has(key));
    if (unbuilt.length) {
      const language = await cardLanguage(db, locale, unbuilt.map(({ kept }) => kept.row));
      for (const { kept, key } of unbuilt) {
        const listItem = toListItem(kept.row, language, viewer);
        kept.cards.set(key, { card: listItem, json: Buffer.from(JSON.stringify(listItem)) });
      }
    }
    return found.map(({ kept, key }) => kept.cards.get(key)!);
  }

  private keep(id: number, kept: Kept) {
    this.kept.delete(id);
    this.kept.set(id, kept);
    while (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }
}
