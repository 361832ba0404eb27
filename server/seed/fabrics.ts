import { hexToRgb, lchToRgb, type Rgb } from '../../src/shared/colour';
import {
  CERTIFICATIONS,
  FINISHES,
  constructionOf,
  type FabricCategory,
  type Fibre,
  type WeaveKind,
} from '../../src/shared/fabric';
import type { Db } from '../db/db';
import type { MediaStore } from '../media/store';
import { logoImage, swatchImage } from './images/compositions';
import { makePalette } from './images/palette';
import { mapBounded, renderImage, seedMediaId } from './images/render';
import { insertRows } from './insert';
import { namedColours } from './reference/colour-library';
import { Rng } from './prng';

/**
 * Fabric sourcing demo data (issue #17 item 1): certified merchants and their fabrics, each with a
 * rendered swatch picture whose measured colours are the fabric's colours. Deterministic: the same
 * seed, count and anchor give the same rows and pictures. Seeded once, after the catalogue.
 */

const CITIES: readonly [string, string][] = [
  ['绍兴柯桥', 'Keqiao, Shaoxing'],
  ['广州中大', 'Zhongda, Guangzhou'],
  ['苏州盛泽', 'Shengze, Suzhou'],
  ['东莞虎门', 'Humen, Dongguan'],
  ['宁波', 'Ningbo'],
  ['佛山', 'Foshan'],
];
const MERCHANT_WORDS: readonly [string, string][] = [
  ['锦纶', 'Jinlun'], ['华织', 'Huazhi'], ['恒丰', 'Hengfeng'], ['盛泰', 'Shengtai'], ['永兴', 'Yongxing'], ['明纺', 'Mingfang'],
  ['天成', 'Tiancheng'], ['瑞丝', 'Ruisi'], ['云裳', 'Yunshang'], ['青禾', 'Qinghe'], ['远方', 'Yuanfang'], ['德源', 'Deyuan'],
];

interface Recipe {
  category: FabricCategory;
  weave: WeaveKind;
  zh: string;
  en: string;
  blends: readonly (readonly [Fibre, number][])[];
  weight: [number, number];
  widths: readonly number[];
}
const RECIPES: readonly Recipe[] = [
  { category: 'shirting', weave: 'plain', zh: '府绸', en: 'Poplin', blends: [[['cotton', 100]], [['cotton', 97], ['elastane', 3]], [['cotton', 60], ['polyester', 40]]], weight: [95, 140], widths: [145, 150] },
  { category: 'shirting', weave: 'twill', zh: '斜纹衬衫布', en: 'Shirting twill', blends: [[['cotton', 100]], [['lyocell', 70], ['cotton', 30]]], weight: [120, 170], widths: [145, 150] },
  { category: 'dress', weave: 'plain', zh: '亚麻平纹', en: 'Linen plain weave', blends: [[['linen', 100]], [['linen', 55], ['cotton', 45]], [['linen', 70], ['viscose', 30]]], weight: [130, 210], widths: [140, 150] },
  { category: 'dress', weave: 'twill', zh: '真丝斜纹', en: 'Silk twill', blends: [[['silk', 100]], [['silk', 92], ['elastane', 8]]], weight: [60, 110], widths: [112, 140] },
  { category: 'suiting', weave: 'herringbone', zh: '人字呢', en: 'Herringbone', blends: [[['wool', 100]], [['wool', 70], ['polyester', 30]]], weight: [240, 340], widths: [150] },
  { category: 'suiting', weave: 'twill', zh: '精纺华达呢', en: 'Worsted gabardine', blends: [[['wool', 100]], [['wool', 55], ['polyester', 45]]], weight: [220, 300], widths: [150] },
  { category: 'outerwear', weave: 'tweed', zh: '粗花呢', en: 'Tweed', blends: [[['wool', 80], ['nylon', 20]], [['wool', 60], ['polyester', 30], ['nylon', 10]]], weight: [320, 480], widths: [150] },
  { category: 'outerwear', weave: 'corduroy', zh: '灯芯绒', en: 'Corduroy', blends: [[['cotton', 100]], [['cotton', 98], ['elastane', 2]]], weight: [260, 380], widths: [145] },
  { category: 'denim', weave: 'denim', zh: '牛仔布', en: 'Denim', blends: [[['cotton', 100]], [['cotton', 98], ['elastane', 2]], [['cotton', 80], ['polyester', 18], ['elastane', 2]]], weight: [280, 440], widths: [145, 160] },
  { category: 'knitwear', weave: 'jersey', zh: '汗布', en: 'Single jersey', blends: [[['cotton', 100]], [['cotton', 95], ['elastane', 5]], [['viscose', 95], ['elastane', 5]]], weight: [140, 220], widths: [160, 180] },
  { category: 'knitwear', weave: 'rib', zh: '罗纹', en: 'Rib knit', blends: [[['cotton', 95], ['elastane', 5]], [['lyocell', 92], ['elastane', 8]], [['nylon', 80], ['elastane', 20]]], weight: [180, 300], widths: [120, 160] },
];
/** Certifications that fit a blend (GOTS needs organic cotton, FSC cellulosics …). */
function certificationsFor(rng: Rng, fibres: readonly Fibre[]): string[] {
  const fits = CERTIFICATIONS.filter((cert) =>
    cert === 'GOTS' ? fibres.includes('cotton') : cert === 'FSC' ? fibres.some((f) => f === 'viscose' || f === 'lyocell') : cert === 'GRS' ? fibres.includes('polyester') || fibres.includes('nylon') : true,
  );
  return [...new Set(['OEKO-TEX 100', ...rng.sample(fits, rng.int(0, 2))])].sort();
}

