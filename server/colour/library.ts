import { codeKey } from '../../src/shared/colour/coloretto';
import { familyOf } from '../../src/shared/colour/families';
import type { Lab } from '../../src/shared/colour/lab';
import type { LibraryColour } from '../../src/shared/colour/model';
import { NearestColourIndex, type Match } from '../../src/shared/colour/nearest';
import type { Db, Queryable } from '../db/db';

export interface LibraryRow {
  id: number;
  system: string;
  code: string;
  code_key: string;
  name_zh: string;
  name_en: string;
  hex: string;
  lab_l: number;
  lab_a: number;
  lab_b: number;
  sort: number;
}

export interface LibraryEntry extends LibraryRow {
  lab: Lab;
}

/**
 * The colour library in memory: a few thousand rows with their Lab values, indexed for exact
 * CIEDE2000 nearest-colour search and code lookup. Loaded once per database and reloaded when
 * the table changes (an import from the command line, a search count never: it is not selected).
 */
export class ColourLibrary {
  readonly entries: LibraryEntry[];
  readonly systems: Map<string, number>;
  private readonly byKey: Map<string, LibraryEntry>;
  private readonly index: NearestColourIndex<LibraryEntry>;

  constructor(rows: readonly LibraryRow[]) {
    this.entries = rows.map((row) => ({ ...row, lab: { L: row.lab_l, a: row.lab_a, b: row.lab_b } }));
    this.byKey = new Map(this.entries.map((entry) => [entry.code_key, entry]));
    this.index = new NearestColourIndex(this.entries, (entry) => entry.lab);
    this.systems = new Map();
    for (const entry of this.entries) this.systems.set(entry.system, (this.systems.get(entry.system) ?? 0) + 1);
  }

  byCode(code: string): LibraryEntry | undefined {
    return this.byKey.get(codeKey(code));
  }

  /** Codes starting with what was typed ("18-16" finds 18-1664 TCX), in browse order. */
  byCodePrefix(code: string, limit: number): LibraryEntry[] {
    const key = codeKey(code);
    if (key === '') return [];
    return this.entries.filter((entry) => entry.code_key.startsWith(key)).sort(bySort).slice(0, limit);
  }

  /** Names containing the text, zh or en (case-insensitive), in browse order. */
  byName(text: string, limit: number): LibraryEntry[] {
    const needle = text.trim().toLowerCase().replace(/色$/, '');
    if (needle === '') return [];
    return this.entries
      .filter((entry) => entry.name_zh.includes(needle) || entry.name_en.toLowerCase().includes(needle))
      .sort(bySort)
      .slice(0, limit);
  }

  nearest(lab: Lab, k: number, system?: string): Match<LibraryEntry>[] {
    return this.index.nearest(lab, k, system ? (entry) => entry.system === system : undefined);
  }

  /** The system a match should come from: the one asked for when it exists, else any. */
  hasSystem(system: string | undefined): system is string {
    return system !== undefined && this.systems.has(system);
  }
}

const bySort = (x: LibraryEntry, y: LibraryEntry) => x.system.localeCompare(y.system) || x.sort - y.sort;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function toLibraryColour(entry: LibraryEntry, locale: 'zh' | 'en', deltaE?: number): LibraryColour {
  return {
    id: entry.id,
    system: entry.system,
    code: entry.code,
    name: locale === 'en' ? entry.name_en : entry.name_zh,
    name_zh: entry.name_zh,
    name_en: entry.name_en,
    color_rgbhex: entry.hex,
    family: familyOf(entry.lab),
    ...(deltaE === undefined ? {} : { delta_e: round1(deltaE) }),
  };
}

export const LIBRARY_COLUMNS = 'id, system, code, code_key, name_zh, name_en, hex, lab_l, lab_a, lab_b, sort';

interface Cached {
  version: string;
  library: Promise<ColourLibrary>;
}

const cache = new WeakMap<Queryable, Cached>();

/** The library of this database, reloaded only when rows were added or changed since the last load. */
export async function loadLibrary(db: Db | Queryable): Promise<ColourLibrary> {
  const [stamp] = await db.query<{ n: number; changed: number | null }>(
    'SELECT count(*)::int AS n, extract(epoch FROM max(updated_at))::float8 AS changed FROM colour_library',
  );
  const version = `${stamp?.n}:${stamp?.changed}`;
  const cached = cache.get(db);
  if (cached?.version === version) return cached.library;
  const library = db
    .query<LibraryRow>(`SELECT ${LIBRARY_COLUMNS} FROM colour_library ORDER BY id`)
    .then((rows) => new ColourLibrary(rows));
  cache.set(db, { version, library });
  library.catch(() => cache.delete(db));
  return library;
}
