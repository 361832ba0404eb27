/**
 * The floor probes' content (bench/web.bench.ts): a home-sized first screen of 60 cards, the same
 * in every variant, built into the bundle so no variant waits for data or pictures.
 */
export interface FloorCard {
  id: number;
  column: string;
  title: string;
  tag: string;
  date: string;
  views: number;
  colour: string;
}

const COLUMNS = ['流行趋势', '秀场发布', '品牌动态', '面料流行', '色彩趋势', '图案花型'];
const STYLES = ['浪漫西装款式精选', '都市通勤连衣裙', '针织开衫廓形', '牛仔外套细节', '运动休闲套装', '丝绸衬衫印花'];
const TAGS = ['VIP', '免费', '新品'];

export const FLOOR_CARDS: FloorCard[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  column: COLUMNS[index % COLUMNS.length]!,
  title: `2025春夏 ${['上海', '巴黎', '米兰', '伦敦', '纽约'][index % 5]}市场 ${STYLES[index % STYLES.length]} ${index + 1}`,
  tag: TAGS[index % TAGS.length]!,
  date: `2025-0${1 + (index % 9)}-${String(10 + (index % 18)).padStart(2, '0')}`,
  views: 1000 + ((index * 7919) % 9000),
  colour: `hsl(${(index * 37) % 360} 45% 72%)`,
}));

export const FLOOR_HEADING = '潮织 Trendloom · 本周精选';
