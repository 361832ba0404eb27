import { COUNT_SYSTEMS, FIBRES, countLabel, toDtex, type CountSystem } from '../../src/shared/yarn/model';
import type { Queryable } from '../db/db';
import { insertRows } from './insert';
import { Rng } from './prng';

/** Yarn companies of the demo data; each carries 6 to 14 yarns. */
export const YARN_COMPANIES = 24;

const PLACES = [
  ['江苏 无锡', 'Wuxi, Jiangsu'],
  ['浙江 桐乡', 'Tongxiang, Zhejiang'],
  ['山东 魏桥', 'Weiqiao, Shandong'],
  ['广东 佛山', 'Foshan, Guangdong'],
  ['河北 清河', 'Qinghe, Hebei'],
  ['内蒙古 鄂尔多斯', 'Ordos, Inner Mongolia'],
  ['意大利 比耶拉', 'Biella, Italy'],
  ['日本 一宫', 'Ichinomiya, Japan'],
] as const;
const NAMES = [
  ['恒纺', 'Hengfang'], ['锦纱', 'Jinsha'], ['云丝', 'Yunsi'], ['织源', 'Zhiyuan'], ['华纺', 'Huafang'], ['绒仕', 'Rongshi'],
  ['青禾', 'Qinghe'], ['瑞线', 'Ruixian'], ['嘉纱', 'Jiasha'], ['鸿棉', 'Hongmian'], ['素织', 'Suzhi'], ['东纬', 'Dongwei'],
] as const;
const CERTS = ['OEKO-TEX 100', 'GOTS', 'GRS', 'RWS', 'FSC', 'Better Cotton'];
const SPINNING = [
  ['环锭纺', 'Ring spun'], ['紧密纺', 'Compact spun'], ['气流纺', 'Open-end spun'], ['涡流纺', 'Vortex spun'], ['长丝', 'Filament'],
] as const;
const USES = [
  ['针织 T 恤、内衣', 'Knitted tees and underwear'], ['梭织衬衫', 'Woven shirting'], ['毛衫', 'Sweaters'], ['牛仔', 'Denim'], ['运动面料', 'Sportswear fabrics'], ['家纺', 'Home textiles'],
] as const;
const COLOURS = [
  ['#F2EFE6', '本白', 'Natural'], ['#1C1C1C', '黑', 'Black'], ['#8A1C2B', '酒红', 'Burgundy'], ['#2F4B7C', '藏青', 'Navy'], ['#C9A27E', '驼色', 'Camel'],
  ['#6B8E6B', '鼠尾草绿', 'Sage'], ['#D8A7B1', '粉', 'Blush'], ['#E3B23C', '芥末黄', 'Mustard'], ['#9AA5B1', '雾灰', 'Mist grey'], ['#5B3A29', '咖啡', 'Coffee'],
] as const;
/** Filament fibres are counted in dtex, wool-type in Nm, the rest in Ne. */
const SYSTEM_OF: Record<number, CountSystem> = { 1: 'Ne', 2: 'Nm', 3: 'Nm', 4: 'dtex', 5: 'Nm', 6: 'dtex', 7: 'dtex', 8: 'Ne', 9: 'Ne', 10: 'Nm' };
const COUNTS: Record<CountSystem, number[]> = { Ne: [16, 20, 21, 30, 32, 40, 60, 80], Nm: [8, 12, 16, 26, 28, 36, 48, 60], dtex: [44, 78, 83, 110, 167, 220] };

