import { calls, type CallDef, type Calls } from '../../shared/contract';

/** What the browser needs of a call: where it goes and how it is treated, not its parameter schema. */
export type CallRoute = Pick<CallDef, 'module' | 'controller' | 'func' | 'access' | 'kind' | 'noStore' | 'long'>;

/**
 * The contract's call table without the zod parameter schemas (validation is the server's job).
 * In a production build `scripts/call-table.ts` replaces this module with the same table as plain
 * data, so zod stays out of the first page's JavaScript (issue #11); in development and tests it
 * is the contract itself, so a call added there is seen at once.
 */
export const callTable: { readonly [N in keyof Calls]: CallRoute } = calls;
