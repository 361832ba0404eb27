/**
 * Build step: replaces `src/lib/api/call-table.ts` with what the client needs of the contract as
 * plain data: the names of the calls that get the long timeout (a call's name is its route). The
 * zod parameter schemas it would otherwise import (≈ 22 KB brotli with zod) stay on the server, and
 * so does the table (≈ 4 KB) (issue #11). The contract is read when the build starts, so the list
 * is never stale.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { longCalls } from '../src/lib/api/call-table';

const TABLE_MODULE = fileURLToPath(new URL('../src/lib/api/call-table.ts', import.meta.url));

export function callTable(): Plugin {
  return {
    name: 'trendloom:call-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== TABLE_MODULE) return null;
      return `export const longCalls = new Set(${JSON.stringify([...longCalls])});\n`;
    },
  };
}
