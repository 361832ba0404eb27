import type { FastifyBaseLogger } from 'fastify';
import { calls, callName, type CallDef, type Calls, type ParamsOut, type ResultOf } from '../../src/shared/contract';
import type { Db } from '../db/db';
import type { Caller } from '../auth/session-user';
import type { Config } from '../config';
import type { MediaStore } from '../media/store';

export interface CallContext {
  db: Db;
  caller: Caller;
  locale: 'zh' | 'en';
  signal: AbortSignal;
  log: FastifyBaseLogger;
  config: Config;
  media: MediaStore;
}

/** Returned by a handler when there is nothing to show: the envelope says 4000. */
export const NO_DATA: unique symbol = Symbol('no data');

export type Handler<D> = (params: ParamsOut<D>, ctx: CallContext) => Promise<ResultOf<D> | typeof NO_DATA>;

interface Entry {
  def: CallDef;
  handler: Handler<CallDef>;
}

/** A handler threw this to answer with a specific envelope status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

/**
 * Explicit handler table for the data endpoint. Lookup goes through a Map, never through
 * property access, so names like __proto__ or constructor can only ever miss.
 */
export class Registry {
  private readonly entries = new Map<string, Entry>();

  register<K extends keyof Calls>(name: K, handler: Handler<Calls[K]>): this {
    const def = calls[name] as CallDef;
    const key = callName(def.module, def.controller, def.func);
    if (key !== name) throw new Error(`Contract key ${name} does not match its definition ${key}`);
    if (this.entries.has(key)) throw new Error(`Handler for ${key} registered twice`);
    this.entries.set(key, { def, handler: handler as unknown as Handler<CallDef> });
    return this;
  }

  lookup(module: string, controller: string, func: string): Entry | undefined {
    return this.entries.get(callName(module, controller, func));
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Contract entries without a handler: a server that starts with any is incomplete. */
  missing(): string[] {
    return Object.keys(calls).filter((name) => !this.entries.has(name));
  }
}
