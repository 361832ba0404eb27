import { describe, expect, it } from 'vitest';
import { callTable } from '../../scripts/call-table';
import { callName, calls } from '../../src/shared/contract';
import { longCalls } from '../../src/lib/api/call-table';

describe('what the client build keeps of the call table (issue #11: no zod, no table in the first page)', () => {
  it('routes every call by its name: the name is module/controller/func', () => {
    for (const [name, def] of Object.entries(calls)) {
      expect(name).toBe(callName(def.module, def.controller, def.func));
      expect(name.split('/')).toEqual([def.module, def.controller, def.func]);
    }
  });

  it('lists exactly the long calls of the contract', () => {
    const long = Object.entries(calls).filter(([, def]) => 'long' in def && def.long === true).map(([name]) => name);
    expect([...longCalls].sort()).toEqual(long.sort());
  });

  it('replaces only src/lib/api/call-table.ts, and only in a build, with plain data', async () => {
    const plugin = callTable();
    expect(plugin.apply).toBe('build');
    const load = plugin.load as (id: string) => string | null;
    const source = load(new URL('../../src/lib/api/call-table.ts', import.meta.url).pathname);
    expect(source).toContain('export const longCalls = new Set(');
    expect(source).not.toMatch(/zod|import /);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source!)}`)) as { longCalls: Set<string> };
    expect([...module.longCalls].sort()).toEqual([...longCalls].sort());
    expect(load(new URL('../../src/lib/api/client.ts', import.meta.url).pathname)).toBeNull();
  });
});
