import type { Queryable } from '../db/db';
import { insertRows } from './insert';
import { Rng } from './prng';

/**
 * Demo content of the Instagram blogger gallery (issue #16): groups, tags, topics, posts with
 * pictures, and design recommendations for the bloggers already in the database. Deterministic
 * for a seed, an anchor and the given pictures.
 */
export interface InsSeedOptions {
  seed: number;
  /** Posts are published in the 120 days before this time (seconds). */
  anchor: number;
  /** Media ids of post pictures (street, runway, garment shots). */
  pictures: readonly string[];
  /** Media ids of design recommendations (patterns, mood boards). */
  designs: readonly string[];
}

export const INS_GROUPS: [number, string, string][] = [
  [1, '街拍达人', 'Street style'],
  [2, '设计师精选', 'Designers'],
  [3, '品牌官方', 'Brand accounts'],
  [4, '明星造型', 'Celebrity looks'],
  [5, '电商爆款', 'E-commerce hits'],
  [6, '新锐博主', 'Rising creators'],
];
/** Group of a blogger type (spec §3 types); fashion bloggers and influencers split by reach. */
const GROUP_OF_TYPE: Record<number, number> = { 1: 3, 2: 2, 3: 1, 4: 4, 5: 6, 6: 5 };

export const INS_TAGS: [number, 'style' | 'fashion' | 'pattern' | 'fabric' | 'craft', string, string][] = [
  [101, 'style', '极简', 'Minimal'],
  [102, 'style', '复古', 'Vintage'],
  [103, 'style', '街头', 'Streetwear'],
  [104, 'style', '法式', 'French chic'],
  [105, 'style', '新中式', 'New Chinese'],
  [106, 'style', '运动', 'Athleisure'],
  [107, 'style', '通勤', 'Workwear'],
  [108, 'style', '甜美', 'Romantic'],
  [201, 'fashion', '连衣裙', 'Dresses'],
  [202, 'fashion', '西装', 'Tailoring'],
  [203, 'fashion', '风衣', 'Trench coats'],
  [204, 'fashion', '针织衫', 'Knitwear'],
  [205, 'fashion', '牛仔', 'Denim'],
  [206, 'fashion', '半身裙', 'Skirts'],
  [207, 'fashion', '衬衫', 'Shirts'],
  [208, 'fashion', '卫衣', 'Sweatshirts'],
  [301, 'pattern', '条纹', 'Stripes'],
  [302, 'pattern', '格纹', 'Checks'],
  [303, 'pattern', '波点', 'Polka dots'],
  [304, 'pattern', '花卉', 'Florals'],
  [305, 'pattern', '豹纹', 'Leopard'],
  [306, 'pattern', '千鸟格', 'Houndstooth'],
  [401, 'fabric', '棉麻', 'Cotton-linen'],
  [402, 'fabric', '真丝', 'Silk'],
  [403, 'fabric', '羊毛', 'Wool'],
  [404, 'fabric', '皮革', 'Leather'],
  [405, 'fabric', '雪纺', 'Chiffon'],
  [406, 'fabric', '灯芯绒', 'Corduroy'],
  [501, 'craft', '刺绣', 'Embroidery'],
  [502, 'craft', '钉珠', 'Beading'],
  [503, 'craft', '褶皱', 'Pleating'],
  [504, 'craft', '拼接', 'Patchwork'],
  [505, 'craft', '印花', 'Printing'],
];

const TOPICS: [string, string][] = [
  ['早春通勤穿搭', 'Early-spring workwear'],
  ['周末街拍', 'Weekend street style'],
  ['度假风', 'Resort looks'],
  ['大衣季', 'Coat season'],
  ['色彩实验', 'Colour experiments'],
  ['秀场后台', 'Backstage'],
];

const CAPTIONS_ZH = ['今日穿搭', '通勤日常', '周末出街', '新品上身', '秀场look', '旅行记录', '一衣多穿', '配色灵感', '面料细节', '造型分享'];
const CAPTIONS_EN = ['outfit of the day', 'commute look', 'weekend fit', 'new in', 'runway look', 'travel diary', 'styling one piece three ways', 'colour idea', 'fabric close-up', 'styling notes'];
const DESIGN_WORDS: [string, string][] = [
  ['廓形', 'silhouette'],
  ['配色', 'colourway'],
  ['图案', 'print'],
  ['细节', 'details'],
];

const DAY = 86_400;

