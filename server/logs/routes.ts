import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { hitAll } from '../auth/rate-limit';
import { LOG_FILE } from './daily-file';

/** Attempts per client address, and over all addresses, per window (successes count too). */
export const LOGS_LIMITS = { perAddress: 10, overall: 100, windowSeconds: 600 } as const;

const STRICT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a real calendar day, nothing else. */
export function isStrictDate(value: string): boolean {
  const match = STRICT_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Compares in constant time whatever the lengths (both sides hashed first). */
function secretMatches(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

const answer = (reply: FastifyReply, http: number, msg: string) =>
  reply.code(http).header('Cache-Control', 'no-store').send({ status: http, data: null, msg });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /tools/logs/:password/:time? — the operators' log download (spec §2). Disabled (404) unless
 * LOGS_SECRET is set; every attempt is counted in the database first (so guesses are throttled
 * across app servers), the secret compared in constant time, and a wrong secret answers the
 * same 404 as a disabled route. `time` must be a real YYYY-MM-DD; the file name is built from
 * it and must be a regular file in the log folder, so nothing else can be reached. The request
 * logger redacts the secret from the URL (redactUrl in app.ts).
 */
export function registerLogRoutes(app: FastifyInstance, { db, logDir, secret }: { db: Db; logDir: string; secret: string | undefined }) {
  const handler = async (request: FastifyRequest<{ Params: { password: string; time?: string } }>, reply: FastifyReply) => {
    if (!secret) return answer(reply, 404, '接口不存在');
    // request.ip follows TRUST_PROXY like every other per-address limit.
    const address = request.ip;
    const throttled = await hitAll(db, [
      { key: `logs:addr:${address}`, max: LOGS_LIMITS.perAddress, windowSeconds: LOGS_LIMITS.windowSeconds },
      { key: 'logs:all', max: LOGS_LIMITS.overall, windowSeconds: LOGS_LIMITS.windowSeconds },
    ]);
    if (throttled) return answer(reply.header('Retry-After', String(LOGS_LIMITS.windowSeconds)), 429, '请求过于频繁，请稍后再试');
    if (!secretMatches(request.params.password, secret)) return answer(reply, 404, '接口不存在');
    const { time } = request.params;
    if (time === undefined || time === '') {
      const days = (await readdir(logDir).catch(() => [] as string[]))
        .map((name) => LOG_FILE.exec(name)?.[1])
        .filter((day): day is string => Boolean(day))
        .sort()
        .reverse();
      const base = `/tools/logs/${encodeURIComponent(request.params.password)}`;
      const links = days.map((day) => `<li><a href="${escapeHtml(`${base}/${day}`)}">${escapeHtml(day)}.log</a></li>`).join('');
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><title>Logs</title><h1>Logs</h1><ul>${links || '<li>—</li>'}</ul>`);
    }
    if (!isStrictDate(time)) return answer(reply, 400, '日期格式应为 YYYY-MM-DD');
    const path = join(logDir, `${time}.log`);
    const stat = await lstat(path).catch(() => null);
    if (!stat?.isFile()) return answer(reply, 404, '该日没有日志');
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Disposition', `attachment; filename="trendloom-${time}.log"`)
      .type('text/plain; charset=utf-8')
      .send(createReadStream(path));
  };
  app.get('/tools/logs/:password', handler);
  app.get('/tools/logs/:password/:time', handler);
}
