import type { Garment } from '../images/garments';
import type { Motif, Weave } from '../images/motifs';

/** A zh/en term; most attribute values and dictionary words are these. */
export interface Term {
  zh: string;
  en: string;
}

export const AREAS: readonly Term[] = [
  { zh: '巴黎', en: 'Paris' },
  { zh: '米兰', en: 'Milan' },
  { zh: '伦敦', en: 'London' },
  { zh: '纽约', en: 'New York' },
  { zh: '上海', en: 'Shanghai' },
  { zh: '东京', en: 'Tokyo' },
  { zh: '首尔', en: 'Seoul' },
  { zh: '哥本哈根', en: 'Copenhagen' },
  { zh: '北京', en: 'Beijing' },
  { zh: '深圳', en: 'Shenzhen' },
  { zh: '柏林', en: 'Berlin' },
  { zh: '斯德哥尔摩', en: 'Stockholm' },
  { zh: '安特卫普', en: 'Antwerp' },
  { zh: '洛杉矶', en: 'Los Angeles' },
  { zh: '马德里', en: 'Madrid' },
];

export const STYLES: readonly Term[] = [
  { zh: '极简', en: 'minimalist' },
  { zh: '复古', en: 'vintage' },
  { zh: '街头', en: 'streetwear' },
  { zh: '优雅', en: 'elegant' },
  { zh: '运动', en: 'sporty' },
  { zh: '休闲', en: 'casual' },
  { zh: '浪漫', en: 'romantic' },
  { zh: '通勤', en: 'workwear' },
  { zh: '先锋', en: 'avant-garde' },
  { zh: '中性', en: 'gender-neutral' },
  { zh: '学院', en: 'preppy' },
  { zh: '波西米亚', en: 'bohemian' },
  { zh: '户外机能', en: 'gorpcore' },
  { zh: '新中式', en: 'new Chinese style' },
  { zh: '未来感', en: 'futuristic' },
  { zh: '度假', en: 'resort' },
];

/** Category values, each tied to the garment drawing that shows it. */
export const FASHION: readonly (Term & { garment: Garment })[] = [
  { zh: '连衣裙', en: 'dress', garment: 'dress' },
  { zh: '大衣', en: 'coat', garment: 'coat' },
  { zh: '风衣', en: 'trench coat', garment: 'trench' },
  { zh: '羽绒服', en: 'down jacket', garment: 'puffer' },
  { zh: '西装', en: 'blazer', garment: 'blazer' },
  { zh: '夹克', en: 'jacket', garment: 'jacket' },
  { zh: '衬衫', en: 'shirt', garment: 'shirt' },
  { zh: 'T恤', en: 'T-shirt', garment: 'tee' },
  { zh: '卫衣', en: 'sweatshirt', garment: 'sweatshirt' },
  { zh: '针织衫', en: 'knitwear', garment: 'knit' },
  { zh: '开衫', en: 'cardigan', garment: 'cardigan' },
  { zh: '裤装', en: 'trousers', garment: 'trousers' },
  { zh: '牛仔裤', en: 'jeans', garment: 'jeans' },
  { zh: '短裤', en: 'shorts', garment: 'shorts' },
  { zh: '半身裙', en: 'skirt', garment: 'skirt' },
  { zh: '包袋', en: 'bag', garment: 'bag' },
];

/** Pattern values, each tied to the motif drawing that shows it. */
export const PATTERNS: readonly (Term & { motif: Motif })[] = [
  { zh: '条纹', en: 'stripes', motif: 'stripes' },
  { zh: '格纹', en: 'check', motif: 'check' },
  { zh: '波点', en: 'polka dot', motif: 'polka' },
  { zh: '花卉', en: 'floral', motif: 'floral' },
  { zh: '几何', en: 'geometric', motif: 'geometric' },
  { zh: '迷彩', en: 'camouflage', motif: 'camouflage' },
  { zh: '佩斯利', en: 'paisley', motif: 'paisley' },
  { zh: '豹纹', en: 'leopard print', motif: 'leopard' },
  { zh: '千鸟格', en: 'houndstooth', motif: 'houndstooth' },
  { zh: '植物', en: 'botanical', motif: 'botanical' },
  { zh: '抽象', en: 'abstract', motif: 'abstract' },
  { zh: '民族', en: 'ethnic', motif: 'ethnic' },
];

export const CRAFTWORK: readonly Term[] = [
  { zh: '刺绣', en: 'embroidery' },
  { zh: '印花', en: 'print' },
  { zh: '提花', en: 'jacquard' },
  { zh: '褶皱', en: 'pleats' },
  { zh: '拼接', en: 'patchwork' },
  { zh: '镂空', en: 'cut-out' },
  { zh: '钉珠', en: 'beading' },
  { zh: '流苏', en: 'fringe' },
  { zh: '绗缝', en: 'quilting' },
  { zh: '贴布绣', en: 'appliqué' },
  { zh: '做旧', en: 'distressed' },
  { zh: '荷叶边', en: 'ruffles' },
  { zh: '扎染', en: 'tie-dye' },
  { zh: '数码印花', en: 'digital print' },
];

