import type { ColourRatio } from '../../src/shared/catalogue/types';
import { descriptorBytes } from '../../src/shared/image-search/descriptor';
import type { Db, Queryable } from '../db/db';
import type { MediaStore } from '../media/store';
import { Attributes, buildColumns, dictionary, itemColumns, listRoutes, type ColumnSeed } from './catalogue';
import { CHANNELS, CONTENT, FIXED } from './reference/channels';
import { namedColours, nearestNamedColour } from './reference/colour-library';
import { makeBloggers, makeBrands } from './reference/people';
import { seasonsAround, type Term } from './reference/vocabulary';
import { avatarImage, bannerImage, logoImage, POOL_KINDS, poolImage, type ImageSpec, type PoolKind } from './images/compositions';
import { mapBounded, renderImage, seedMediaId, type RenderedImage } from './images/render';
import { PictureCache } from './images/picture-cache';
import { insertRows, ROWS_PER_STATEMENT } from './insert';
import { seedBookPages } from './books';
import { seedYarns } from './yarn';
import { ColumnPicker, ITEM_INSERT_COLUMNS, itemRow, type ItemWorld, type PoolEntry } from './items';
import { Rng } from './prng';
import { defaultPoolSize } from './pool-size';
import { seedFabrics } from './fabrics';
import { seedHumen } from './humen';
import { seedManu } from './manu';
import { seedStyle3d } from './d3d';
import { seedLayoutTemplates } from './layout-templates';
import { seedFittingGarments } from './fitting-garments';
import { forgetDownloadFiles, saveVectorSources } from '../downloads/seed-assets';
import { seedInsContent } from './ins';

/** Bump when the generated catalogue changes shape; recorded in meta. */
export const SEED_VERSION = 1;
export const DEFAULT_SEED = 20_850;

export interface SeedOptions {
  db: Db;
  media: MediaStore;
  /** Number of items. */
  scale: number;
  log?: (message: string) => void;
  seed?: number;
  /** Pictures shared by the items; default: defaultPoolSize(scale). */
  imagePool?: number;
  /** Items are published in the three years before this time (seconds); default: start of today, UTC. */
  anchor?: number;
  /** A directory of pictures rendered by earlier seedings (images/picture-cache.ts); none: render every one. */
  pictureCache?: string;
}

export interface SeedSummary {
  seed: number;
  scale: number;
  version: number;
  anchor: number;
  images: number;
  seconds: number;
}

/** sharp jobs in flight: the demo host has two cores. */
const RENDER_CONCURRENCY = 2;
const ITEMS_PER_TRANSACTION = 20_000;
/** File deletions in flight when clearing the catalogue (I/O, not CPU). */
const FILE_REMOVALS = 8;
/** Advisory lock id: two servers starting on one empty database seed it once. */
const SEED_LOCK = 7_240_002;
/** A colour covering at least this percentage of a picture tags its item with the colour's family. */
const FAMILY_SHARE = 12;

/** Picture share of each pool kind. */
const POOL_SHARES: Record<PoolKind, number> = {
  garment: 0.2,
  runway: 0.15,
  street: 0.1,
  window: 0.05,
  pattern: 0.2,
  swatch: 0.08,
  moodboard: 0.09,
  colourCard: 0.05,
  chart: 0.04,
  bookCover: 0.04,
};

/** Demo fabrics: 72 at the default scale, fewer for tiny catalogues (tests). */
export const fabricCount = (scale: number) => Math.min(72, Math.max(12, Math.round(scale / 8)));

/** Demo factories of the 4D manufacturing directory: 300 at the default scale, fewer for tiny catalogues (tests). */
export const manuCount = (scale: number) => Math.min(300, Math.max(30, Math.round(scale / 2)));

const startOfTodayUtc = () => Math.floor(Date.now() / 86_400_000) * 86_400;

export async function hasItems(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM items) AS present');
  return row?.present ?? false;
}

/**
 * True when items exist. A catalogue left without items (rows deleted by hand) cannot be seeded
 * over: that is an error naming the fix, not a primary-key violation halfway through.
 */
