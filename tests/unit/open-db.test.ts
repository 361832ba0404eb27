import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/db';

const root = mkdtempSync(join(tmpdir(), 'trendloom-open-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database (PGlite) on disk', () => {
  it('starts in a DATA_DIR that does not exist yet and keeps its rows across a restart', async () => {
    const dataDir = join(root, 'fresh', 'data', 'pglite');
    const first = await openDb({ dataDir });
    await first.query('CREATE TABLE kept (id int)');
    await first.query('INSERT INTO kept VALUES (7)');
    await first.close();

    const second = await openDb({ dataDir });
    expect(await second.query<{ id: number }>('SELECT id FROM kept')).toEqual([{ id: 7 }]);
    await second.close();
  });
});