/** Seeds the yarn companies and their yarns, the same on every run (seeded random streams). */
export async function seedYarns(db: Queryable, seed: number, anchor: number): Promise<number> {
  const companies: unknown[][] = [];
  const yarns: unknown[][] = [];
  let yarnId = 1;
  for (let c = 1; c <= YARN_COMPANIES; c++) {
    const rng = Rng.of(seed, 'yarn-company', c);
    const [zh, en] = NAMES[(c - 1) % NAMES.length]!;
    const [placeZh, placeEn] = rng.pick(PLACES);
    const suffix = c > NAMES.length ? ['纺织', ' Textiles'] : ['纱线', ' Yarns'];
    const founded = rng.int(1958, 2016);
    const certifications = rng.sample(CERTS, rng.int(1, 3));
    const specialities = rng.sample(FIBRES, 3);
    companies.push([
      c,
      `${placeZh.split(' ')[1]}${zh}${suffix[0]}`,
      `${en}${suffix[1]}`,
      placeZh,
      placeEn,
      founded,
      `创立于 ${founded} 年，专注${specialities.map((f) => f.zh).join('、')}纱线的纺纱与染色，可按色卡小批量打样。`,
      `Founded in ${founded}, spinning and dyeing ${specialities.map((f) => f.en.toLowerCase()).join(', ')} yarns, with small-lot sampling to colour cards.`,
      certifications,
    ]);
    for (let n = 0, count = rng.int(6, 14); n < count; n++) {
      const fibre = rng.next() < 0.7 ? rng.pick(specialities) : rng.pick(FIBRES);
      const blendWith = rng.chance(0.4) ? rng.pick(FIBRES.filter((f) => f.id !== fibre.id)) : null;
      const main = blendWith ? rng.pick([50, 60, 70, 80, 90]) : 100;
      const blend = blendWith ? [{ fibre: fibre.id, pct: main }, { fibre: blendWith.id, pct: 100 - main }] : [{ fibre: fibre.id, pct: 100 }];
      const system = SYSTEM_OF[fibre.id]!;
      const countValue = rng.pick(COUNTS[system]);
      const plies = system === 'dtex' ? 1 : rng.pick([1, 1, 2, 2, 3]);
      const dtex = Math.round(toDtex(system, countValue) * plies);
      const [spinZh, spinEn] = system === 'dtex' ? SPINNING[4] : rng.pick(SPINNING.slice(0, 4));
      const [useZh, useEn] = rng.pick(USES);
      const colours = rng.sample(COLOURS, rng.int(3, 8)).map(([hex, cz, ce]) => ({ hex, zh: cz, en: ce }));
      const twist = plies > 1 ? 'S' : rng.pick(['S', 'Z'] as const);
      yarns.push([
        yarnId++,
        c,
        `${blendWith ? `${fibre.zh}${blendWith.zh}混纺` : `${fibre.zh}`}${countLabelZh(system, countValue, plies)}${spinZh}纱`,
        `${countLabel(system, countValue, plies)} ${spinEn.toLowerCase()} ${blendWith ? `${fibre.en.toLowerCase()}/${blendWith.en.toLowerCase()}` : fibre.en.toLowerCase()} yarn`,
        fibre.id,
        blend,
        system,
        countValue,
        plies,
        dtex,
        twist,
        rng.int(350, 1100),
        spinZh,
        spinEn,
        useZh,
        useEn,
        colours,
        rng.pick([50, 100, 200, 300, 500]),
        rng.int(20, 4000),
        anchor - rng.int(0, 720) * 86_400,
      ]);
    }
  }
  await insertRows(
    db,
    'yarn_companies',
    [['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['region_zh', 'text'], ['region_en', 'text'], ['founded', 'int'], ['intro_zh', 'text'], ['intro_en', 'text'], ['certifications', 'text[]']],
    companies,
  );
  await insertRows(
    db,
    'yarns',
    [
      ['id', 'int'], ['company_id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['fibre', 'smallint'], ['blend', 'jsonb'], ['count_system', 'text'], ['count_value', 'int'],
      ['plies', 'smallint'], ['dtex', 'int'], ['twist', 'text'], ['twist_tpm', 'int'], ['spinning_zh', 'text'], ['spinning_en', 'text'], ['usage_zh', 'text'], ['usage_en', 'text'],
      ['colours', 'jsonb'], ['moq_kg', 'int'], ['pv', 'int'], ['publish_time', 'bigint'],
    ],
    yarns,
  );
  return yarns.length;
}


const countLabelZh = (system: CountSystem, value: number, plies: number) =>
  system === 'dtex' ? ` ${value}dtex ` : ` ${value}${system === 'Ne' ? '支' : '公支'}${plies > 1 ? `/${plies}股` : ''} `;

export const COUNT_SYSTEM_IDS = Object.fromEntries(COUNT_SYSTEMS.map((s) => [s.key, s.id])) as Record<CountSystem, number>;