async function alreadySeeded(db: Queryable): Promise<boolean> {
  if (await hasItems(db)) return true;
  const [channels] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM channels) AS present');
  if (channels?.present) throw new Error('The catalogue has channels but no items: run `npm run seed -- --reset` to replace it.');
  return false;
}

/** Seeds the demo catalogue when scale > 0 and the items table is empty (server start). Returns whether it seeded. */
export async function seedDemoIfEmpty(options: SeedOptions): Promise<boolean> {
  if (options.scale <= 0 || (await hasItems(options.db))) return false;
  return (await seedDemo(options)) !== null;
}

interface ImageJob {
  id: string;
  draw: () => ImageSpec;
}

/**
 * Generates the deterministic demo catalogue: channels, column trees, list routes, attributes,
 * brands, bloggers, words, banners, rendered pictures and `scale` items. Same seed, scale, pool
 * and anchor give the same rows. Returns null when the database already has items (another process
 * seeded it first).
 */
export async function seedDemo(options: SeedOptions): Promise<SeedSummary | null> {
  const { db, media, scale } = options;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`Seed scale must be a whole number of items ≥ 1, got ${scale}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const anchor = options.anchor ?? startOfTodayUtc();
  const poolSize = options.imagePool ?? defaultPoolSize(scale);
  if (!Number.isInteger(poolSize) || poolSize < POOL_KINDS.length) throw new Error(`Image pool must hold at least ${POOL_KINDS.length} pictures, got ${poolSize}`);
  const started = Date.now();
  if (await alreadySeeded(db)) return null;

  const seasons = seasonsAround(new Date(anchor * 1000).getUTCFullYear());
  const attributes = new Attributes(seasons);
  const columns = buildColumns();
  const brands = makeBrands(Rng.of(seed, 'brands'));
  const bloggers = makeBloggers(Rng.of(seed, 'bloggers'), brands);
  const banners = bannerPlan(columns, seasons);

  // Pictures first, outside any transaction (file I/O); ids are stable, so a retry rewrites the same files.
  const label = (...parts: (string | number)[]) => seedMediaId(`v${SEED_VERSION}:${seed}:${parts.join(':')}`);
  const poolJobs: (ImageJob & { kind: PoolKind })[] = POOL_KINDS.flatMap((kind) =>
    Array.from({ length: Math.max(1, Math.round(POOL_SHARES[kind] * poolSize)) }, (_, i) => ({
      kind,
      id: label('pool', kind, i),
      draw: () => {
        const rng = Rng.of(seed, 'pool', kind, i);
        return poolImage(kind, rng, { season: rng.pick(seasons.slice(2)).zh });
      },
    })),
  );
  const logoId = (brandId: number) => label('logo', brandId);
  const avatarId = (bloggerId: number) => label('avatar', bloggerId);
  const bannerId = (id: number) => label('banner', id);
  const logoJobs: ImageJob[] = brands.map((brand) => ({ id: logoId(brand.id), draw: () => logoImage(Rng.of(seed, 'logo', brand.id), monogram(brand.name_zh, brand.name_en)) }));
  // Brand accounts among the bloggers show their brand's logo.
  const avatarJobs: ImageJob[] = bloggers.filter((b) => b.brandId === null).map((b) => ({ id: avatarId(b.id), draw: () => avatarImage(Rng.of(seed, 'avatar', b.id)) }));
  const bannerJobs: ImageJob[] = banners.map((banner) => ({ id: bannerId(banner.id), draw: () => bannerImage(Rng.of(seed, 'banner', banner.id), { zh: banner.title_zh, en: banner.title_en }) }));
  // The Instagram gallery's own pictures (issue #16): post shots and design recommendations,
  // used by no catalogue item, so item access never gates them.
  const insJobs: (ImageJob & { design: boolean })[] = (
    [
      ['street', 16, false],
      ['runway', 10, false],
      ['garment', 4, false],
      ['pattern', 4, true],
      ['moodboard', 4, true],
    ] as const
  ).flatMap(([kind, count, design]) =>
    Array.from({ length: count }, (_, i) => ({
      id: label('ins', kind, i),
      design,
      draw: () => {
        const rng = Rng.of(seed, 'ins-picture', kind, i);
        return poolImage(kind, rng, { season: rng.pick(seasons.slice(2)).zh });
      },
    })),
  );
  const jobs = [...poolJobs, ...logoJobs, ...avatarJobs, ...bannerJobs, ...insJobs];
  log(`Seeding demo catalogue: ${scale} items, ${jobs.length} pictures (${poolJobs.length} shared) …`);
  const rendered = new Map<string, { image: RenderedImage; spec: ImageSpec }>();
  const cache = options.pictureCache ? await PictureCache.open(options.pictureCache) : null;
  const render: typeof renderImage = cache ? (...args) => cache.render(...args) : renderImage;
  // Item pictures are what search by picture compares with: only they need a descriptor.
  const described = new Set(poolJobs.map((job) => job.id));
  await mapBounded(jobs, RENDER_CONCURRENCY, async (job) => {
    const spec = job.draw();
    rendered.set(job.id, { image: await render(spec, job.id, media, { describe: described.has(job.id) }), spec });
    if (rendered.size % 100 === 0) log(`  ${rendered.size}/${jobs.length} pictures`);
  });
  log(`  pictures done in ${((Date.now() - started) / 1000).toFixed(1)} s${cache ? ` (${cache.counts.copied} from the picture cache)` : ''}`);

  const named = (image: RenderedImage): ColourRatio[] => namedColours(image.colours);
  const pool = new Map<PoolKind, PoolEntry[]>(POOL_KINDS.map((kind) => [kind, []]));
  for (const job of poolJobs) {
    const { image, spec } = rendered.get(job.id)!;
    const library = image.colours.map((c) => nearestNamedColour(c.color_rgbhex));
    const families = [...new Set(library.filter((_, i) => image.colours[i]!.ratio >= FAMILY_SHARE).map((entry) => entry.family))];
    pool.get(job.kind)!.push({ id: job.id, kind: job.kind, subject: spec.subject, colours: named(image), colourNames: library.map(({ zh, en }) => ({ zh, en })), families });
  }

  const world: ItemWorld = { seed, anchor, seasons, attributes, columns: itemColumns(columns), pool, brands, bloggers };
  const picker = new ColumnPicker(world.columns);
  const coverOf = (column: ColumnSeed, index: number) => {
    const kinds = CONTENT[column.content].pictures;
    const list = pool.get(kinds.length ? kinds[index % kinds.length]! : 'moodboard')!;
    return list[index % list.length]!.id;
  };

  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await alreadySeeded(tx)) return false;
    await insertRows(
      tx,
      'media',
      [['id', 'text'], ['kind', 'text'], ['mime', 'text'], ['width', 'int'], ['height', 'int'], ['bytes', 'bigint'], ['storage_key', 'text'], ['variants', 'jsonb'], ['colours', 'jsonb']],
      [...rendered.values()].map(({ image }) => [image.id, 'image', image.mime, image.width, image.height, image.bytes, image.storageKey, image.variants, named(image)]),
    );
    // Item pictures are what search by picture finds.
    await insertRows(
      tx,
      'picture_descriptors',
      [['media_id', 'text'], ['descriptor', 'bytea']],
      poolJobs.map((job) => [job.id, `\\x${Buffer.from(descriptorBytes(rendered.get(job.id)!.image.descriptor!)).toString('hex')}`]),
    );
    await insertRows(
      tx,
      'channels',
      [['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['url_str', 'text'], ['product_line', 'text'], ['is_main', 'bool'], ['sort', 'int']],
      CHANNELS.map((c, i) => [c.id, c.zh, c.en, c.url_str, c.product_line, c.is_main, i]),
    );
    await insertRows(
      tx,
      'columns',
      [
        ['id', 'int'], ['channel_id', 'int'], ['parent_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['url_str', 'text'], ['data_type', 'jsonb'],
        ['template_view', 'jsonb'], ['seo', 'jsonb'], ['image', 'text'], ['url', 'text'], ['is_home', 'bool'], ['nav_group', 'text'], ['vip_only', 'bool'], ['sort', 'int'],
        ['setting', 'int'],
      ],
      columns.map((column, index) => {
        const profile = CONTENT[column.content];
        const top = column.parent_id === null ? column : columns.find((c) => c.id === column.parent_id)!;
        return [
          column.id, column.channel.id, column.parent_id, column.spec.zh, column.spec.en, column.spec.url_str, profile.dataType,
          { type: profile.template }, { title: `${column.spec.zh} - ${column.channel.zh} | 潮织 Trendloom` }, coverOf(column, index),
          column.spec.url ?? null, Boolean(column.spec.home), top.spec.custom ? 'custom' : 'base', Boolean(column.spec.vip), column.sort,
          profile.setting ?? 0,
        ];
      }),
    );
    await insertRows(
      tx,
      'list_routes',
      [['name', 'text'], ['layout', 'text'], ['channel_id', 'int'], ['column_id', 'int'], ['title_zh', 'text'], ['title_en', 'text'], ['sort', 'int']],
      listRoutes(columns).map((r) => [r.name, r.layout, r.channel_id, r.column_id, r.title_zh, r.title_en, r.sort]),
    );
    await insertRows(
      tx,
      'attributes',
      [['id', 'int'], ['key', 'text'], ['name_zh', 'text'], ['name_en', 'text'], ['kind', 'text'], ['sort', 'int']],
      attributes.attributes.map((a) => [a.id, a.key, a.name_zh, a.name_en, a.kind, a.sort]),
    );
    await insertRows(
      tx,
      'attribute_values',
      [['id', 'int'], ['attribute_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['value', 'text'], ['sort', 'int']],
      attributes.values.map((v) => [v.id, v.attribute_id, v.name_zh, v.name_en, v.value, v.sort]),
    );
    await insertRows(
      tx,
      'brands',
      [['id', 'int'], ['name_en', 'text'], ['name_zh', 'text'], ['letter', 'text'], ['area_value_id', 'int'], ['logo', 'text'], ['intro_zh', 'text'], ['intro_en', 'text'], ['company', 'text'], ['founded', 'int'], ['hot', 'int']],
      brands.map((b) => [b.id, b.name_en, b.name_zh, b.letter, attributes.id('area', b.area.zh), logoId(b.id), b.intro_zh, b.intro_en, b.company, b.founded, b.hot]),
    );
    await insertRows(
      tx,
      'bloggers',
      [['id', 'int'], ['name', 'text'], ['nickname', 'text'], ['itype', 'smallint'], ['area_value_id', 'int'], ['sex', 'smallint'], ['fans', 'int'], ['fans_up', 'int'], ['avatar', 'text'], ['bio', 'text']],
      bloggers.map((b) => [b.id, b.name, b.nickname, b.itype, attributes.id('area', b.area.zh), b.sex, b.fans, b.fans_up, b.brandId === null ? avatarId(b.id) : logoId(b.brandId), b.bio]),
    );
    await insertRows(
      tx,
      'banners',
      [['id', 'int'], ['channel_id', 'int'], ['title_zh', 'text'], ['title_en', 'text'], ['image', 'text'], ['link', 'text'], ['sort', 'int']],
      banners.map((b) => [b.id, b.channel_id, b.title_zh, b.title_en, bannerId(b.id), b.link, b.sort]),
    );
    await insertRows(tx, 'zh_en_words', [['zh', 'text'], ['en', 'text']], dictionary(seasons).map((t) => [t.zh, t.en]));
    await insertRows(tx, 'hot_keywords', [['keyword', 'text'], ['channel_id', 'int'], ['hits', 'int']], hotKeywords(seasons, seed));
    await seedInsContent(tx, {
      seed,
      anchor,
      pictures: insJobs.filter((job) => !job.design).map((job) => job.id),
      designs: insJobs.filter((job) => job.design).map((job) => job.id),
    });
    await insertItems(tx, world, picker, 1, Math.min(scale, ITEMS_PER_TRANSACTION));
    return true;
  });
  if (!seeded) {
    log('  another process seeded the database first; nothing written');
    return null;
  }
  // Downloads (issue #7): keep the drawings the shared pictures were rendered from (svg downloads).
  await saveVectorSources(db, media, poolJobs.map((job) => ({ mediaId: job.id, svg: rendered.get(job.id)!.spec.svg })));
  // One transaction at a time: concurrent item inserts deadlock on the item_counts triggers' upserts.
  for (let first = ITEMS_PER_TRANSACTION + 1; first <= scale; first += ITEMS_PER_TRANSACTION) {
    const last = Math.min(scale, first + ITEMS_PER_TRANSACTION - 1);
    await db.transaction((tx) => insertItems(tx, world, picker, first, last));
    log(`  ${last}/${scale} items`);
  }
  // Trend books (issue #17): the book items become books of ordered pages.
  const bookPages = await seedBookPages(db, poolJobs.map((job) => job.id));
  log(`  ${bookPages} book pages`);
  // Yarn companies and yarns (issue #17): their own tables, a fixed number whatever the scale.
  log(`  ${await seedYarns(db, seed, anchor)} yarns`);
  // Fabric sourcing (issue #17): its own merchants, fabrics and swatch pictures.
  await seedFabrics({ db, media, seed, anchor, count: fabricCount(scale), log, render });
  // Humen market data (issue #17): two years of daily sales per store and style, and their rollups.
  const humenStarted = Date.now();
  log(`  ${await seedHumen({ db, seed, anchor })} market-data rows in ${((Date.now() - humenStarted) / 1000).toFixed(1)} s`);
  // 4D manufacturing (issue #15): factories and workshops, no pictures.
  await seedManu({ db, seed, count: manuCount(scale), log });
  // 3D garment library (issue #15 item 1): garments on the committed models and pictures (public/models).
  log(`  ${await seedStyle3d({ db, seed, anchor })} 3D garments`);
  // Layout editor (issue #14): the template library, from the pictures and colours above.
  log(`  ${await seedLayoutTemplates(db)} layout templates`);
  // Fitting room (issue #14 item 5): a few garments shown by catalogue items, pre-cut as transparent PNGs.
  const pictures = [...pool.values()].flat().map((entry) => ({ id: entry.id, garments: entry.subject.garments }));
  log(`  ${await seedFittingGarments(db, media, pictures)} fitting-room garments`);
  const summary: SeedSummary = { seed, scale, version: SEED_VERSION, anchor, images: jobs.length, seconds: (Date.now() - started) / 1000 };
  await db.query(
    `INSERT INTO meta (key, value) VALUES ('seed', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify({ seed, scale, version: SEED_VERSION, anchor, image_pool: poolJobs.length, seeded_at: new Date().toISOString() })],
  );
  // A bulk load leaves the planner without statistics and the GIN indexes with long pending lists,
  // and the embedded engine has no autovacuum to fix either: every picture's access check took
  // 24 ms at 3 000 items, 6 ms after this.
  await db.query('VACUUM ANALYZE');
  log(`Seeded ${scale} items and ${jobs.length} pictures in ${summary.seconds.toFixed(1)} s`);
  return summary;
}

