import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchTerms } from '../../src/shared/text';
import type { Calls, ParamsIn, ResultOf } from '../../src/shared/contract';
import { registerDataRoute } from '../../server/api/data-route';
import { Registry } from '../../server/api/registry';
import type { Caller } from '../../server/auth/session-user';
import { registerCatalogueHandlers } from '../../server/catalogue/handlers';
import { loadConfig } from '../../server/config';
import type { Db, Queryable } from '../../server/db/db';
import { LocalDiskStore } from '../../server/media/store';
import { createTestDb } from '../support/test-db';

/**
 * A small hand-made catalogue whose every number the content tests can reason about. Ids follow
 * the spec where it names them (channels 20850/158170/159151, column 146863 with sub-column
 * 35881, attribute 32938 with values 32939/32940/109697, search column -142222).
 */
export const FX = {
  women: 20850,
  men: 20840,
  sports: 158170,
  patternChannel: 159151,
  columns: {
    trend: 1001,
    trendReports: 1011,
    trendRunway: 1012,
    brand: 1002,
    show: 1003,
    pattern: 1004,
    special: 146863,
    specialSub: 35881,
    menTrend: 2001,
    sportsWear: 3001,
    patternCraft: 4001,
  },
  attrs: { season: 501, style: 502, letter: 503, colour: 504, price: 505, sportsType: 32938, area: 506 },
  values: {
    ss26: 5011,
    aw26: 5012,
    street: 5021,
    minimal: 5022,
    romantic: 5023,
    red: 5041,
    blue: 5042,
    priceLow: 5051,
    priceMid: 5052,
    priceHigh: 5053,
    running: 32939,
    training: 32940,
    outdoor: 109697,
    yoga: 32941,
    europe: 5061,
    asia: 5062,
  },
  brands: { acne: 71, balenciaga: 72, chanel: 73, uma: 74 },
  /** First second of 2026-01-15 China time: fixture items are published before it. */
  baseTime: 1_768_406_400,
} as const;

export interface FixtureItem {
  id: number;
  channel: number;
  column: number;
  subcolumn?: number;
  type: number;
  title_zh: string;
  title_en: string;
  publish_time: number;
  pv: number;
  attr_ids: number[];
  brand?: number;
  vip?: boolean;
  pictures?: number;
  body?: unknown[];
  tags?: Record<string, string[]>;
}

const V = FX.values;
const C = FX.columns;

