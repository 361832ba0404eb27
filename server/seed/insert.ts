import type { Queryable } from '../db/db';

/** Column types the seed writes. */
export type ColumnType = 'int' | 'bigint' | 'smallint' | 'text' | 'bool' | 'jsonb' | 'int[]' | 'text[]' | 'bytea';

export type ColumnList = readonly (readonly [name: string, type: ColumnType])[];

/** At most this many rows per INSERT statement. */
export const ROWS_PER_STATEMENT = 1000;

/**
 * Inserts rows (values in `columns` order) with one statement per ROWS_PER_STATEMENT rows. Each
 * statement carries its rows as a single JSON parameter that json_to_recordset() turns back into
 * typed rows: JSON arrays become int[]/text[], nested objects jsonb. One parameter instead of one
 * per value, no array-literal escaping, and the same SQL on PGlite and PostgreSQL.
 */
export async function insertRows(db: Queryable, table: string, columns: ColumnList, rows: readonly (readonly unknown[])[]): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS r(${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => Object.fromEntries(columns.map(([name], i) => [name, row[i] ?? null])));
    await db.query(sql, [JSON.stringify(records)]);
  }
}
