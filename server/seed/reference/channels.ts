import type { DataTypeEntry } from '../../../src/shared/catalogue/types';
import type { PoolKind } from '../images/compositions';

/** What a column holds; decides its content types, list template, pictures and titles. */
export type Content =
  | 'trend'
  | 'show'
  | 'brand'
  | 'market'
  | 'street'
  | 'vmd'
  | 'pattern'
  | 'patternPage'
  | 'colour'
  | 'colourTrend'
  | 'books'
  | 'inspiration'
  | 'data'
  | 'news'
  | 'ins'
  | 'social'
  | 'special'
  | 'tool';

/**
 * Content type codes (spec §3): 3 pictures, 4 atlases (picture sets), 13 reports, 14 articles,
 * 16 books, 33/34 posts from other platforms, 401 picture library, 402 single looks (what guests
 * get on brand/market/vmd/street/show pages, spec §6), 403 data reports, 405 special topics.
 * template_view.type: 1 picture waterfall, 2 report cards, 3 article list, 4 brand wall.
 */
export interface ContentProfile {
  types: { type: number; weight: number }[];
  dataType: DataTypeEntry[];
  template: number;
  pictures: readonly PoolKind[];
  /** Relative number of items. */
  weight: number;
  /** Atlas-like content: items carry 3–12 pictures. */
  atlas: boolean;
  /** Items name a brand. */
  branded: boolean;
  /** Items have an article body. */
  article: boolean;
  /** columns.setting bits (spec §9): 1 lists use type 3, 2 hot sort by default, 16 type 3 instead of 401. */
  setting?: number;
}

// Guests browse these pages as type 402 (spec §6), so a good share of single looks keeps their lists full.
const atlasTypes = [
  { type: 4, weight: 0.55 },
  { type: 402, weight: 0.45 },
];
const atlasDataType: DataTypeEntry[] = [
  { type: 4, haspic: 1 },
  { type: 402, haspic: 1 },
];

export const CONTENT: Record<Content, ContentProfile> = {
  trend: { types: [{ type: 13, weight: 1 }], dataType: [{ type: 13, haspic: 1 }], template: 2, pictures: ['moodboard', 'garment', 'runway', 'colourCard'], weight: 1, atlas: true, branded: false, article: true },
  show: { types: atlasTypes, dataType: atlasDataType, template: 1, pictures: ['runway'], weight: 1.3, atlas: true, branded: true, article: false },
  brand: { types: atlasTypes, dataType: atlasDataType, template: 4, pictures: ['runway', 'garment', 'street'], weight: 1, atlas: true, branded: true, article: false },
  market: { types: atlasTypes, dataType: atlasDataType, template: 1, pictures: ['garment'], weight: 1.3, atlas: true, branded: true, article: false, setting: 2 },
  street: { types: atlasTypes, dataType: atlasDataType, template: 1, pictures: ['street'], weight: 1, atlas: true, branded: true, article: false },
  vmd: { types: atlasTypes, dataType: atlasDataType, template: 1, pictures: ['window'], weight: 0.5, atlas: true, branded: true, article: false },
  pattern: {
    types: [
      { type: 401, weight: 0.8 },
      { type: 3, weight: 0.2 },
    ],
    dataType: [{ type: 401, haspic: 1, child: [{ type: 3, haspic: 1 }] }],
    template: 1,
    pictures: ['pattern', 'pattern', 'swatch'],
    weight: 1.2,
    atlas: false,
    branded: false,
    article: false,
  },
  patternPage: { types: [{ type: 3, weight: 1 }], dataType: [{ type: 3, haspic: 1 }], template: 1, pictures: ['pattern', 'swatch'], weight: 1, atlas: false, branded: false, article: false, setting: 1 },
  colour: { types: [{ type: 401, weight: 1 }], dataType: [{ type: 401, haspic: 1 }], template: 1, pictures: ['colourCard', 'runway', 'garment', 'pattern'], weight: 0.6, atlas: false, branded: false, article: false },
  colourTrend: { types: [{ type: 13, weight: 1 }], dataType: [{ type: 13, haspic: 1 }], template: 2, pictures: ['colourCard', 'moodboard'], weight: 0.4, atlas: true, branded: false, article: true },
  books: { types: [{ type: 16, weight: 1 }], dataType: [{ type: 16, haspic: 1 }], template: 2, pictures: ['bookCover'], weight: 0.4, atlas: true, branded: false, article: false },
  inspiration: {
    types: [
      { type: 401, weight: 0.7 },
      { type: 3, weight: 0.3 },
    ],
    dataType: [
      { type: 401, haspic: 1 },
      { type: 3, haspic: 1 },
    ],
    template: 1,
    pictures: ['moodboard', 'pattern', 'colourCard'],
    weight: 0.7,
    atlas: false,
    branded: false,
    article: false,
  },
  data: { types: [{ type: 403, weight: 1 }], dataType: [{ type: 403, haspic: 1 }], template: 2, pictures: ['chart'], weight: 0.4, atlas: false, branded: false, article: true },
  news: { types: [{ type: 14, weight: 1 }], dataType: [{ type: 14, haspic: 0 }], template: 3, pictures: ['runway', 'window', 'street', 'moodboard'], weight: 0.6, atlas: false, branded: true, article: true },
  ins: {
    types: [
      { type: 33, weight: 0.8 },
      { type: 34, weight: 0.2 },
    ],
    dataType: [
      { type: 33, haspic: 1 },
      { type: 34, haspic: 1 },
    ],
    template: 1,
    pictures: ['street', 'garment', 'runway'],
    weight: 1,
    atlas: true,
    branded: false,
    article: false,
  },
  social: { types: [{ type: 33, weight: 1 }], dataType: [{ type: 33, haspic: 1 }], template: 1, pictures: ['street', 'garment'], weight: 0.5, atlas: false, branded: false, article: false },
  special: { types: [{ type: 405, weight: 1 }], dataType: [{ type: 405, haspic: 1 }], template: 2, pictures: ['runway', 'moodboard'], weight: 0.3, atlas: true, branded: true, article: true },
  tool: { types: [], dataType: [], template: 1, pictures: [], weight: 0, atlas: false, branded: false, article: false },
};

