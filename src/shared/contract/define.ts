import type { z } from 'zod';

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
  /** Reads may be cached by the service worker for offline use; writes never are. */
  readonly kind: 'read' | 'write';
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
