import { calls, type Calls } from '../../shared/contract';

/**
 * What the browser needs of the contract's call table: a call's name is its route
 * (`module/controller/func`), so all it keeps is which calls get the long timeout (spec §9).
 * In a production build `scripts/call-table.ts` replaces this module with the same list as plain
 * data, so neither the zod parameter schemas nor the table ride in the first page's JavaScript
 * (issue #11); in development and tests it is read from the contract, so a change is seen at once.
 */
export const longCalls: ReadonlySet<keyof Calls> = new Set(
  (Object.keys(calls) as (keyof Calls)[]).filter((name) => (calls[name] as { long?: boolean }).long === true),
);