export interface ColumnSpec {
  /** Fixed id where the spec names one; others are allocated in order. */
  id?: number;
  zh: string;
  en: string;
  url_str: string;
  content: Content;
  custom?: boolean;
  home?: boolean;
  vip?: boolean;
  url?: string;
  children?: ColumnSpec[];
}

export interface ChannelSpec {
  id: number;
  zh: string;
  en: string;
  url_str: string;
  product_line: 'fashion' | 'pattern';
  is_main: boolean;
  /** Garment word in titles ("女装"), empty for non-garment channels. */
  gender: { zh: string; en: string } | null;
  /** Relative share of all items. */
  weight: number;
  columns: ColumnSpec[];
}

/** Spec-fixed ids (spec §2, §3, §9). */
export const FIXED = {
  womensChannel: 20850,
  mensChannel: 20840,
  kidsChannel: 20860,
  patternChannel: 159151,
  sportsChannel: 158170,
  brandColumn: 6,
  colourRealColumn: 34178,
  insTagColumn: 6222,
  specialColumn: 146863,
  specialSubcolumn: 35881,
} as const;

const sub = (zh: string, en: string, url_str: string, content: Content, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({ zh, en, url_str, content, ...extra });

const trend = sub('趋势', 'Trends', 'trend', 'trend', {
  home: true,
  children: [sub('趋势解读', 'Trend insight', 'trend', 'trend'), sub('流行预测', 'Forecasts', 'trend', 'trend', { vip: true }), sub('主题企划', 'Theme planning', 'trend', 'trend')],
});
const show = (zh = '秀场') =>
  sub(zh, 'Runway', 'show', 'show', {
    children: [sub('高级成衣', 'Ready-to-wear', 'show', 'show'), sub('高级定制', 'Haute couture', 'show', 'show'), sub('度假系列', 'Resort', 'show', 'show')],
  });
const brand = (id?: number) =>
  sub('品牌', 'Brands', 'brand', 'brand', {
    id,
    children: [sub('品牌款式', 'Brand styles', 'style_brand', 'brand'), sub('设计师品牌', 'Designer labels', 'style_brand', 'brand'), sub('轻奢品牌', 'Contemporary labels', 'style_brand', 'brand')],
  });
const market = sub('款式', 'Styles', 'style_market', 'market', {
  children: [sub('市场款式', 'Market styles', 'style_market', 'market'), sub('订货会', 'Trade shows', 'style_market', 'market'), sub('电商爆款', 'Online bestsellers', 'style_market', 'market')],
});
const street = (zh = '街拍') => sub(zh, 'Street style', 'street_photo', 'street', { children: [sub('时装周街拍', 'Fashion-week street style', 'street_photo', 'street'), sub('城市街拍', 'City street style', 'street_photo', 'street')] });
const vmd = sub('陈列', 'Visual merchandising', 'vmd', 'vmd', { children: [sub('橱窗', 'Windows', 'vmd', 'vmd'), sub('店铺陈列', 'In-store displays', 'vmd', 'vmd')] });
const patternSubs = () => [
  sub('大牌图案', 'Designer patterns', 'pattern_big_name_pattern', 'pattern'),
  sub('图案素材', 'Pattern library', 'pattern_pattern_material', 'pattern'),
  sub('工艺图案', 'Craft patterns', 'pattern_pattern_craft', 'pattern'),
];
const pattern = () => sub('图案', 'Patterns', 'pattern', 'pattern', { children: patternSubs() });
const colour = (colourRealId?: number) =>
  sub('色彩', 'Colour', 'color', 'colour', {
    children: [sub('色彩分析', 'Colour analysis', 'color_real', 'colour', { id: colourRealId }), sub('色彩趋势', 'Colour trends', 'color', 'colourTrend')],
  });
const books = sub('书籍', 'Books', 'book_magazine', 'books', { children: [sub('趋势手稿', 'Trend books', 'trend_books', 'books', { vip: true }), sub('时尚杂志', 'Magazines', 'book_magazine', 'books')] });
const inspiration = sub('灵感', 'Inspiration', 'inspiration', 'inspiration', {
  children: [sub('艺术', 'Art', 'inspiration', 'inspiration'), sub('建筑', 'Architecture', 'inspiration', 'inspiration'), sub('自然', 'Nature', 'inspiration', 'inspiration')],
});
const data = sub('数据分析', 'Data analysis', 'data_analysis', 'data', {
  children: [sub('电商数据', 'E-commerce data', 'data_analysis_dy', 'data'), sub('市场洞察', 'Market insight', 'data_analysis_diexun', 'data')],
});
const news = sub('新闻', 'News', 'news', 'news', { children: [sub('行业新闻', 'Industry news', 'newsList', 'news'), sub('展会资讯', 'Fairs & events', 'newsList', 'news')] });
const ai = (channel: number) => sub('AI设计', 'AI design', 'aiHome', 'tool', { custom: true, url: `/list/aiHome?channel=${channel}` });

export const CHANNELS: readonly ChannelSpec[] = [
  {
    id: FIXED.womensChannel,
    zh: '女装',
    en: "Women's",
    url_str: 'women',
    product_line: 'fashion',
    is_main: true,
    gender: { zh: '女装', en: "women's" },
    weight: 45,
    columns: [
      trend,
      show(),
      brand(FIXED.brandColumn),
      market,
      street(),
      vmd,
      pattern(),
      colour(FIXED.colourRealColumn),
      books,
      inspiration,
      data,
      news,
      sub('Ins博主', 'Instagram', 'ins_gallery', 'ins', { id: FIXED.insTagColumn }),
      sub('专题', 'Special topics', 'special', 'special', {
        id: FIXED.specialColumn,
        custom: true,
        children: [sub('时装周专题', 'Fashion-week specials', 'special', 'special', { id: FIXED.specialSubcolumn }), sub('品牌专题', 'Brand specials', 'special', 'special')],
      }),
      ai(FIXED.womensChannel),
      sub('社媒灵感', 'Social inspiration', 'dnext_photos', 'social', { custom: true }),
      sub('2D试衣', '2D try-on', 'fittingRoom', 'tool', { custom: true, url: `/fittingRoom/channel/${FIXED.womensChannel}` }),
    ],
  },
  {
    id: FIXED.mensChannel,
    zh: '男装',
    en: "Men's",
    url_str: 'men',
    product_line: 'fashion',
    is_main: true,
    gender: { zh: '男装', en: "men's" },
    weight: 18,
    columns: [trend, show(), brand(), market, street(), vmd, pattern(), colour(), books, news, data, ai(FIXED.mensChannel)],
  },
  {
    id: FIXED.kidsChannel,
    zh: '童装',
    en: "Kids'",
    url_str: 'kids',
    product_line: 'fashion',
    is_main: true,
    gender: { zh: '童装', en: "kids'" },
    weight: 12,
    columns: [trend, show('童装秀场'), brand(), market, street('童装街拍'), pattern(), colour(), books, news, ai(FIXED.kidsChannel)],
  },
  {
    id: FIXED.patternChannel,
    zh: '图案',
    en: 'Patterns',
    url_str: 'pattern',
    product_line: 'pattern',
    is_main: false,
    gender: null,
    weight: 10,
    columns: [
      ...patternSubs().map((column) => ({
        ...column,
        children: [sub('花卉', 'Floral', column.url_str, 'pattern'), sub('几何', 'Geometric', column.url_str, 'pattern'), sub('条格', 'Stripes & checks', column.url_str, 'pattern')],
      })),
      inspiration,
    ],
  },
  { id: 143215, zh: '印花图案', en: 'Print patterns', url_str: 'pattern_print', product_line: 'pattern', is_main: false, gender: null, weight: 2, columns: [sub('印花图案', 'Print patterns', 'pattern', 'patternPage')] },
  { id: 143216, zh: '刺绣图案', en: 'Embroidery patterns', url_str: 'pattern_embroidery', product_line: 'pattern', is_main: false, gender: null, weight: 2, columns: [sub('刺绣图案', 'Embroidery patterns', 'pattern', 'patternPage')] },
  { id: 143217, zh: '面料图案', en: 'Textile patterns', url_str: 'pattern_textile', product_line: 'pattern', is_main: false, gender: null, weight: 2, columns: [sub('面料图案', 'Textile patterns', 'pattern', 'patternPage')] },
  { id: 162488, zh: '配饰', en: 'Accessories', url_str: 'accessories', product_line: 'fashion', is_main: false, gender: { zh: '配饰', en: 'accessories' }, weight: 3, columns: [trend, show(), market, street()] },
  { id: 157468, zh: '内衣家居', en: 'Lingerie & loungewear', url_str: 'lingerie', product_line: 'fashion', is_main: false, gender: { zh: '内衣', en: 'lingerie' }, weight: 3, columns: [trend, market, pattern()] },
  {
    id: FIXED.sportsChannel,
    zh: '运动',
    en: 'Sportswear',
    url_str: 'sports',
    product_line: 'fashion',
    is_main: false,
    gender: { zh: '运动装', en: 'sportswear' },
    weight: 5,
    columns: [trend, show(), market, street(), data],
  },
];

/** Named list routes of spec §2 plus the seed's own column routes; layout per spec. */
const SPECIAL_LAYOUTS: Record<string, string> = {
  aiHome: 'ai',
  color: 'color',
  color_real: 'color',
  brand: 'brand',
  trend_books: 'trend_books',
  book_magazine: 'book_magazine',
  data_analysis: 'data_analysis',
  my_follow: 'my_follow',
  dnext_photos: 'dnext_photos',
  pattern: 'pattern',
  ins_gallery: 'ins_gallery',
};

export const layoutOf = (name: string) => SPECIAL_LAYOUTS[name] ?? 'generic';

export const LIST_ROUTES: readonly { name: string; zh: string; en: string }[] = [
  { name: 'listHome', zh: '栏目首页', en: 'Column home' },
  { name: 'search', zh: '搜索', en: 'Search' },
  { name: 'searchPic', zh: '以图搜图', en: 'Image search' },
  { name: 'color', zh: '色彩', en: 'Colour' },
  { name: 'style_brand', zh: '品牌款式', en: 'Brand styles' },
  { name: 'style_market', zh: '市场款式', en: 'Market styles' },
  { name: 'vmd', zh: '陈列', en: 'Visual merchandising' },
  { name: 'street_photo', zh: '街拍', en: 'Street style' },
  { name: 'show', zh: '秀场', en: 'Runway' },
  { name: 'pattern', zh: '图案', en: 'Patterns' },
  { name: 'inspiration', zh: '灵感', en: 'Inspiration' },
  { name: 'my_follow', zh: '我的关注', en: 'My follows' },
  { name: 'aiHome', zh: 'AI设计', en: 'AI design' },
  { name: 'expanderGraph', zh: '高清放大', en: 'HD enlargement' },
  { name: 'autoCutout', zh: '智能抠图', en: 'Background removal' },
  { name: 'diylayoutDocList', zh: '企划文档', en: 'Planning documents' },
  { name: 'fittingRoom', zh: '2D试衣', en: '2D try-on' },
  { name: 'pattern_big_name_pattern', zh: '大牌图案', en: 'Designer patterns' },
  { name: 'pattern_pattern_material', zh: '图案素材', en: 'Pattern library' },
  { name: 'pattern_pattern_craft', zh: '工艺图案', en: 'Craft patterns' },
  { name: 'newsList', zh: '新闻列表', en: 'News list' },
  { name: 'newsDetail', zh: '新闻详情', en: 'News article' },
  { name: 'yarn_company', zh: '纱线企业', en: 'Yarn companies' },
  { name: 'searchColor', zh: '智能搜色', en: 'Smart colour search' },
  { name: 'data_analysis_dy', zh: '电商数据', en: 'E-commerce data' },
  { name: 'data_analysis_diexun', zh: '市场洞察', en: 'Market insight' },
  { name: 'news', zh: '新闻', en: 'News' },
  { name: 'trend_books', zh: '趋势手稿', en: 'Trend books' },
  { name: 'book_magazine', zh: '书籍杂志', en: 'Books & magazines' },
  { name: 'data_analysis', zh: '数据分析', en: 'Data analysis' },
  { name: 'dnext_photos', zh: '社媒灵感', en: 'Social inspiration' },
  { name: 'ins_gallery', zh: 'Ins博主', en: 'Instagram' },
  { name: 'brand', zh: '品牌', en: 'Brands' },
  // Column routes of the seed beyond the spec's list.
  { name: 'trend', zh: '趋势', en: 'Trends' },
  { name: 'color_real', zh: '色彩分析', en: 'Colour analysis' },
  { name: 'special', zh: '专题', en: 'Special topics' },
];
