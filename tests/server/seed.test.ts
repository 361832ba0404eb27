import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { SEED_PICTURE_CACHE } from '../support/picture-cache';
import { storedFiles } from '../support/stored-files';
import { createTestDb, type TestDb } from '../support/test-db';
import { LocalDiskStore } from '../../server/media/store';
import { SEED_VERSION, seedDemo, seedDemoIfEmpty, type SeedSummary } from '../../server/seed';
import { deltaE2000, hexToRgb, rgbToLab, type Lab } from '../../src/shared/colour';
import { tokenize } from '../../src/shared/text';

const SCALE = 60;
const POOL = 12;
const ANCHOR = Date.UTC(2026, 10, 1) / 1000;
const THREE_YEARS = 3 * 365 * 86_400;
/** A ceiling for the tests that decode every stored picture and copy: seconds alone, minutes beside the browsers. */
const DECODES_EVERY_PICTURE = 180_000;

/** The catalogue's pictures (the fitting room's pre-cut garments are transparent PNGs, checked on their own below). */
const PICTURES = 'SELECT * FROM media WHERE id NOT IN (SELECT media_id FROM fitting_garments)';

interface MediaRow {
  id: string;
  storage_key: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  variants: Record<string, { key: string; width: number; height: number; mime: string; bytes: number }>;
  colours: { color_rgbhex: string; ratio: number; code: string; name: string }[];
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let first: TestDb;
let mediaDir: string;
let media: LocalDiskStore;
let summary: SeedSummary | null;

beforeAll(async () => {
  first = await createTestDb();
  mediaDir = await mkdtemp(join(tmpdir(), 'seed-test-'));
  media = new LocalDiskStore(mediaDir);
  summary = await seedDemo({ db: first.db, media, scale: SCALE, imagePool: POOL, anchor: ANCHOR });
}, 600_000); // a ceiling: seeding renders every picture, niced beside the build and the browsers

afterAll(async () => {
  await first?.dispose();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('records seed, scale and version in meta', async () => {
    expect(summary).not.toBeNull();
    const [meta] = await first.db.query<{ value: { seed: number; scale: number; version: number; anchor: number } }>(`SELECT value FROM meta WHERE key = 'seed'`);
    expect(meta!.value).toMatchObject({ seed: summary!.seed, scale: SCALE, version: SEED_VERSION, anchor: ANCHOR });
    const [{ count }] = (await first.db.query<{ count: number }>('SELECT count(*)::int AS count FROM items')) as [{ count: number }];
    expect(count).toBe(SCALE);
  });

  it('produces identical rows when seeded again with the same seed and scale', async () => {
    const second = await createTestDb();
    const otherDir = await mkdtemp(join(tmpdir(), 'seed-test-'));
    try {
      // The first seeding rendered every picture; this one takes what the shared picture cache holds
      // (rendered by another seeding of the run, or now): the same rows and files either way.
      await seedDemo({ db: second.db, media: new LocalDiskStore(otherDir), scale: SCALE, imagePool: POOL, anchor: ANCHOR, pictureCache: SEED_PICTURE_CACHE });
      expect(await storedFiles(otherDir)).toEqual(await storedFiles(mediaDir));
      const itemsSql = 'SELECT * FROM items ORDER BY id';
      expect(await second.db.query(itemsSql)).toEqual(await first.db.query(itemsSql));
      const mediaSql = 'SELECT id, width, height, bytes, storage_key, variants, colours FROM media ORDER BY id';
      expect(await second.db.query(mediaSql)).toEqual(await first.db.query(mediaSql));
      for (const table of ['channels', 'columns', 'list_routes', 'attribute_values', 'brands', 'bloggers', 'zh_en_words', 'banners']) {
        const sql = `SELECT * FROM ${table} ORDER BY 1`;
        expect(await second.db.query(sql), table).toEqual(await first.db.query(sql));
      }
    } finally {
      await second.dispose();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 600_000); // a ceiling: seeding renders every picture, niced beside the build and the browsers

  it('leaves the planner statistics of what it loaded: the embedded engine has no autovacuum to gather them', async () => {
    const [items] = await first.db.query<{ reltuples: number }>(`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'items'`);
    expect(items!.reltuples).toBe(SCALE);
  });

  it('does not seed a database that already has items', async () => {
    expect(await seedDemoIfEmpty({ db: first.db, media, scale: SCALE, imagePool: POOL, anchor: ANCHOR })).toBe(false);
    expect(await seedDemo({ db: first.db, media, scale: SCALE, imagePool: POOL, anchor: ANCHOR })).toBeNull();
    const [{ count }] = (await first.db.query<{ count: number }>('SELECT count(*)::int AS count FROM items')) as [{ count: number }];
    expect(count).toBe(SCALE);
  });

  it('refuses with a clear message to seed over a catalogue whose items were deleted', async () => {
    const partial = await createTestDb();
    try {
      await partial.db.query(`INSERT INTO channels (id, name_zh, name_en, url_str) VALUES (20850, '女装', 'Women''s', 'women')`);
      await expect(seedDemoIfEmpty({ db: partial.db, media, scale: SCALE, imagePool: POOL, anchor: ANCHOR })).rejects.toThrow(/--reset/);
    } finally {
      await partial.dispose();
    }
  });

  it('rejects a scale or picture pool it cannot build', async () => {
    await expect(seedDemo({ db: first.db, media, scale: 1.5 })).rejects.toThrow(/whole number/);
    await expect(seedDemo({ db: first.db, media, scale: 10, imagePool: 3 })).rejects.toThrow(/at least 10 pictures/);
  });

  it('stores every picture an item names, decodable at its recorded size, with a reduced WebP display copy and thumbnail', async () => {
    const rows = await first.db.query<MediaRow>(PICTURES);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = await first.db.query<{ cover: string; pictures: string[] }>('SELECT cover, pictures FROM items');
    const named = new Set(items.flatMap((item) => [item.cover, ...item.pictures]));
    for (const id of named) expect(byId.has(id), id).toBe(true);
    for (const row of rows) {
      expect(row.storage_key).toMatch(new RegExp(`^seed/${row.id.slice(2, 4)}/${row.id}\\.jpg$`));
      const original = await bytesOf(await media.read(row.storage_key));
      expect(original.length).toBe(row.bytes);
      const info = await sharp(original).metadata();
      expect([info.format, info.width, info.height]).toEqual(['jpeg', row.width, row.height]);
      const thumb = await sharp(await bytesOf(await media.read(row.variants.thumb!.key))).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', row.variants.thumb!.width, row.variants.thumb!.height]);
      expect(thumb.width).toBe(Math.min(400, row.width));
      const display = await sharp(await bytesOf(await media.read(row.variants.display!.key))).metadata();
      expect([display.format, display.width, display.height]).toEqual(['webp', row.variants.display!.width, row.variants.display!.height]);
      expect(display.width).toBe(Math.min(640, row.width));
      expect(row.variants.display!.bytes, row.id).toBeLessThan(row.bytes);
    }
  }, DECODES_EVERY_PICTURE);

  it('cuts the fitting-room garments out of catalogue items as transparent PNGs, served as they are', async () => {
    const garments = await first.db.query<MediaRow & { item_id: number }>('SELECT m.*, g.item_id FROM fitting_garments g JOIN media m ON m.id = g.media_id');
    expect(garments.length).toBeGreaterThan(0);
    for (const row of garments) {
      const png = await bytesOf(await media.read(row.storage_key));
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([row.mime, info.width, info.height, info.channels, png.length]).toEqual(['image/png', row.width, row.height, 4, row.bytes]);
      expect(data[3]).toBe(0);
      expect(row.variants.display!.key).toBe(row.storage_key);
    }
  });

  it('stores AVIF and WebP display copies at 320, 480 and 640 pixels for srcset, the AVIF ones smaller', async () => {
    const rows = await first.db.query<MediaRow>(PICTURES);
    const total = { avif: 0, webp: 0 };
    for (const row of rows) {
      for (const format of ['avif', 'webp'] as const) {
        for (const width of [320, 480, 640]) {
          const variant = row.variants[`${format}-${width}`]!;
          const data = await bytesOf(await media.read(variant.key));
          const info = await sharp(data).metadata();
          // sharp names the AVIF container "heif".
          expect([info.format, info.width, info.height, data.length], `${row.id} ${format}-${width}`).toEqual([
            format === 'avif' ? 'heif' : 'webp',
            Math.min(width, row.width),
            variant.height,
            variant.bytes,
          ]);
          total[format] += data.length;
        }
      }
      // The 640 WebP is the display copy itself, not a second file.
      expect(row.variants['webp-640']).toEqual(row.variants.display);
    }
    expect(total.avif).toBeLessThan(total.webp * 0.9);
  }, DECODES_EVERY_PICTURE);

  it('records colours that are the colours in the picture, with whole-percent ratios totalling 100', async () => {
    const rows = await first.db.query<MediaRow>(`${PICTURES} ORDER BY id`);
    const items = await first.db.query<{ colours: MediaRow['colours'] }>('SELECT colours FROM items');
    for (const { colours } of [...rows, ...items]) {
      expect(colours.length).toBeGreaterThan(0);
      expect(colours.reduce((sum, c) => sum + c.ratio, 0)).toBe(100);
      colours.forEach((c) => {
        expect(Number.isInteger(c.ratio)).toBe(true);
        expect(c.color_rgbhex).toMatch(/^#[0-9A-F]{6}$/);
        expect(c.code).toMatch(/^TL-\d{4}$/);
      });
    }
    // Re-read the stored JPEGs at full size and compare with what was recorded.
    for (const row of rows.filter((_, i) => i % 4 === 0)) {
      const { data } = await sharp(await bytesOf(await media.read(row.storage_key))).raw().toBuffer({ resolveWithObject: true });
      const recorded = row.colours.map((c) => rgbToLab(hexToRgb(c.color_rgbhex)));
      const nearest = new Map<number, [number, number]>();
      const counts = new Array<number>(recorded.length).fill(0);
      const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
      let close = 0;
      const pixels = data.length / 3;
      for (let i = 0; i < data.length; i += 3) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const key = (r << 16) | (g << 8) | b;
        let hit = nearest.get(key);
        if (!hit) {
          const lab = rgbToLab({ r, g, b });
          const distances = recorded.map((target: Lab) => deltaE2000(lab, target));
          const index = distances.indexOf(Math.min(...distances));
          hit = [index, distances[index]!];
          nearest.set(key, hit);
        }
        counts[hit[0]]! += 1;
        if (hit[1] <= 10) close++;
        const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
        const sum = bins.get(bin) ?? { n: 0, r: 0, g: 0, b: 0 };
        bins.set(bin, { n: sum.n + 1, r: sum.r + r, g: sum.g + g, b: sum.b + b });
      }
      // Nearly every pixel is within ΔE 10 of a recorded colour; shares agree within 6 points.
      expect(close / pixels, row.id).toBeGreaterThan(0.9);
      row.colours.forEach((c, i) => expect(Math.abs((counts[i]! / pixels) * 100 - c.ratio), `${row.id} ${c.color_rgbhex}`).toBeLessThan(6));
      // The most frequent colour of the picture is one of the recorded colours.
      const top = [...bins.values()].sort((x, y) => y.n - x.n)[0]!;
      const dominant = rgbToLab({ r: top.r / top.n, g: top.g / top.n, b: top.b / top.n });
      expect(Math.min(...recorded.map((lab) => deltaE2000(dominant, lab))), row.id).toBeLessThan(5);
    }
  });

  it('creates the channels and columns the spec names', async () => {
    const channels = await first.db.query<{ id: number; is_main: boolean; name_zh: string; url_str: string }>('SELECT id, is_main, name_zh, url_str FROM channels');
    expect(channels.map((c) => c.id).sort()).toEqual([20840, 20850, 20860, 143215, 143216, 143217, 157468, 158170, 159151, 162488].sort());
    expect(channels.filter((c) => c.is_main).map((c) => c.id).sort()).toEqual([20840, 20850, 20860]);
    expect(Object.fromEntries(channels.filter((c) => [20850, 20840, 20860, 159151].includes(c.id)).map((c) => [c.id, c.name_zh]))).toEqual({ 20850: '女装', 20840: '男装', 20860: '童装', 159151: '图案' });

    const columns = await first.db.query<{ id: number; channel_id: number; parent_id: number | null; url_str: string; data_type: { type: number }[]; nav_group: string; image: string | null }>(
      'SELECT id, channel_id, parent_id, url_str, data_type, nav_group, image FROM columns',
    );
    const column = (id: number) => columns.find((c) => c.id === id)!;
    expect(column(6)).toMatchObject({ channel_id: 20850, url_str: 'brand', parent_id: null });
    expect(column(34178)).toMatchObject({ channel_id: 20850, url_str: 'color_real' });
    expect(column(34178).data_type.map((d) => d.type)).toContain(401);
    expect(column(6222)).toMatchObject({ channel_id: 20850, url_str: 'ins_gallery' });
    expect(column(146863)).toMatchObject({ channel_id: 20850, parent_id: null, nav_group: 'custom' });
    expect(column(35881)).toMatchObject({ channel_id: 20850, parent_id: 146863 });
    const patternChannel = columns.filter((c) => c.channel_id === 159151 && c.parent_id === null).map((c) => c.url_str);
    expect(patternChannel).toEqual(expect.arrayContaining(['pattern_big_name_pattern', 'pattern_pattern_material', 'pattern_pattern_craft']));
    for (const channel of [20850, 20840, 20860]) {
      const base = columns.filter((c) => c.channel_id === channel && c.parent_id === null && c.nav_group === 'base');
      expect(base.map((c) => c.url_str)).toEqual(expect.arrayContaining(['trend', 'show', 'brand', 'style_market', 'street_photo', 'pattern', 'color', 'book_magazine', 'news']));
    }
    expect(columns.filter((c) => c.channel_id === 20850 && c.nav_group === 'custom' && c.parent_id === null).length).toBeGreaterThanOrEqual(3);
    columns.forEach((c) => expect(c.image, String(c.id)).toMatch(/^sd[0-9a-f]{14}$/));

    const items = await first.db.query<{ channel_id: number; column_id: number; subcolumn_id: number | null; type: number }>('SELECT channel_id, column_id, subcolumn_id, type FROM items');
    for (const item of items) {
      const top = column(item.column_id);
      expect(top.channel_id).toBe(item.channel_id);
      expect(top.parent_id).toBeNull();
      if (item.subcolumn_id !== null) expect(column(item.subcolumn_id).parent_id).toBe(item.column_id);
      const types = top.data_type.flatMap((d: { type: number; child?: { type: number }[] }) => [d.type, ...(d.child ?? []).map((c) => c.type)]);
      expect(types).toContain(item.type);
    }
  }, DECODES_EVERY_PICTURE);

  it('lists every named list route of the spec with its layout', async () => {
    const routes = new Map((await first.db.query<{ name: string; layout: string }>('SELECT name, layout FROM list_routes')).map((r) => [r.name, r.layout]));
    const names = ['listHome', 'search', 'searchPic', 'color', 'style_brand', 'style_market', 'vmd', 'street_photo', 'show', 'pattern', 'inspiration', 'my_follow', 'aiHome', 'expanderGraph', 'autoCutout', 'diylayoutDocList', 'fittingRoom', 'pattern_big_name_pattern', 'pattern_pattern_material', 'pattern_pattern_craft', 'newsList', 'newsDetail', 'yarn_company', 'searchColor', 'data_analysis_dy', 'data_analysis_diexun', 'news', 'trend_books', 'book_magazine', 'data_analysis', 'dnext_photos', 'ins_gallery', 'brand'];
    const special: Record<string, string> = { aiHome: 'ai', color: 'color', brand: 'brand', trend_books: 'trend_books', book_magazine: 'book_magazine', data_analysis: 'data_analysis', my_follow: 'my_follow', dnext_photos: 'dnext_photos', pattern: 'pattern', ins_gallery: 'ins_gallery' };
    for (const name of names) expect(routes.get(name), name).toBe(special[name] ?? 'generic');
    const columnRoutes = await first.db.query<{ url_str: string }>('SELECT DISTINCT url_str FROM columns');
    for (const { url_str } of columnRoutes) expect(routes.has(url_str), url_str).toBe(true);
  });

  it('translates every attribute value in zh_en_words', async () => {
    const words = new Map((await first.db.query<{ zh: string; en: string }>('SELECT zh, en FROM zh_en_words')).map((w) => [w.zh, w.en]));
    expect(words.size).toBeGreaterThanOrEqual(150);
    const values = await first.db.query<{ key: string; name_zh: string; name_en: string }>(
      `SELECT a.key, v.name_zh, v.name_en FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.kind <> 'brand_letter'`,
    );
    for (const key of ['fashion', 'pattern', 'craftwork', 'style', 'fabric', 'area', 'season', 'color']) expect(values.some((v) => v.key === key), key).toBe(true);
    for (const value of values) expect(words.get(value.name_zh), value.name_zh).toBe(value.name_en);
    expect(words.get('连衣裙')).toBe('dress');
  });

  it('tags items so attribute filters and zh/en search find them', async () => {
    const values = await first.db.query<{ id: number; key: string; name_zh: string }>('SELECT v.id, a.key, v.name_zh FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id');
    const idOf = new Map(values.map((v) => [`${v.key}:${v.name_zh}`, v.id]));
    const tagKeys: Record<string, string> = { area: 'area', season: 'season', style: 'style', fashion: 'fashion', pattern: 'pattern', craftwork: 'craftwork', starname: 'starname', Artist: 'artist', 'Age group': 'age_group' };
    const items = await first.db.query<{ id: number; tag_base: Record<string, string[]>; attr_ids: number[]; tag_base_pattern: { pid: number; id: number; name: string }[]; publish_time: number; temp_type: number; pictures: string[]; search_terms: string[] }>(
      'SELECT id, tag_base, attr_ids, tag_base_pattern, publish_time, temp_type, pictures, search_terms FROM items',
    );
    for (const item of items) {
      for (const [tag, names] of Object.entries(item.tag_base)) {
        const key = tagKeys[tag];
        if (key) names.forEach((name) => expect(item.attr_ids, `${item.id} ${tag} ${name}`).toContain(idOf.get(`${key}:${name}`)));
      }
      item.tag_base_pattern.forEach((p) => expect(item.attr_ids).toContain(p.id));
      expect(item.publish_time).toBeLessThan(ANCHOR);
      expect(item.publish_time).toBeGreaterThan(ANCHOR - THREE_YEARS - 2 * 86_400);
      expect([0, 1, 2, 10]).toContain(item.temp_type);
      expect(item.pictures.length).toBeGreaterThanOrEqual(1);
      expect(item.pictures.length).toBeLessThanOrEqual(12);
    }
    const findIds = async (query: string) =>
      (await first.db.query<{ id: number }>('SELECT id FROM items WHERE search_terms @> $1::text[] ORDER BY id', [tokenize(query)])).map((r) => r.id);
    // The most-tagged category whose English name is one word no other category uses (like 连衣裙 ↔ dress;
    // "coat" would also find 风衣, trench coats): its zh and en names find exactly its items.
    const english = new Map((await first.db.query<{ zh: string; en: string }>('SELECT zh, en FROM zh_en_words')).map((w) => [w.zh, w.en]));
    const categories = values.filter((v) => v.key === 'fashion').map((v) => v.name_zh);
    const distinctive = (zh: string) => {
      const [word, ...rest] = tokenize(english.get(zh)!);
      return rest.length === 0 && categories.every((other) => other === zh || !tokenize(english.get(other)!).includes(word!));
    };
    const counts = new Map<string, number>();
    items.forEach((i) => i.tag_base.fashion?.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1)));
    const [category] = [...counts.entries()].filter(([zh]) => distinctive(zh)).sort((x, y) => y[1] - x[1])[0]!;
    const tagged = items.filter((i) => i.tag_base.fashion?.includes(category)).map((i) => i.id).sort((a, b) => a - b);
    expect(await findIds(category)).toEqual(tagged);
    expect(await findIds(english.get(category)!)).toEqual(tagged);
    const filtered = await first.db.query<{ id: number }>('SELECT id FROM items WHERE attr_ids @> ARRAY[$1::int] ORDER BY id', [idOf.get(`fashion:${category}`)]);
    expect(filtered.map((r) => r.id)).toEqual(tagged);
  });

  it('creates at least 120 brands and 60 bloggers of every type, each with a picture', async () => {
    const brands = await first.db.query<{ letter: string; logo: string; name_zh: string; name_en: string }>('SELECT letter, logo, name_zh, name_en FROM brands');
    expect(brands.length).toBeGreaterThanOrEqual(120);
    expect(new Set(brands.map((b) => b.name_en)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.letter)).size).toBe(26);
    const bloggers = await first.db.query<{ itype: number; avatar: string; fans: number }>('SELECT itype, avatar, fans FROM bloggers');
    expect(bloggers.length).toBeGreaterThanOrEqual(60);
    expect([...new Set(bloggers.map((b) => b.itype))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const [{ missing }] = (await first.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM (SELECT logo AS id FROM brands UNION ALL SELECT avatar FROM bloggers UNION ALL SELECT image FROM banners) p
        WHERE p.id IS NULL OR NOT EXISTS (SELECT 1 FROM media m WHERE m.id = p.id)`,
    )) as [{ missing: number }];
    expect(missing).toBe(0);
  });
});
