/**
 * Build step: replaces `src/lib/api/call-table.ts` with the contract's call table as plain data
 * (module, controller, func, access, kind, noStore, long). The client reads nothing else of a
 * call, and the zod parameter schemas it would otherwise import (≈ 22 KB brotli with zod) stay on
 * the server (issue #11). The contract is read when the build starts, so the table is never stale.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { calls } from '../src/shared/contract';

const TABLE_MODULE = fileURLToPath(new URL('../src/lib/api/call-table.ts', import.meta.url));

/** The table as the client sees it, one entry per call (exported for the test that compares it). */
export function callTableData(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, def]) => {
      const { module, controller, func, access, kind } = def;
      const extra = { ...('noStore' in def && def.noStore ? { noStore: true } : {}), ...('long' in def && def.long ? { long: true } : {}) };
      return [name, { module, controller, func, access, kind, ...extra }];
    }),
  );
}

export function callTable(): Plugin {
  return {
    name: 'trendloom:call-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== TABLE_MODULE) return null;
      return `export const callTable = ${JSON.stringify(callTableData())};\n`;
    },
  };
}