/** Inserts items first..last, generating each statement's rows while the database stores the previous ones. */
async function insertItems(tx: Queryable, world: ItemWorld, picker: ColumnPicker, first: number, last: number): Promise<void> {
  let storing: Promise<void> = Promise.resolve();
  for (let start = first; start <= last; start += ROWS_PER_STATEMENT) {
    const rows: unknown[][] = [];
    for (let id = start; id <= Math.min(last, start + ROWS_PER_STATEMENT - 1); id++) rows.push(itemRow(world, id, picker));
    await storing;
    storing = insertRows(tx, 'items', ITEM_INSERT_COLUMNS, rows);
  }
  await storing;
}

/** Two-letter monogram of a brand ("Maison Aurel" → "MA"); Chinese labels show their zh name. */
function monogram(zh: string, en: string): string {
  if (/^[A-Z]+$/.test(en)) return zh;
  return en
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

interface BannerSeed {
  id: number;
  channel_id: number;
  title_zh: string;
  title_en: string;
  link: string;
  sort: number;
}

function bannerPlan(columns: readonly ColumnSeed[], seasons: readonly Term[]): BannerSeed[] {
  const next = seasons[seasons.length - 2]!;
  const linkTo = (channel: number, url_str: string) => {
    const column = columns.find((c) => c.channel.id === channel && c.spec.url_str === url_str);
    return column ? `/list/${url_str}?channel=${channel}&column=${column.parent_id ?? column.id}` : `/list/${url_str}?channel=${channel}`;
  };
  const plan: [number, string, string, string][] = [
    [FIXED.womensChannel, `${next.zh} 趋势前瞻`, `${next.en} outlook`, 'trend'],
    [FIXED.womensChannel, '时装周 秀场速递', 'Fashion week runway express', 'show'],
    [FIXED.womensChannel, '图案素材库 本周上新', 'New in the pattern library', 'pattern'],
    [FIXED.womensChannel, '色彩分析 流行色报告', 'Colour analysis and forecasts', 'color_real'],
    [FIXED.mensChannel, '男装 西装新廓形', "Menswear's new tailoring", 'trend'],
    [FIXED.mensChannel, '街头风格 街拍精选', 'Street style picks', 'street_photo'],
    [FIXED.kidsChannel, `童装 ${next.zh} 色彩`, `Kidswear colour ${next.en}`, 'trend'],
    [FIXED.kidsChannel, '童装秀场 精选', 'Kidswear runway highlights', 'show'],
    [FIXED.patternChannel, '大牌图案 灵感合集', 'Designer pattern collection', 'pattern_big_name_pattern'],
    [FIXED.sportsChannel, '运动户外 机能趋势', 'Sport and outdoor: technical trends', 'trend'],
  ];
  return plan.map(([channel, zh, en, url_str], i) => ({ id: i + 1, channel_id: channel, title_zh: zh, title_en: en, link: linkTo(channel, url_str), sort: i }));
}

function hotKeywords(seasons: readonly Term[], seed: number): [string, number, number][] {
  const rng = Rng.of(seed, 'hot');
  const words = ['连衣裙', '条纹', '格纹', '波点', '衬衫', '针织衫', '风衣', '花卉', '牛仔裤', '极简', '复古', '新中式', '刺绣', '半身裙', '千鸟格', '豹纹', '巴黎', seasons[seasons.length - 2]!.zh];
  const channelOf: Record<string, number> = { 西装: FIXED.mensChannel, 夹克: FIXED.mensChannel, 卫衣: FIXED.kidsChannel };
  return [...words, '西装', '夹克', '卫衣'].map((word) => [word, channelOf[word] ?? FIXED.womensChannel, rng.int(800, 25_000)]);
}

/**
 * Empties the demo catalogue (items and everything seeded) for a fresh seed; other areas' rows
 * that reference it go too. Its files go with it: pictures and their variants, the files
 * downloads rendered from them and the vector drawings kept for downloads. Files are deleted
 * after the rows: a crash in between leaves unreferenced files, never rows without files.
 */
export async function clearDemoCatalogue(db: Db, media: MediaStore): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const downloads = await forgetDownloadFiles(tx);
    await tx.query(
      'TRUNCATE fabric_merchants, manu_factories, style3d_garments, items, ins_blogs, ins_designs, ins_topics, ins_tags, ins_uper_groups, banners, bloggers, brands, attribute_values, attributes, list_routes, columns, channels, zh_en_words, hot_keywords, yarns, yarn_companies, humen_sales, humen_style_daily, humen_style_monthly, humen_store_daily, humen_dirty_days, humen_styles, humen_categories, humen_stores, humen_colours CASCADE',
    );
    const pictures = await tx.query<{ storage_key: string; variants: Record<string, { key: string }> }>(
      `DELETE FROM media WHERE storage_key LIKE 'seed/%' RETURNING storage_key, variants`,
    );
    await tx.query(`DELETE FROM meta WHERE key = 'seed'`);
    return [...downloads, ...pictures.flatMap((row) => [row.storage_key, ...Object.values(row.variants).map((variant) => variant.key)])];
  });
  await mapBounded(keys, FILE_REMOVALS, (key) => media.remove(key));
}