/** Builds the fixture's items: enough to fill pages, each property chosen by its index. */
export function fixtureItems(now: number = FX.baseTime): FixtureItem[] {
  const items: FixtureItem[] = [];
  const garments: [string, string][] = [
    ['连衣裙', 'dress'],
    ['西装外套', 'blazer'],
    ['针织衫', 'knitwear'],
    ['牛仔裤', 'jeans'],
  ];
  // 90 trend items: column 1001, sub-columns alternate, types 3 (pictures) and 13 (reports).
  for (let i = 0; i < 90; i++) {
    const [zh, en] = garments[i % garments.length]!;
    items.push({
      id: 10_000 + i,
      channel: FX.women,
      column: C.trend,
      subcolumn: i % 3 === 0 ? C.trendReports : i % 3 === 1 ? C.trendRunway : undefined,
      type: i % 2 === 0 ? 3 : 13,
      title_zh: `2026春夏 ${zh} 趋势 ${i}`,
      title_en: `SS26 ${en} trend ${i}`,
      publish_time: now - (i + 1) * 3600 * 7,
      pv: (i * 37) % 101,
      attr_ids: [i % 2 ? V.ss26 : V.aw26, [V.street, V.minimal, V.romantic][i % 3]!, i % 4 === 0 ? V.red : V.blue, [V.priceLow, V.priceMid, V.priceHigh][i % 3]!],
      brand: [FX.brands.acne, FX.brands.balenciaga, FX.brands.chanel, FX.brands.uma][i % 4],
      vip: i % 10 === 9,
      pictures: i % 5 === 0 ? 0 : 3,
      tags: { season: [i % 2 ? '2026春夏' : '2026秋冬'], style: [['街头', '极简', '浪漫'][i % 3]!], area: ['欧洲'], fashion: ['时装周'] },
    });
  }
  for (let i = 0; i < 12; i++) {
    items.push({
      id: 20_000 + i,
      channel: FX.women,
      column: C.brand,
      type: i < 4 ? 402 : 3,
      title_zh: `品牌画册 ${i}`,
      title_en: `Brand lookbook ${i}`,
      publish_time: now - (i + 1) * 86_400,
      pv: i,
      attr_ids: [V.ss26],
      brand: i % 2 ? FX.brands.acne : FX.brands.chanel,
    });
  }
  for (let i = 0; i < 6; i++) {
    items.push({
      id: 30_000 + i,
      channel: FX.women,
      column: C.show,
      type: 3,
      title_zh: `巴黎时装周秀场 ${i}`,
      title_en: `Paris fashion week show ${i}`,
      publish_time: now - (i + 1) * 43_200,
      pv: 50 - i,
      attr_ids: [V.ss26],
      brand: FX.brands.balenciaga,
    });
  }
  for (let i = 0; i < 4; i++) {
    items.push({
      id: 40_000 + i,
      channel: FX.women,
      column: C.special,
      subcolumn: C.specialSub,
      type: 401,
      title_zh: `专题合集 ${i}`,
      title_en: `Special collection ${i}`,
      publish_time: now - (i + 1) * 86_400,
      pv: 1,
      attr_ids: [],
    });
  }
  for (let i = 0; i < 5; i++) {
    items.push({
      id: 50_000 + i,
      channel: FX.men,
      column: C.menTrend,
      type: 3,
      title_zh: `男装 ${garments[i % 4]![0]} ${i}`,
      title_en: `Menswear ${garments[i % 4]![1]} ${i}`,
      publish_time: now - (i + 1) * 86_400,
      pv: i,
      attr_ids: [V.aw26],
    });
  }
  // Sports: two in the default filter's values, one outside (yoga).
  const sportValues = [V.running, V.training, V.outdoor, V.yoga];
  for (let i = 0; i < 4; i++) {
    items.push({
      id: 60_000 + i,
      channel: FX.sports,
      column: C.sportsWear,
      type: 3,
      title_zh: `运动装 ${i}`,
      title_en: `Sportswear ${i}`,
      publish_time: now - (i + 1) * 86_400,
      pv: i,
      attr_ids: [sportValues[i]!],
    });
  }
  for (let i = 0; i < 3; i++) {
    items.push({
      id: 70_000 + i,
      channel: FX.patternChannel,
      column: C.patternCraft,
      type: 401,
      title_zh: `印花工艺 ${i}`,
      title_en: `Print craft ${i}`,
      publish_time: now - (i + 1) * 86_400,
      pv: i,
      attr_ids: [],
    });
  }
  return items;
}

