import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { logDay } from '../../server/logs/daily-file';
import { LOGS_LIMITS, isStrictDate } from '../../server/logs/routes';
import { createTestApp, type TestApp } from '../support/test-app';

const SECRET = 'ops-logs-secret-0123456789abcdef';
let t: TestApp;
let logDir: string;

beforeAll(async () => {
  t = await createTestApp({ logsSecret: SECRET });
  logDir = join(t.config.dataDir, 'logs');
  await mkdir(logDir, { recursive: true });
  await writeFile(join(logDir, '2026-11-20.log'), '{"msg":"day twenty"}\n');
  await writeFile(join(t.config.dataDir, 'secret.txt'), 'outside the log folder');
  await writeFile(join(logDir, '2026-11-19.txt'), 'not a log');
  await symlink(join(t.config.dataDir, 'secret.txt'), join(logDir, '2026-11-18.log'));
});
afterAll(() => t.dispose());

// Each request from its own address, so the throttle (tested on its own below) stays out of the way.
let nextAddress = 1;
const get = (url: string, address = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`) =>
  t.app.inject({ method: 'GET', url, remoteAddress: address });

describe('/tools/logs/:password/:time?', () => {
  it('serves one day’s file as a download when the secret matches', async () => {
    const response = await get(`/tools/logs/${SECRET}/2026-11-20`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"msg":"day twenty"}\n');
    expect(response.headers['content-disposition']).toBe('attachment; filename="trendloom-2026-11-20.log"');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists the days on file without a time', async () => {
    const response = await get(`/tools/logs/${SECRET}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="/tools/logs/${SECRET}/2026-11-20"`);
    expect(response.body).not.toContain('2026-11-19');
  });

  it('answers a wrong secret exactly like a disabled route, and never serves the file', async () => {
    for (const wrong of ['wrong', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()]) {
      const response = await get(`/tools/logs/${wrong}/2026-11-20`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('day twenty');
    }
  });

  it('refuses a time that is not a strict YYYY-MM-DD date', async () => {
    for (const time of ['2026-11-2', '2026-02-30', '20261120', '2026-11-20.log', '..', '2026-11-20%00', 'latest']) {
      const response = await get(`/tools/logs/${SECRET}/${time}`);
      expect([400, 404], time).toContain(response.statusCode);
      expect(response.body).not.toContain('day twenty');
    }
    expect((await get(`/tools/logs/${SECRET}/2026-02-30`)).statusCode).toBe(400);
    expect(isStrictDate('2024-02-29')).toBe(true);
    expect(isStrictDate('2025-02-29')).toBe(false);
  });

  it('reaches nothing outside the log folder: traversal, encoded traversal, symlinks, other files', async () => {
    for (const path of [
      `/tools/logs/${SECRET}/..%2Fsecret.txt`,
      `/tools/logs/${SECRET}/..%2F..%2Fetc%2Fpasswd`,
      `/tools/logs/${SECRET}/%2e%2e`,
      `/tools/logs/${SECRET}/../secret.txt`,
      `/tools/logs/${SECRET}/2026-11-18`,
      `/tools/logs/${SECRET}/2026-11-19`,
      `/tools/logs/${SECRET}/2026-11-21`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).not.toBe(200);
      expect(response.body).not.toContain('outside the log folder');
    }
  });

  it('throttles attempts per address in the database, right secret or not', async () => {
    const address = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < LOGS_LIMITS.perAddress + 2; i++) answers.push((await get(`/tools/logs/guess-${i}/2026-11-20`, address)).statusCode);
    expect(answers.slice(0, LOGS_LIMITS.perAddress).every((code) => code === 404)).toBe(true);
    expect(answers.slice(LOGS_LIMITS.perAddress)).toEqual([429, 429]);
    // Once throttled, even the right secret waits.
    expect((await get(`/tools/logs/${SECRET}/2026-11-20`, address)).statusCode).toBe(429);
    const [row] = await t.db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [`logs:addr:${address}`]);
    expect(row!.hits).toBe(LOGS_LIMITS.perAddress + 3);
  });

  it('is disabled (404) when LOGS_SECRET is unset, whatever the password', async () => {
    const off = await createTestApp({}, { db: t.db });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/tools/logs/anything/2026-11-20' });
      expect(response.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/tools/logs/undefined' })).statusCode).toBe(404);
    } finally {
      await off.dispose();
    }
  });

  it('refuses a short or odd LOGS_SECRET at start-up', () => {
    expect(() => loadConfig({ LOGS_SECRET: 'short' })).toThrow(/LOGS_SECRET/);
    expect(() => loadConfig({ LOGS_SECRET: 'has a space in it but is long enough' })).toThrow(/LOGS_SECRET/);
    expect(loadConfig({ LOGS_SECRET: SECRET }).logsSecret).toBe(SECRET);
    expect(loadConfig({}).logsSecret).toBeUndefined();
  });
});

describe('server log files', () => {
  it('writes each request to DATA_DIR/logs/<day>.log with the secret redacted from its URL', async () => {
    const lines: string[] = [];
    const copy = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: { ...t.config, logLevel: 'info' }, db: t.db, media: t.media, logger: true, logCopy: copy });
    await app.ready();
    await app.inject({ method: 'GET', url: `/tools/logs/${SECRET}/2026-11-20`, remoteAddress: '198.51.100.9' });
    await app.inject({ method: 'GET', url: `/tools/logs/${SECRET}?x=1`, remoteAddress: '198.51.100.9' });
    await app.close();
    const written = await readFile(join(logDir, `${logDay()}.log`), 'utf8');
    expect(written).toContain('/tools/logs/[redacted]/2026-11-20');
    expect(written).not.toContain(SECRET);
    expect(lines.join('')).toContain('incoming request');
    expect(lines.join('')).not.toContain(SECRET);
  });
});