/** Fabric values, with the constructions drawn for them. */
export const FABRICS: readonly (Term & { weaves: readonly Weave[] })[] = [
  { zh: '棉', en: 'cotton', weaves: ['plain', 'twill', 'jersey'] },
  { zh: '亚麻', en: 'linen', weaves: ['plain'] },
  { zh: '丝绸', en: 'silk', weaves: ['plain', 'twill'] },
  { zh: '羊毛', en: 'wool', weaves: ['twill', 'herringbone', 'tweed'] },
  { zh: '羊绒', en: 'cashmere', weaves: ['jersey', 'rib'] },
  { zh: '牛仔布', en: 'denim', weaves: ['denim'] },
  { zh: '针织', en: 'knit', weaves: ['jersey', 'rib'] },
  { zh: '粗花呢', en: 'tweed', weaves: ['tweed', 'herringbone'] },
  { zh: '灯芯绒', en: 'corduroy', weaves: ['corduroy'] },
  { zh: '雪纺', en: 'chiffon', weaves: [] },
  { zh: '缎面', en: 'satin', weaves: [] },
  { zh: '皮革', en: 'leather', weaves: [] },
  { zh: '蕾丝', en: 'lace', weaves: [] },
  { zh: '天鹅绒', en: 'velvet', weaves: [] },
  { zh: '再生纤维', en: 'recycled fibre', weaves: [] },
];

/** Colour families of the colour filter (spec attribute kind colour): name and a representative hex. */
export const COLOUR_FAMILIES: readonly (Term & { hex: string })[] = [
  { zh: '红色', en: 'red', hex: '#C0392B' },
  { zh: '橙色', en: 'orange', hex: '#E67E22' },
  { zh: '黄色', en: 'yellow', hex: '#E8C547' },
  { zh: '绿色', en: 'green', hex: '#3E8E5A' },
  { zh: '青色', en: 'teal', hex: '#1F8A8A' },
  { zh: '蓝色', en: 'blue', hex: '#2F5FA8' },
  { zh: '紫色', en: 'purple', hex: '#7A4B9A' },
  { zh: '粉色', en: 'pink', hex: '#E59AAE' },
  { zh: '棕色', en: 'brown', hex: '#7A5232' },
  { zh: '米色', en: 'beige', hex: '#DCC9A6' },
  { zh: '白色', en: 'white', hex: '#F5F4EF' },
  { zh: '灰色', en: 'grey', hex: '#8E8E8E' },
  { zh: '黑色', en: 'black', hex: '#1E1E1E' },
];

export const AGE_GROUPS: readonly Term[] = [
  { zh: '婴童', en: 'baby' },
  { zh: '小童', en: 'toddler' },
  { zh: '中童', en: 'kids' },
  { zh: '大童', en: 'big kids' },
  { zh: '青少年', en: 'teens' },
];

/** Fictional celebrities for the starname tag (street style, front rows). */
export const STARS: readonly Term[] = [
  { zh: '林知夏', en: 'Lin Zhixia' },
  { zh: '周以宁', en: 'Zhou Yining' },
  { zh: '陈墨言', en: 'Chen Moyan' },
  { zh: '宋清禾', en: 'Song Qinghe' },
  { zh: '许安然', en: 'Xu Anran' },
  { zh: '米拉·鲁塞尔', en: 'Mila Roussel' },
  { zh: '艾达·韦斯特', en: 'Ada West' },
  { zh: '朴瑞恩', en: 'Park Seo-eun' },
  { zh: '高桥美织', en: 'Miori Takahashi' },
  { zh: '卢卡·贝尔蒂', en: 'Luca Berti' },
];

/** Fictional print artists for the Artist tag of pattern and inspiration items. */
export const ARTISTS: readonly Term[] = [
  { zh: '唐韵', en: 'Tang Yun' },
  { zh: '苏沐', en: 'Su Mu' },
  { zh: '艾琳·马什', en: 'Elin Marsh' },
  { zh: '雨果·萨尔', en: 'Hugo Sarre' },
  { zh: '诺拉·林德', en: 'Nora Lind' },
  { zh: '顾青', en: 'Gu Qing' },
  { zh: '马蒂·奥拉', en: 'Matti Aura' },
  { zh: '夏以琳', en: 'Xia Yilin' },
];

/** Sports channel filter (spec §9): attribute 32938 with values 32939, 32940, 109697. */
export const SPORT_ATTRIBUTE_ID = 32938;
export const SPORTS: readonly (Term & { id: number })[] = [
  { id: 32939, zh: '跑步', en: 'running' },
  { id: 32940, zh: '瑜伽', en: 'yoga' },
  { id: 109697, zh: '户外', en: 'outdoor' },
  { id: 109698, zh: '网球', en: 'tennis' },
  { id: 109699, zh: '骑行', en: 'cycling' },
];