export interface SeedFabricsOptions {
  db: Db;
  media: MediaStore;
  seed: number;
  /** Number of fabrics (merchants: one per six, at least three). */
  count: number;
  /** Fabrics are published in the year before this time (seconds). */
  anchor: number;
  log?: (message: string) => void;
  /** How pictures are rendered: the demo seeding passes its picture cache's (server/seed/images/picture-cache.ts). */
  render?: typeof renderImage;
}

const yarnColour = (rng: Rng, weave: WeaveKind): Rgb => {
  if (weave === 'denim') return lchToRgb({ L: rng.range(28, 42), C: rng.range(22, 34), h: rng.range(245, 262) });
  return makePalette(rng).primary;
};

/** Seeds merchants and fabrics unless some exist; returns how many fabrics were written. */
export async function seedFabrics({ db, media, seed, count, anchor, log = () => undefined, render = renderImage }: SeedFabricsOptions): Promise<number> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fabric_merchants');
  if ((present?.n ?? 0) > 0 || count <= 0) return 0;
  const label = (...parts: (string | number)[]) => seedMediaId(`fabric:${seed}:${parts.join(':')}`);
  const merchantCount = Math.max(3, Math.round(count / 6));
  const merchants = Array.from({ length: merchantCount }, (_, i) => {
    const rng = Rng.of(seed, 'fabric-merchant', i);
    const [cityZh, cityEn] = CITIES[i % CITIES.length]!;
    const [wordZh, wordEn] = MERCHANT_WORDS[i % MERCHANT_WORDS.length]!;
    const founded = rng.int(1988, 2016);
    return {
      id: i + 1,
      name_zh: `${cityZh.slice(0, 2)}${wordZh}纺织`,
      name_en: `${wordEn} Textiles ${cityEn.split(',')[0]}`,
      city_zh: cityZh,
      city_en: cityEn,
      intro_zh: `${cityZh}的面料供应商，成立于${founded}年，经认证的实体商家。自有织造与后整理，可按需开发花色，支持小批量打样。`,
      intro_en: `Fabric supplier in ${cityEn}, founded ${founded}; a certified real merchant with its own weaving and finishing, colour development on request and small sample runs.`,
      founded,
      featured: i < 6,
      logo: label('logo', i + 1),
      initials: wordEn.slice(0, 2).toUpperCase(),
    };
  });
  const day = 86_400;
  const fabrics = Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const rng = Rng.of(seed, 'fabric', id);
    const recipe = RECIPES[i % RECIPES.length]!;
    const blend = rng.pick(recipe.blends);
    const fibres = blend.map(([fibre]) => fibre);
    const weight = Math.round(rng.range(...recipe.weight) / 5) * 5;
    const band = weight < 120 && fibres[0] === 'silk' ? 4 : fibres[0] === 'wool' ? rng.pick([3, 4]) : fibres[0] === 'polyester' ? 1 : rng.pick([1, 2, 2, 3]);
    const finishes = rng.sample(FINISHES, rng.int(0, 2)).concat(fibres.includes('elastane') ? ['stretch'] : []);
    return {
      id,
      merchant_id: merchants[(i * 7) % merchants.length]!.id,
      code: `${recipe.category.slice(0, 2).toUpperCase()}-${String(1000 + id * 37).slice(-4)}`,
      name_zh: recipe.zh,
      name_en: recipe.en,
      category: recipe.category,
      construction: constructionOf(recipe.weave),
      weave: recipe.weave,
      composition: blend.map(([fibre, pct]) => ({ fibre, pct })),
      main_fibre: fibres[0]!,
      fibres,
      weight_gsm: weight,
      width_cm: rng.pick(recipe.widths),
      finishes: [...new Set(finishes)],
      price_band: band,
      moq_m: rng.pick([50, 100, 200, 300, 500, 1000]),
      certifications: certificationsFor(rng, fibres),
      swatch: label('swatch', id),
      yarn: yarnColour(rng, recipe.weave),
      published_at: anchor - Math.floor(rng.range(0, 365)) * day - id,
    };
  });
  log(`Seeding fabric sourcing: ${merchants.length} merchants, ${fabrics.length} fabrics …`);
  const rendered = new Map<string, Awaited<ReturnType<typeof renderImage>>>();
  const jobs = [
    ...merchants.map((m) => ({ id: m.logo, draw: () => logoImage(Rng.of(seed, 'fabric-logo', m.id), m.initials) })),
    ...fabrics.map((f) => ({
      id: f.swatch,
      draw: () => {
        const rng = Rng.of(seed, 'fabric-swatch', f.id);
        const palette = { ...makePalette(rng), primary: f.yarn };
        return swatchImage(rng, palette, f.weave);
      },
    })),
  ];
  await mapBounded(jobs, 2, async (job) => {
    rendered.set(job.id, await render(job.draw(), job.id, media, { settle: true }));
  });
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'media',
      [['id', 'text'], ['kind', 'text'], ['mime', 'text'], ['width', 'int'], ['height', 'int'], ['bytes', 'bigint'], ['storage_key', 'text'], ['variants', 'jsonb'], ['colours', 'jsonb']],
      [...rendered.values()].map((image) => [image.id, 'image', image.mime, image.width, image.height, image.bytes, image.storageKey, image.variants, namedColours(image.colours)]),
    );
    await insertRows(
      tx,
      'fabric_merchants',
      [['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['city_zh', 'text'], ['city_en', 'text'], ['intro_zh', 'text'], ['intro_en', 'text'], ['logo', 'text'], ['founded', 'int'], ['featured', 'bool'], ['sort', 'int']],
      merchants.map((m) => [m.id, m.name_zh, m.name_en, m.city_zh, m.city_en, m.intro_zh, m.intro_en, m.logo, m.founded, m.featured, m.id]),
    );
    await insertRows(
      tx,
      'fabrics',
      [
        ['id', 'int'], ['merchant_id', 'int'], ['code', 'text'], ['name_zh', 'text'], ['name_en', 'text'], ['category', 'text'], ['construction', 'text'],
        ['weave', 'text'], ['composition', 'jsonb'], ['main_fibre', 'text'], ['fibres', 'text[]'], ['weight_gsm', 'int'], ['width_cm', 'int'],
        ['finishes', 'text[]'], ['colours', 'jsonb'], ['price_band', 'smallint'], ['moq_m', 'int'], ['certifications', 'text[]'], ['swatches', 'text[]'],
      ],
      fabrics.map((f) => {
        // The fabric's colours: what the swatch shows, without the paper it lies on (the largest light neutral share).
        const colours = rendered.get(f.swatch)!.colours.filter((c) => c.ratio >= 3).slice(0, 4);
        const cloth = colours.filter((c) => !isPaper(c.color_rgbhex));
        return [
          f.id, f.merchant_id, f.code, f.name_zh, f.name_en, f.category, f.construction, f.weave, f.composition, f.main_fibre, f.fibres,
          f.weight_gsm, f.width_cm, f.finishes, (cloth.length ? cloth : colours).slice(0, 3), f.price_band, f.moq_m, f.certifications, [f.swatch],
        ];
      }),
    );
    await tx.query(
      'UPDATE fabrics SET published_at = to_timestamp(t.at) FROM unnest($1::int[], $2::bigint[]) AS t(id, at) WHERE fabrics.id = t.id',
      [fabrics.map((f) => f.id), fabrics.map((f) => f.published_at)],
    );
  });
  return fabrics.length;
}

/** The off-white ground the swatch lies on (L > 92, almost no chroma). */
function isPaper(hex: string): boolean {
  const { r, g, b } = hexToRgb(hex);
  return Math.min(r, g, b) > 225 && Math.max(r, g, b) - Math.min(r, g, b) < 14;
}
