import { describe, expect, it } from 'vitest';
import { callTable, callTableData } from '../../scripts/call-table';
import { calls } from '../../src/shared/contract';

describe('the client build call table (issue #11: no zod in the first page)', () => {
  it('has every call of the contract with its route and treatment, as plain JSON without parameter schemas', () => {
    const table = callTableData();
    expect(Object.keys(table).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, def] of Object.entries(calls)) {
      const entry = table[name]!;
      expect(entry).toMatchObject({ module: def.module, controller: def.controller, func: def.func, access: def.access, kind: def.kind });
      expect(entry.long === true).toBe(Boolean('long' in def && def.long));
      expect(entry.noStore === true).toBe(Boolean('noStore' in def && def.noStore));
      expect(entry).not.toHaveProperty('params');
    }
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('replaces only src/lib/api/call-table.ts, and only in a build', async () => {
    const plugin = callTable();
    expect(plugin.apply).toBe('build');
    const load = plugin.load as (id: string) => string | null;
    const source = load(new URL('../../src/lib/api/call-table.ts', import.meta.url).pathname);
    expect(source).toContain('export const callTable = {');
    expect(source).not.toMatch(/zod|import /);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source!)}`)) as { callTable: unknown };
    expect(module.callTable).toEqual(callTableData());
    expect(load(new URL('../../src/lib/api/client.ts', import.meta.url).pathname)).toBeNull();
  });
});