/** Seasons around the anchor year: two years back to one ahead ("2026春夏" / "Spring/Summer 2026"). */
export function seasonsAround(anchorYear: number): Term[] {
  const seasons: Term[] = [];
  for (let year = anchorYear - 2; year <= anchorYear + 1; year++) {
    seasons.push({ zh: `${year}春夏`, en: `Spring/Summer ${year}` });
    seasons.push({ zh: `${year}秋冬`, en: `Autumn/Winter ${year}` });
  }
  return seasons;
}

/** Fashion vocabulary beyond the attribute values, for zh↔en search expansion and titles. */
export const GLOSSARY: readonly Term[] = [
  { zh: '女装', en: 'womenswear' },
  { zh: '男装', en: 'menswear' },
  { zh: '童装', en: 'kidswear' },
  { zh: '趋势', en: 'trend' },
  { zh: '流行趋势', en: 'fashion trends' },
  { zh: '趋势预测', en: 'trend forecast' },
  { zh: '秀场', en: 'runway' },
  { zh: '时装周', en: 'fashion week' },
  { zh: '发布会', en: 'show' },
  { zh: '系列', en: 'collection' },
  { zh: '高级成衣', en: 'ready-to-wear' },
  { zh: '高级定制', en: 'haute couture' },
  { zh: '度假系列', en: 'resort collection' },
  { zh: '早秋系列', en: 'pre-fall collection' },
  { zh: '品牌', en: 'brand' },
  { zh: '设计师', en: 'designer' },
  { zh: '款式', en: 'style' },
  { zh: '单品', en: 'item' },
  { zh: '街拍', en: 'street style' },
  { zh: '陈列', en: 'visual merchandising' },
  { zh: '橱窗', en: 'window display' },
  { zh: '门店', en: 'store' },
  { zh: '图案', en: 'pattern' },
  { zh: '面料', en: 'fabric' },
  { zh: '纱线', en: 'yarn' },
  { zh: '色彩', en: 'colour' },
  { zh: '配色', en: 'colour palette' },
  { zh: '色卡', en: 'colour card' },
  { zh: '廓形', en: 'silhouette' },
  { zh: '细节', en: 'details' },
  { zh: '领型', en: 'collar' },
  { zh: '袖型', en: 'sleeve' },
  { zh: '腰线', en: 'waistline' },
  { zh: '裙摆', en: 'hem' },
  { zh: '口袋', en: 'pocket' },
  { zh: '纽扣', en: 'button' },
  { zh: '拉链', en: 'zip' },
  { zh: '腰带', en: 'belt' },
  { zh: '搭配', en: 'styling' },
  { zh: '叠穿', en: 'layering' },
  { zh: '灵感', en: 'inspiration' },
  { zh: '主题', en: 'theme' },
  { zh: '企划', en: 'planning' },
  { zh: '手稿', en: 'sketchbook' },
  { zh: '书籍', en: 'book' },
  { zh: '杂志', en: 'magazine' },
  { zh: '新闻', en: 'news' },
  { zh: '展会', en: 'trade fair' },
  { zh: '订货会', en: 'trade show' },
  { zh: '市场', en: 'market' },
  { zh: '电商', en: 'e-commerce' },
  { zh: '爆款', en: 'bestseller' },
  { zh: '数据', en: 'data' },
  { zh: '分析', en: 'analysis' },
  { zh: '报告', en: 'report' },
  { zh: '解读', en: 'insight' },
  { zh: '艺术', en: 'art' },
  { zh: '建筑', en: 'architecture' },
  { zh: '自然', en: 'nature' },
  { zh: '可持续', en: 'sustainable' },
  { zh: '配饰', en: 'accessories' },
  { zh: '内衣', en: 'lingerie' },
  { zh: '家居服', en: 'loungewear' },
  { zh: '运动装', en: 'sportswear' },
  { zh: '工艺', en: 'craft' },
  { zh: '素材', en: 'artwork' },
  { zh: '博主', en: 'blogger' },
  { zh: '穿搭', en: 'outfit' },
  { zh: '模特', en: 'model' },
  { zh: '专题', en: 'special' },
  { zh: '春夏', en: 'spring summer' },
  { zh: '秋冬', en: 'autumn winter' },
  { zh: '阔腿裤', en: 'wide-leg trousers' },
  { zh: '毛衣', en: 'sweater' },
  { zh: '背心', en: 'vest' },
  { zh: '连体裤', en: 'jumpsuit' },
  { zh: '套装', en: 'co-ord set' },
  { zh: '鞋履', en: 'footwear' },
  { zh: '围巾', en: 'scarf' },
  { zh: '帽子', en: 'hat' },
  { zh: '格子', en: 'plaid' },
  { zh: '碎花', en: 'ditsy floral' },
  { zh: '纯色', en: 'solid colour' },
  { zh: '撞色', en: 'colour blocking' },
  { zh: '渐变', en: 'gradient' },
  { zh: '刺绣图案', en: 'embroidery pattern' },
  { zh: '印花图案', en: 'print pattern' },
];
