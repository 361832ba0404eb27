import type { Rng } from '../prng';
import { AREAS, CRAFTWORK, FABRICS, STARS, STYLES, type Term } from './vocabulary';

/** All brand and blogger names are invented for the demo. */
const WESTERN_NAMES: readonly Term[] = [
  { en: 'Aurel', zh: '奥蕾尔' },
  { en: 'Bellamy', zh: '贝拉米' },
  { en: 'Castelle', zh: '卡斯泰尔' },
  { en: 'Delphine', zh: '黛尔菲' },
  { en: 'Elowen', zh: '伊洛文' },
  { en: 'Fenwick', zh: '芬威克' },
  { en: 'Giselle', zh: '吉赛尔' },
  { en: 'Halden', zh: '哈尔登' },
  { en: 'Isolde', zh: '伊索尔德' },
  { en: 'Juniper', zh: '朱尼珀' },
  { en: 'Kestrel', zh: '凯斯特' },
  { en: 'Linnea', zh: '林妮娅' },
  { en: 'Marlowe', zh: '马洛' },
  { en: 'Noor', zh: '努尔' },
  { en: 'Oriel', zh: '奥瑞尔' },
  { en: 'Paloma', zh: '帕洛玛' },
  { en: 'Quill', zh: '奎尔' },
  { en: 'Rosalind', zh: '罗莎琳' },
  { en: 'Solenne', zh: '索伦' },
  { en: 'Thessaly', zh: '特萨莉' },
  { en: 'Ulla', zh: '乌拉' },
  { en: 'Verlaine', zh: '维尔兰' },
  { en: 'Wren', zh: '雷恩' },
  { en: 'Xenia', zh: '齐妮娅' },
  { en: 'Yvette', zh: '伊薇特' },
  { en: 'Zephyr', zh: '泽菲尔' },
];

const SURNAMES: readonly Term[] = [
  { en: 'Okafor', zh: '奥卡福' },
  { en: 'Lindqvist', zh: '林奎斯特' },
  { en: 'Moreau', zh: '莫罗' },
  { en: 'Calloway', zh: '卡洛威' },
  { en: 'Hartmann', zh: '哈特曼' },
  { en: 'Ishida', zh: '石田' },
  { en: 'Novak', zh: '诺瓦克' },
  { en: 'Rossel', zh: '罗塞尔' },
  { en: 'Varga', zh: '瓦尔加' },
  { en: 'Ekberg', zh: '埃克伯格' },
  { en: 'Marchetti', zh: '马凯蒂' },
  { en: 'Duval', zh: '杜瓦尔' },
];

/** Chinese labels: zh name and its pinyin as the en name. */
const CHINESE_LABELS: readonly Term[] = [
  { zh: '素秋', en: 'SUQIU' },
  { zh: '织语', en: 'ZHIYU' },
  { zh: '墨白', en: 'MOBAI' },
  { zh: '云裳', en: 'YUNSHANG' },
  { zh: '青墨', en: 'QINGMO' },
  { zh: '夕染', en: 'XIRAN' },
  { zh: '观山', en: 'GUANSHAN' },
  { zh: '拾光', en: 'SHIGUANG' },
  { zh: '棠意', en: 'TANGYI' },
  { zh: '南枝', en: 'NANZHI' },
  { zh: '一隅', en: 'YIYU' },
  { zh: '九木', en: 'JIUMU' },
  { zh: '林屿', en: 'LINYU' },
  { zh: '初禾', en: 'CHUHE' },
  { zh: '霁色', en: 'JISE' },
  { zh: '半亩', en: 'BANMU' },
  { zh: '朴元', en: 'PUYUAN' },
  { zh: '鹿见', en: 'LUJIAN' },
  { zh: '溪山', en: 'XISHAN' },
  { zh: '言叶', en: 'YANYE' },
  { zh: '白露', en: 'BAILU' },
  { zh: '知否', en: 'ZHIFOU' },
  { zh: '东篱', en: 'DONGLI' },
  { zh: '衔枝', en: 'XIANZHI' },
];

const COMPANY_SUFFIX: Record<string, string> = {
  巴黎: 'SAS',
  米兰: 'S.r.l.',
  伦敦: 'Ltd.',
  纽约: 'Inc.',
  东京: 'K.K.',
  首尔: 'Co., Ltd.',
  哥本哈根: 'ApS',
  柏林: 'GmbH',
  斯德哥尔摩: 'AB',
  安特卫普: 'BV',
  洛杉矶: 'LLC',
  马德里: 'S.L.',
};
const CHINESE_AREAS = ['上海', '北京', '深圳'];

export interface BrandSeed {
  id: number;
  name_zh: string;
  name_en: string;
  letter: string;
  area: Term;
  style: Term;
  intro_zh: string;
  intro_en: string;
  company: string;
  founded: number;
  hot: number;
}

const areaOf = (zh: string) => AREAS.find((a) => a.zh === zh)!;

