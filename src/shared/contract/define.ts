import type { z } from 'zod';
import { parseLegacyParams } from './legacy';

/**
 * Who may call: everyone; a logged-in user; a VIP; or a user with authority over the
 * `channel` param (channel_auth_type). The server enforces it, the client only mirrors it.
 */
export type Access = 'public' | 'login' | 'vip' | 'channel';

export interface CallDef<P extends z.ZodType = z.ZodType, R = unknown> {
  readonly module: string;
  readonly controller: string;
  readonly func: string;
  readonly params: P;
  readonly access: Access;
  /**
   * Reads may be cached by the service worker for offline use; writes never are. Session
   * reads (who is signed in: isLogin, 1845) are answered by the server only — a cached "signed
   * in" on a device that was displaced would be a lie (issue #18 item 11).
   */
  readonly kind: 'read' | 'session' | 'write';
  /**
   * A read whose answer nothing may store, not even the user's own offline cache: orders and
   * payments. It answers `Cache-Control: no-store` without the service worker's opt-in header.
   */
  readonly noStore?: true;
  /**
   * The answer carries data derived from catalogue items (cards, pictures, media ids, colours,
   * scores, downloads): the server decides what each item shows through server/access/item-access,
   * and tests/server/item-access.test.ts proves a locked item's data never leaves through it.
   */
  readonly itemData?: true;
  /** Long calls get 60 s instead of the default 20 s (spec §9). */
  readonly long?: boolean;
  /** Phantom: carries the result type, never set at run time. */
  readonly __result?: R;
}

/** defineCall<Result>()({...}) – curried so Result is explicit while params are inferred. */
export const defineCall =
  <R>() =>
  <P extends z.ZodType>(def: Omit<CallDef<P, R>, '__result'>): CallDef<P, R> =>
    def;

export type ParamsIn<D> = D extends CallDef<infer P, unknown> ? z.input<P> : never;
export type ParamsOut<D> = D extends CallDef<infer P, unknown> ? z.output<P> : never;
export type ResultOf<D> = D extends CallDef<z.ZodType, infer R> ? R : never;

export const callName = (module: string, controller: string, func: string) =>
  `${module}/${controller}/${func}`;

/** Limits on the envelope's routing fields: short identifiers only. */
export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * How every call's params are read (server/api/data-route.ts): legacy-tolerant — numbers as
 * numbers or numeric strings, undeclared keys (the page's context) dropped, prototype names
 * refused, values validated by the call's schema. See legacy.ts.
 */
export const parseCallParams = <P extends z.ZodType>(def: CallDef<P, unknown>, raw: unknown): z.ZodSafeParseResult<z.output<P>> =>
  parseLegacyParams(def.params, raw);
