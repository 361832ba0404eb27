import { MANU_CERTIFICATIONS, PROCESSES, REGIONS, type Process, type Region } from '../../src/shared/manu';
import type { Db } from '../db/db';
import { insertRows } from './insert';
import { Rng } from './prng';

/**
 * Demo factories of the 4D manufacturing directory (issue #15 item 2): deterministic per seed, no
 * pictures (a few hundred rows in one statement or two).
 */

const CITIES: Record<Region, [zh: string, en: string][]> = {
  guangdong: [['广州', 'Guangzhou'], ['东莞', 'Dongguan'], ['佛山', 'Foshan'], ['汕头', 'Shantou']],
  zhejiang: [['杭州', 'Hangzhou'], ['绍兴', 'Shaoxing'], ['宁波', 'Ningbo'], ['湖州', 'Huzhou']],
  jiangsu: [['苏州', 'Suzhou'], ['无锡', 'Wuxi'], ['常州', 'Changzhou'], ['南通', 'Nantong']],
  fujian: [['泉州', 'Quanzhou'], ['晋江', 'Jinjiang'], ['厦门', 'Xiamen']],
  shandong: [['青岛', 'Qingdao'], ['潍坊', 'Weifang'], ['即墨', 'Jimo']],
  hubei: [['武汉', 'Wuhan'], ['荆州', 'Jingzhou']],
};
const PROCESS_WORDS: Record<Process, [zh: string, en: string]> = {
  knitting: ['针织', 'Knitting'],
  weaving: ['织造', 'Weaving'],
  printing: ['印花', 'Printing'],
  embroidery: ['刺绣', 'Embroidery'],
  cut_sew: ['制衣', 'Garments'],
};
const NAME_WORDS: [zh: string, en: string][] = [
  ['华锦', 'Huajin'], ['恒丰', 'Hengfeng'], ['瑞织', 'Ruizhi'], ['永盛', 'Yongsheng'], ['新艺', 'Xinyi'], ['嘉禾', 'Jiahe'],
  ['天成', 'Tiancheng'], ['宏达', 'Hongda'], ['锦程', 'Jincheng'], ['源美', 'Yuanmei'], ['立信', 'Lixin'], ['丰泰', 'Fengtai'],
];
/** Processes a factory may add to its main one. */
const NEIGHBOURS: Record<Process, Process[]> = {
  knitting: ['cut_sew', 'printing'],
  weaving: ['printing', 'cut_sew'],
  printing: ['embroidery', 'cut_sew'],
  embroidery: ['cut_sew', 'printing'],
  cut_sew: ['printing', 'embroidery'],
};

export interface SeedManuOptions {
  db: Db;
  seed: number;
  count: number;
  log?: (line: string) => void;
}

/** Inserts `count` factories unless some exist; answers how many it inserted. */
export async function seedManu({ db, seed, count, log = () => undefined }: SeedManuOptions): Promise<number> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM manu_factories');
  if ((present?.n ?? 0) > 0 || count <= 0) return 0;
  const rows = Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const rng = Rng.of(seed, 'manu-factory', id);
    const main = PROCESSES[i % PROCESSES.length]!;
    const processes = [main, ...rng.sample(NEIGHBOURS[main], rng.int(0, 2))];
    const region = rng.pick(REGIONS);
    const [cityZh, cityEn] = rng.pick(CITIES[region]);
    const [wordZh, wordEn] = NAME_WORDS[(i * 5) % NAME_WORDS.length]!;
    const [processZh, processEn] = PROCESS_WORDS[main];
    const workshop = rng.chance(0.3);
    const workers = workshop ? rng.int(8, 40) : rng.int(60, 1200);
    const moq = workshop ? rng.pick([50, 100, 150, 200]) : rng.pick([300, 500, 800, 1000, 2000, 3000, 5000, 10000]);
    const lead = Math.max(5, Math.round((workshop ? rng.range(7, 20) : rng.range(15, 60)) + processes.length * 2));
    const capacity = Math.round((workers * rng.range(180, 420)) / 100) * 100;
    const certifications = rng.sample(MANU_CERTIFICATIONS, workshop ? rng.int(0, 1) : rng.int(1, 4));
    const founded = rng.int(1992, 2022);
    const suffixZh = workshop ? '工作室' : '有限公司';
    const suffixEn = workshop ? 'Workshop' : 'Co., Ltd.';
    return [
      id,
      `${cityZh}${wordZh}${processZh}${suffixZh}`,
      `${cityEn} ${wordEn} ${processEn} ${suffixEn}`,
      region,
      cityZh,
      cityEn,
      `${cityZh}的${processZh}${workshop ? '工作室' : '工厂'}，成立于${founded}年，现有员工${workers}人，月产能约${capacity}件，起订量${moq}件，交期约${lead}天。`,
      `${workshop ? 'Workshop' : 'Factory'} for ${processEn.toLowerCase()} in ${cityEn}, founded ${founded}: ${workers} staff, about ${capacity} pieces a month, minimum order ${moq} pieces, lead time about ${lead} days.`,
      processes,
      moq,
      lead,
      capacity,
      workers,
      certifications,
      founded,
      rng.int(0, 1000),
    ] as const;
  });
  await insertRows(
    db,
    'manu_factories',
    [
      ['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['region', 'text'], ['city_zh', 'text'], ['city_en', 'text'],
      ['intro_zh', 'text'], ['intro_en', 'text'], ['processes', 'text[]'], ['moq', 'int'], ['lead_days', 'int'], ['capacity', 'int'],
      ['workers', 'int'], ['certifications', 'text[]'], ['founded', 'int'], ['score', 'int'],
    ],
    rows,
  );
  log(`Seeded ${count} factories`);
  return count;
}