/** At least 120 brands: every Chinese label plus western names in several house-name forms. */
export function makeBrands(rng: Rng, count = 132): BrandSeed[] {
  const names: (Term & { chinese: boolean })[] = CHINESE_LABELS.map((label) => ({ ...label, chinese: true }));
  const forms: ((a: Term, b: Term) => Term)[] = [
    (a) => a,
    (a) => ({ en: `Maison ${a.en}`, zh: `${a.zh}之家` }),
    (a) => ({ en: `${a.en} Studio`, zh: `${a.zh}工作室` }),
    (a) => ({ en: `Atelier ${a.en}`, zh: `${a.zh}工坊` }),
    (a, b) => ({ en: `${a.en} ${b.en}`, zh: `${a.zh}·${b.zh}` }),
  ];
  const seen = new Set(names.map((n) => n.en));
  for (let round = 0; names.length < count; round++) {
    for (const first of WESTERN_NAMES) {
      if (names.length >= count) break;
      const name = forms[round % forms.length]!(first, rng.pick(SURNAMES));
      if (seen.has(name.en)) continue;
      seen.add(name.en);
      names.push({ ...name, chinese: false });
    }
  }
  const westernAreas = Object.keys(COMPANY_SUFFIX);
  return names.map((name, i) => {
    const area = areaOf(name.chinese ? rng.pick(CHINESE_AREAS) : rng.pick(westernAreas));
    const style = rng.pick(STYLES);
    const fabric = rng.pick(FABRICS);
    const craft = rng.pick(CRAFTWORK);
    const founded = rng.int(1948, 2022);
    return {
      id: 1001 + i,
      name_zh: name.zh,
      name_en: name.en,
      letter: name.en[0]!.toUpperCase(),
      area,
      style,
      intro_zh: `${name.zh}创立于${founded}年，总部位于${area.zh}，以${style.zh}风格见长，擅长${fabric.zh}与${craft.zh}工艺的运用。`,
      intro_en: `${name.en} was founded in ${area.en} in ${founded}. The label is known for its ${style.en} style and its work with ${fabric.en} and ${craft.en}.`,
      company: name.chinese ? `${area.zh}${name.zh}服饰有限公司` : `${name.en} ${COMPANY_SUFFIX[area.zh]}`,
      founded,
      hot: Math.round(Math.exp(rng.range(3, 10))),
    };
  });
}

export interface BloggerSeed {
  id: number;
  name: string;
  nickname: string;
  itype: number;
  area: Term;
  sex: number;
  fans: number;
  fans_up: number;
  bio: string;
  /** Brand accounts show the brand's logo instead of a drawn avatar. */
  brandId: number | null;
}

const HANDLE_NAMES = ['mila', 'noa', 'ines', 'yuki', 'sora', 'lea', 'ava', 'iris', 'chloe', 'nina', 'elsa', 'maya', 'zoe', 'luna', 'rae', 'june', 'theo', 'kai', 'leo', 'oscar'];
const HANDLE_SUFFIX = ['.studio', '_style', '.daily', 'wears', '_archive', '.closet', '.edit', '_journal'];
const CHINESE_NICKNAMES = ['林小鹿', '苏苏穿搭', '阿柒', '周周Zoe', '米粒日记', '小满', '一颗橙子', '夏天Summer', '南风', '阿May', '橘子汽水', '桃桃'];
const SURNAME_WORDS = ['Laine', 'Okoro', 'Sato', 'Berg', 'Costa', 'Rivière', 'Kim', 'Hale'];

/**
 * Instagram bloggers (spec §3 types): 1 brand, 2 designer, 3 fashion blogger, 4 celebrity,
 * 5 influencer, 6 e-commerce.
 */
export function makeBloggers(rng: Rng, brands: readonly BrandSeed[], count = 66): BloggerSeed[] {
  const types: [number, number][] = [
    [1, 10],
    [2, 10],
    [3, 18],
    [4, 8],
    [5, 12],
    [6, 8],
  ];
  const bloggers: BloggerSeed[] = [];
  const handles = new Set<string>();
  let starIndex = 0;
  for (const [itype, n] of types)
    for (let k = 0; k < n && bloggers.length < count; k++) {
      const id = 5001 + bloggers.length;
      const brand = itype === 1 ? brands[(k * 7) % brands.length]! : null;
      const star = itype === 4 ? STARS[starIndex++ % STARS.length]! : null;
      const chinese = !brand && !star && rng.chance(0.3);
      const area = brand?.area ?? (chinese ? areaOf(rng.pick(CHINESE_AREAS)) : rng.pick(AREAS));
      let name = brand
        ? brand.name_en.toLowerCase().replace(/[^a-z0-9]+/g, '.')
        : star
          ? star.en.toLowerCase().replace(/[^a-z]+/g, '_')
          : `${rng.pick(HANDLE_NAMES)}${rng.pick(HANDLE_SUFFIX)}`;
      while (handles.has(name)) name = `${name}${rng.int(1, 9)}`;
      handles.add(name);
      const first = name.split(/[._]/)[0]!;
      const nickname = brand
        ? brand.name_en
        : star
          ? star.zh
          : chinese
            ? rng.pick(CHINESE_NICKNAMES)
            : `${first[0]!.toUpperCase()}${first.slice(1)} ${rng.pick(SURNAME_WORDS)}`;
      const fans = Math.round(Math.exp(rng.range(star ? 13 : 9, star ? 15.4 : 14)));
      const style = rng.pick(STYLES);
      bloggers.push({
        id,
        name,
        nickname,
        itype,
        area,
        sex: brand ? 0 : rng.chance(0.78) ? 2 : 1,
        fans,
        fans_up: Math.round(fans * rng.range(0.002, 0.03)),
        bio: brand ? `${brand.name_zh}官方账号 · ${area.zh}` : `${area.zh} · ${style.zh}风格穿搭与灵感分享`,
        brandId: brand?.id ?? null,
      });
    }
  return bloggers;
}
