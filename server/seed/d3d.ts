import { COLOURWAYS, coverUrl, GARMENT_KINDS, modelUrl, STYLES, turntableUrls, type Fabric, type GarmentKind } from '../../src/shared/d3d';
import type { Queryable } from '../db/db';
import { FIXED } from './reference/channels';
import { insertRows } from './insert';
import { Rng } from './prng';

/**
 * Demo garments of the 3D library (issue #15 item 1): every garment kind in every colourway, on
 * the committed models and pictures that scripts/generate-garments.ts made (public/models), so
 * the seed renders nothing. Deterministic per seed and anchor.
 */

const KIND_WORDS: Record<GarmentKind, { zh: string[]; en: string[]; fabrics: Fabric[]; channels: number[] }> = {
  tshirt: { zh: ['圆领T恤', '宽松T恤', '短袖T恤'], en: ['crew-neck tee', 'relaxed tee', 'short-sleeve tee'], fabrics: ['cotton', 'cotton', 'silk'], channels: [FIXED.womensChannel, FIXED.mensChannel, FIXED.kidsChannel] },
  dress: { zh: ['收腰连衣裙', 'A字连衣裙', '泡泡袖长裙'], en: ['fitted dress', 'A-line dress', 'puff-sleeve maxi dress'], fabrics: ['silk', 'cotton', 'silk'], channels: [FIXED.womensChannel, FIXED.womensChannel, FIXED.kidsChannel] },
  trousers: { zh: ['直筒长裤', '阔腿裤', '微喇裤'], en: ['straight trousers', 'wide-leg trousers', 'flared trousers'], fabrics: ['denim', 'cotton', 'denim'], channels: [FIXED.mensChannel, FIXED.womensChannel, FIXED.mensChannel] },
  jacket: { zh: ['立领夹克', '机车夹克', '工装外套'], en: ['stand-collar jacket', 'biker jacket', 'utility jacket'], fabrics: ['denim', 'leather', 'cotton'], channels: [FIXED.mensChannel, FIXED.womensChannel, FIXED.mensChannel] },
};
const FABRIC_WORDS: Record<Fabric, [zh: string, en: string]> = { cotton: ['棉', 'cotton'], silk: ['真丝', 'silk'], denim: ['牛仔', 'denim'], leather: ['皮革', 'leather'] };
const DAY = 86_400;

export interface SeedStyle3dOptions {
  db: Queryable;
  seed: number;
  anchor: number;
}

/** Inserts the garments unless some exist; answers how many it inserted. */
export async function seedStyle3d({ db, seed, anchor }: SeedStyle3dOptions): Promise<number> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM style3d_garments');
  if ((present?.n ?? 0) > 0) return 0;
  const rows = GARMENT_KINDS.flatMap((kind, k) =>
    COLOURWAYS.map((colour, c) => {
      const id = k * COLOURWAYS.length + c + 1;
      const rng = Rng.of(seed, 'style3d', id);
      const words = KIND_WORDS[kind];
      const variant = (c + k) % words.zh.length;
      const fabric = words.fabrics[variant]!;
      const [fabricZh, fabricEn] = FABRIC_WORDS[fabric];
      const styles = rng.sample(STYLES, rng.int(1, 2));
      return [
        id,
        words.channels[(c + variant) % words.channels.length]!,
        `${colour.zh}${fabricZh}${words.zh[variant]}`,
        `${colour.en} ${fabricEn} ${words.en[variant]}`,
        `${colour.zh}${words.zh[variant]}的三维样衣，默认${fabricZh}面料。可旋转、缩放、转台展示，并替换图案、颜色与面料质感后导出图片。`,
        `A 3D sample of the ${colour.en.toLowerCase()} ${words.en[variant]} in ${fabricEn} by default: orbit, zoom and turn it, change its pattern, colour and finish, then export a picture.`,
        kind,
        styles,
        fabric,
        colour.hex,
        colour.zh,
        colour.en,
        modelUrl(kind),
        coverUrl(kind, c),
        turntableUrls(kind),
        anchor - rng.int(1, 540) * DAY - rng.int(0, DAY - 1),
        rng.int(30, 9_000),
      ];
    }),
  );
  await insertRows(
    db,
    'style3d_garments',
    [
      ['id', 'int'], ['channel_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['intro_zh', 'text'], ['intro_en', 'text'], ['category', 'text'],
      ['styles', 'text[]'], ['fabric', 'text'], ['color_rgbhex', 'text'], ['color_name_zh', 'text'], ['color_name_en', 'text'], ['model', 'text'],
      ['cover', 'text'], ['turntable', 'text[]'], ['publish_time', 'int'], ['pv', 'int'],
    ],
    rows,
  );
  return rows.length;
}