export async function seedInsContent(tx: Queryable, { seed, anchor, pictures, designs }: InsSeedOptions): Promise<{ blogs: number }> {
  if (pictures.length === 0 || designs.length === 0) throw new Error('The gallery needs pictures and design pictures');
  const bloggers = await tx.query<{ id: number; itype: number; fans: number }>('SELECT id, itype, fans FROM bloggers ORDER BY id');
  await insertRows(
    tx,
    'ins_uper_groups',
    [['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['sort', 'int']],
    INS_GROUPS.map(([id, zh, en], i) => [id, zh, en, i]),
  );
  await insertRows(
    tx,
    'ins_tags',
    [['id', 'int'], ['kind', 'text'], ['name_zh', 'text'], ['name_en', 'text'], ['sort', 'int']],
    INS_TAGS.map(([id, kind, zh, en], i) => [id, kind, zh, en, i]),
  );
  await insertRows(
    tx,
    'ins_topics',
    [['id', 'int'], ['name_zh', 'text'], ['name_en', 'text'], ['cover', 'text'], ['sort', 'int']],
    TOPICS.map(([zh, en], i) => [i + 1, zh, en, pictures[(i * 5) % pictures.length]!, i]),
  );
  const tagsOf = (kind: string) => INS_TAGS.filter((t) => t[1] === kind).map((t) => t[0]);
  const blogRows: unknown[][] = [];
  const designRows: unknown[][] = [];
  const bloggerRows: unknown[][] = [];
  let blogId = 900_001;
  let designId = 1;
  for (const blogger of bloggers) {
    const rng = Rng.of(seed, 'ins', blogger.id);
    const style = rng.pick(tagsOf('style'));
    const posts = rng.int(4, 10);
    const tagIds = new Set<number>([style]);
    let likes = 0;
    let comments = 0;
    let newest = 0;
    for (let k = 0; k < posts; k++) {
      const count = rng.weighted([
        [1, 4],
        [2, 3],
        [3, 2],
        [4, 1],
      ] as const);
      const own = rng.sample(pictures, count);
      const tags = [style, rng.pick(tagsOf('fashion')), ...(rng.chance(0.6) ? [rng.pick(tagsOf('pattern'))] : []), ...(rng.chance(0.4) ? [rng.pick(tagsOf('fabric'))] : []), ...(rng.chance(0.3) ? [rng.pick(tagsOf('craft'))] : [])];
      for (const tag of tags) tagIds.add(tag);
      const publish = anchor - rng.int(1, 120) * DAY - rng.int(0, DAY - 1);
      newest = Math.max(newest, publish);
      const postLikes = Math.round(blogger.fans * rng.range(0.005, 0.06));
      const postComments = Math.round(postLikes * rng.range(0.01, 0.05));
      likes += postLikes;
      comments += postComments;
      const caption = rng.int(0, CAPTIONS_ZH.length - 1);
      blogRows.push([
        blogId++,
        blogger.id,
        `${CAPTIONS_ZH[caption]} · ${CAPTIONS_EN[caption]} #${INS_TAGS.find((t) => t[0] === tags[1])![3].toLowerCase().replace(/\s+/g, '')}`,
        own,
        [...new Set(tags)],
        rng.chance(0.4) ? rng.int(1, TOPICS.length) : null,
        publish,
        postLikes,
        postComments,
      ]);
    }
    for (let k = 0; k < 4; k++) {
      const [zh, en] = DESIGN_WORDS[k]!;
      const styleName = INS_TAGS.find((t) => t[0] === style)!;
      designRows.push([designId++, blogger.id, `${styleName[2]}${zh}推荐`, `${styleName[3]} ${en}`, designs[(blogger.id + k) % designs.length]!, k]);
    }
    bloggerRows.push([blogger.id, GROUP_OF_TYPE[blogger.itype] ?? 6, newest - rng.int(200, 900) * DAY, newest, likes, comments, posts, [...tagIds].sort((a, b) => a - b)]);
  }
  await insertRows(
    tx,
    'ins_blogs',
    [['id', 'int'], ['uper_id', 'int'], ['content', 'text'], ['pictures', 'text[]'], ['tag_ids', 'int[]'], ['topic_id', 'int'], ['publish_time', 'bigint'], ['likes', 'int'], ['comments', 'int']],
    blogRows,
  );
  await insertRows(
    tx,
    'ins_designs',
    [['id', 'int'], ['uper_id', 'int'], ['title_zh', 'text'], ['title_en', 'text'], ['picture', 'text'], ['sort', 'int']],
    designRows,
  );
  if (bloggerRows.length > 0) {
    await tx.query(
      `UPDATE bloggers b SET group_id = x.group_id, add_time = x.add_time, upd_time = x.upd_time, likes = x.likes, comments = x.comments,
              posts = x.posts, tag_ids = x.tag_ids
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, group_id int, add_time bigint, upd_time bigint, likes bigint, comments bigint, posts int, tag_ids int[])
        WHERE b.id = x.id`,
      [
        JSON.stringify(
          bloggerRows.map(([id, group_id, add_time, upd_time, likes, comments, posts, tag_ids]) => ({ id, group_id, add_time, upd_time, likes, comments, posts, tag_ids })),
        ),
      ],
    );
  }
  return { blogs: blogRows.length };
}