/** Inserts the fixture catalogue into a migrated, empty database. */
export async function loadFixture(db: Queryable, now: number = FX.baseTime): Promise<FixtureItem[]> {
  await db.query(
    `INSERT INTO channels (id, name_zh, name_en, url_str, is_main, sort) VALUES
      (20850, '女装', 'Womenswear', 'women', true, 1), (20840, '男装', 'Menswear', 'men', true, 2),
      (158170, '运动', 'Sportswear', 'sports', false, 3), (159151, '图案', 'Patterns', 'patterns', false, 4)`,
  );
  await db.query(
    `INSERT INTO media (id, kind, mime, width, height, bytes, storage_key, variants) VALUES
      ('img1', 'image', 'image/jpeg', 600, 800, 1000, 'k1', '{"thumb":{"key":"k1t","mime":"image/jpeg"}}'),
      ('img2', 'image', 'image/jpeg', 800, 600, 1000, 'k2', '{}'),
      ('img3', 'image', 'image/jpeg', 600, 600, 1000, 'k3', '{}')`,
  );
  await db.query(
    `INSERT INTO columns (id, channel_id, parent_id, name_zh, name_en, url_str, nav_group, setting, sort, data_type) VALUES
      (1001, 20850, NULL, '趋势', 'Trends', 'trend', 'base', 0, 1, '[{"type":3,"haspic":1},{"type":13,"haspic":0}]'),
      (1011, 20850, 1001, '趋势报告', 'Trend reports', 'trend_reports', 'base', 0, 1, '[]'),
      (1012, 20850, 1001, '秀场趋势', 'Runway trends', 'trend_runway', 'base', 0, 2, '[]'),
      (1002, 20850, NULL, '品牌', 'Brands', 'style_brand', 'base', 2, 2, '[]'),
      (1003, 20850, NULL, '秀场', 'Runway', 'show', 'base', 0, 3, '[]'),
      (1004, 20850, NULL, '图案', 'Patterns', 'pattern', 'custom', 16, 4, '[]'),
      (146863, 20850, NULL, '专题', 'Specials', 'special', 'custom', 0, 5, '[]'),
      (35881, 20850, 146863, '合集', 'Collections', 'special_sub', 'custom', 0, 1, '[]'),
      (2001, 20840, NULL, '男装趋势', 'Men''s trends', 'trend', 'base', 0, 1, '[]'),
      (3001, 158170, NULL, '运动装', 'Sportswear', 'sportswear', 'base', 0, 1, '[]'),
      (4001, 159151, NULL, '工艺', 'Craft', 'pattern_pattern_craft', 'base', 0, 1, '[]')`,
  );
  await db.query(
    `INSERT INTO list_routes (name, layout, channel_id, column_id, title_zh, title_en, sort) VALUES
      ('style_brand', 'brand', 20850, 1002, '品牌', 'Brands', 1),
      ('show', 'generic', 20850, 1003, '秀场', 'Runway', 2),
      ('pattern', 'pattern', 20850, 1004, '图案', 'Patterns', 3),
      ('pattern_pattern_craft', 'generic', 159151, 4001, '工艺', 'Craft', 4),
      ('search', 'generic', NULL, NULL, '搜索', 'Search', 5)`,
  );
  await db.query(
    `INSERT INTO attributes (id, key, name_zh, name_en, kind, sort) VALUES
      (501, 'season', '季节', 'Season', 'single', 1), (502, 'style', '风格', 'Style', 'multiple', 2),
      (503, 'letter', '品牌首字母', 'Brand letter', 'brand_letter', 3), (504, 'colour', '颜色', 'Colour', 'colour', 4),
      (505, 'price', '价格', 'Price', 'single', 5), (32938, 'sport', '运动类型', 'Sport', 'multiple', 6),
      (506, 'area', '地区', 'Area', 'single', 7)`,
  );
  await db.query(
    `INSERT INTO attribute_values (id, attribute_id, name_zh, name_en, value, sort) VALUES
      (5011, 501, '2026春夏', 'SS26', NULL, 1), (5012, 501, '2026秋冬', 'AW26', NULL, 2),
      (5021, 502, '街头', 'Street', NULL, 1), (5022, 502, '极简', 'Minimal', NULL, 2), (5023, 502, '浪漫', 'Romantic', NULL, 3),
      (5041, 504, '红色', 'Red', '#C8102E', 1), (5042, 504, '蓝色', 'Blue', '#1F4E9A', 2),
      (5051, 505, '100元以下', 'Under ¥100', NULL, 1), (5052, 505, '100-300元', '¥100–300', NULL, 2), (5053, 505, '300元以上', 'Over ¥300', NULL, 3),
      (32939, 32938, '跑步', 'Running', NULL, 1), (32940, 32938, '训练', 'Training', NULL, 2),
      (109697, 32938, '户外', 'Outdoor', NULL, 3), (32941, 32938, '瑜伽', 'Yoga', NULL, 4),
      (5061, 506, '欧洲', 'Europe', NULL, 1), (5062, 506, '亚洲', 'Asia', NULL, 2)`,
  );
  await db.query(
    `INSERT INTO brands (id, name_en, name_zh, letter, area_value_id, logo, intro_zh, intro_en, company, founded, hot) VALUES
      (71, 'Acne Studios', '艾克妮', 'A', 5061, 'img3', '瑞典品牌', 'Swedish label', 'Acne Studios AB', 1996, 80),
      (72, 'Balenciaga', '巴黎世家', 'B', 5061, NULL, '法国品牌', 'French house', 'Balenciaga SAS', 1917, 95),
      (73, 'Chanel', '香奈儿', 'C', 5061, NULL, '法国品牌', 'French house', 'Chanel SAS', 1910, 99),
      (74, 'Uma Wang', '王汁', 'U', 5062, NULL, '中国设计师品牌', 'Chinese designer label', 'Uma Wang Studio', 2005, 60)`,
  );
  await db.query(`INSERT INTO zh_en_words (zh, en) VALUES ('连衣裙', 'dress'), ('西装外套', 'blazer'), ('针织衫', 'knitwear'), ('秀场', 'runway')`);
  await db.query(`INSERT INTO hot_keywords (keyword, channel_id, hits) VALUES ('连衣裙', 20850, 90), ('连衣裙 碎花', 20850, 40), ('西装', NULL, 70), ('运动', 158170, 10)`);
  await db.query(
    `INSERT INTO banners (id, channel_id, title_zh, title_en, image, link, sort) VALUES
      (1, 20850, '2026春夏趋势', 'SS26 trends', 'img2', '/list/trend?channel=20850&column=1001', 1),
      (2, NULL, '品牌库', 'Brand library', 'img2', '/list/brand', 2), (3, 20840, '男装', 'Menswear', 'img2', '/list/trend?channel=20840', 3)`,
  );
  const items = fixtureItems(now);
  for (const item of items) {
    await db.query(
      `INSERT INTO items (id, channel_id, column_id, subcolumn_id, type, title_zh, title_en, summary_zh, summary_en, body, publish_time, pv,
                          brand_id, tag_base, attr_ids, cover, pictures, colours, vip_only, search_terms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'img1', $16, $17, $18, $19)`,
      [
        item.id,
        item.channel,
        item.column,
        item.subcolumn ?? null,
        item.type,
        item.title_zh,
        item.title_en,
        `${item.title_zh} 摘要`,
        `${item.title_en} summary`,
        JSON.stringify(item.body ?? [{ kind: 'h', text: '概述' }, { kind: 'p', text: '正文段落' }, { kind: 'img', media: 'img2', caption: '图 1' }]),
        item.publish_time,
        item.pv,
        item.brand ?? null,
        JSON.stringify(item.tags ?? {}),
        item.attr_ids,
        ['img1', 'img2', 'img3'].slice(0, item.pictures ?? 2),
        JSON.stringify([{ color_rgbhex: '#C8102E', ratio: 60 }, { color_rgbhex: '#1F4E9A', ratio: 40 }]),
        item.vip ?? false,
        searchTerms([item.title_zh, item.title_en, ...Object.values(item.tags ?? {}).flat()]),
      ],
    );
  }
  return items;
}

