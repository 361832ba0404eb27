import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { seedInsContent } from '../../server/seed/ins';
import { INS_PROXY_PATH } from '../../src/shared/contract/ins-proxy';

/** A small blogger gallery: 8 bloggers (two per area, types 1–6), posts from seedInsContent. */
export const INS_FX = {
  areas: { paris: 7001, seoul: 7002 },
  bloggers: [6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008],
  anchor: 1_768_406_400,
} as const;

export async function loadInsFixture(db: Db): Promise<void> {
  const pictures = Array.from({ length: 10 }, (_, i) => `insp${i}`);
  const designs = ['insd0', 'insd1'];
  for (const [i, id] of [...pictures, ...designs].entries()) {
    await db.query(
      `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key) VALUES ($1, 'image', 'image/jpeg', 640, $2, 1000, $3)`,
      [id, 640 + (i % 3) * 160, `test/${id}.jpg`],
    );
  }
  await db.query(`INSERT INTO attributes (id, key, name_zh, name_en, kind) VALUES (700, 'ins_area', '地区', 'Area', 'single')`);
  await db.query(
    `INSERT INTO attribute_values (id, attribute_id, name_zh, name_en) VALUES ($1, 700, '巴黎', 'Paris'), ($2, 700, '首尔', 'Seoul')`,
    [INS_FX.areas.paris, INS_FX.areas.seoul],
  );
  for (const [i, id] of INS_FX.bloggers.entries()) {
    await db.query(
      `INSERT INTO bloggers (id, name, nickname, itype, area_value_id, sex, fans, fans_up, bio) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '')`,
      [id, `uper_${i}`, `Uper ${i}`, (i % 6) + 1, i % 2 === 0 ? INS_FX.areas.paris : INS_FX.areas.seoul, i % 3 === 0 ? 1 : 2, 50_000 * (i + 1), 500 * (i + 1)],
    );
  }
  await db.transaction((tx) => seedInsContent(tx, { seed: 16, anchor: INS_FX.anchor, pictures, designs }));
}

export interface InsReply {
  http: number;
  body: { code: number; data: unknown; message: string };
  headers: Record<string, unknown>;
}

/** POST /api/ins as the holder of `cookie` ('' = guest). */
export async function insCall(app: FastifyInstance, cookie: string, method: string, api: string, params: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<InsReply> {
  const response = await app.inject({
    method: 'POST',
    url: INS_PROXY_PATH,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
    payload: JSON.stringify({ api, method, params }),
  });
  return { http: response.statusCode, body: response.json(), headers: response.headers };
}