export type Role = 'guest' | 'member' | 'vip';

const CALLERS: Record<Role, Caller> = {
  guest: { user: null, displaced: false },
  member: { user: { id: 1, username: 'member', sessionId: 's1', type: 0, isVip: false, channels: [20850] }, displaced: false },
  vip: { user: { id: 2, username: 'vip', sessionId: 's2', type: 0, isVip: true, channels: [20850, 20840] }, displaced: false },
};

export interface ContentApp {
  app: FastifyInstance;
  db: Db;
  /** Calls the data endpoint as a role (in Chinese unless a locale is given); returns the envelope. */
  call<K extends keyof Calls>(name: K, params: ParamsIn<Calls[K]> | Record<string, unknown>, role?: Role, locale?: 'zh' | 'en'): Promise<{ http: number; status: number; data: ResultOf<Calls[K]>; msg: string }>;
  dispose(): Promise<void>;
}

/**
 * The real data endpoint with the content handlers on a fresh database (PGlite or PostgreSQL per
 * TEST_ENGINE). The caller comes from a test header so each role's view can be checked; session
 * handling itself is the accounts suite's subject.
 */
export async function createContentApp(options: { fixture?: boolean } = {}): Promise<ContentApp> {
  const testDb = await createTestDb();
  const dataDir = await mkdtemp(join(tmpdir(), 'trendloom-content-'));
  const registry = new Registry();
  registerCatalogueHandlers(registry, { cacheMs: 0 });
  const app = Fastify({ logger: false });
  registerDataRoute(app, {
    registry,
    resolveCaller: async (request) => CALLERS[(request.headers['x-test-role'] as Role | undefined) ?? 'guest'],
    context: { db: testDb.db, config: { ...loadConfig({}), dataDir }, media: new LocalDiskStore(join(dataDir, 'media')) },
  });
  await app.ready();
  if (options.fixture !== false) await loadFixture(testDb.db);
  return {
    app,
    db: testDb.db,
    async call(name, params, role = 'guest', locale = 'zh') {
      const [module, controller, func] = name.split('/');
      const response = await app.inject({
        method: 'POST',
        url: '/api/data',
        headers: { 'content-type': 'application/json', 'x-test-role': role },
        payload: JSON.stringify({ module, controller, func, params, locale }),
      });
      const body = response.json() as { status: number; data: never; msg: string };
      return { http: response.statusCode, ...body };
    },
    async dispose() {
      await app.close();
      await testDb.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
