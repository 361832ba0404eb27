import type { Locale } from '../../i18n/locale';

export interface PageSection {
  heading: string;
  paragraphs?: string[];
  /** Short facts or features, each "title — text". */
  points?: { title: string; text: string; href?: string }[];
}

export interface StaticPageContent {
  eyebrow: string;
  title: string;
  lead: string;
  sections: PageSection[];
}

export type StaticPageName = 'about' | 'aboutColoretto' | 'productCenter' | 'qualification' | 'contactUs';

/** The company and product pages (spec §2 main and static pages), in Chinese and English. */
export const STATIC_PAGES: Record<StaticPageName, Record<Locale, StaticPageContent>> = {
  about: {
    zh: {
      eyebrow: '关于我们',
      title: '潮织：为服装设计而生的趋势与灵感资料库',
      lead: '潮织把秀场、市场、街头与社交平台上分散的流行信号，整理成设计师、买手与面料从业者可以直接使用的资料。我们相信，好的设计决策来自足够多的一手图像、清晰的归类和可追溯的数据。',
      sections: [
        {
          heading: '我们做什么',
          paragraphs: [
            '潮织按频道组织内容：女装、男装、童装之外，还有配饰、内衣家居、运动与独立的图案频道。每个频道下设趋势、秀场、品牌、款式、街拍、陈列、图案、色彩、书刊与数据分析等栏目，栏目再细分为子栏目，便于按工作场景查找。',
            '每一条内容都标注了季节、地区、风格、单品、图案、工艺与面料等属性，可以任意组合筛选；搜索同时理解中文与英文术语，输入“连衣裙”与“dress”会得到同样的结果。',
          ],
        },
        {
          heading: '为谁服务',
          points: [
            { title: '设计师', text: '从趋势报告与秀场图片出发，快速建立灵感板，并用色彩与图案工具把灵感落到可执行的方案。' },
            { title: '买手与商品企划', text: '对照市场款式、订货会与电商数据，判断品类与价格带的机会。' },
            { title: '面料与纺织从业者', text: '查看流行面料、工艺与图案走向，直接联系经过认证的面料商。' },
          ],
        },
        {
          heading: '我们的工作方式',
          paragraphs: [
            '编辑团队每天更新内容，分析师按季节发布趋势解读与流行预测。所有图片都注明来源栏目与发布时间，方便追溯；需要授权的素材仅向会员开放浏览与下载。',
            '潮织是一款离线优先的应用：在展会现场等网络不稳定的环境下，已浏览过的栏目、列表与图片依然可以打开，收藏、关注与色板会在恢复联网后自动同步。',
          ],
        },
      ],
    },
    en: {
      eyebrow: 'About us',
      title: 'Trendloom: a trend and inspiration library built for fashion design',
      lead: 'Trendloom turns the scattered signals of runways, markets, streets and social platforms into material that designers, buyers and textile professionals can use straight away. Good design decisions come from plenty of first-hand images, clear classification and traceable data.',
      sections: [
        {
          heading: 'What we do',
          paragraphs: [
            "Content is organised by channel: women's, men's and kids' wear, plus accessories, lingerie and loungewear, sportswear and a dedicated pattern channel. Each channel has columns such as trends, runway, brands, styles, street style, visual merchandising, patterns, colour, books and data analysis, and each column has sub-columns for each kind of work.",
            'Every item is tagged by season, region, style, category, pattern, craft and fabric, and the tags combine freely as filters. Search understands Chinese and English terms alike: “连衣裙” and “dress” return the same results.',
          ],
        },
        {
          heading: 'Who it is for',
          points: [
            { title: 'Designers', text: 'Start from trend reports and runway pictures, build a mood board quickly, and turn it into a workable plan with the colour and pattern tools.' },
            { title: 'Buyers and merchandisers', text: 'Compare market styles, trade shows and e-commerce data to judge the opportunities by category and price band.' },
            { title: 'Fabric and textile professionals', text: 'Follow the direction of fabrics, crafts and prints, and contact certified fabric merchants directly.' },
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'Our editors update the library every day and our analysts publish trend insight and forecasts each season. Every picture names its column and publication date so it can be traced; licensed material is viewable and downloadable by members only.',
            'Trendloom works offline first: at trade fairs with poor connectivity, the columns, lists and pictures you have already opened still open, and favourites, follows and palettes sync by themselves once you are back online.',
          ],
        },
      ],
    },
  },
  aboutColoretto: {
    zh: {
      eyebrow: 'Coloretto 色彩体系',
      title: 'Coloretto：按人眼感知排列的色彩编号',
      lead: 'Coloretto 是潮织自有的色彩体系。它在 CIE LCh 色彩空间中按固定步长取色，让相邻编号的颜色在视觉上等距，编号本身就能说明一种颜色的色相、明度与彩度。',
      sections: [
        {
          heading: '如何构成',
          points: [
            { title: '色相', text: '每 10° 一档，共 36 个色相，从莓红、胭脂红、绯红一路过渡到紫与紫红。' },
            { title: '明度', text: '从 8 到 97 共 16 级，覆盖从近黑的深色到接近纸白的浅色。' },
            { title: '彩度', text: '以 8 为步长递增，只保留屏幕（sRGB）能够准确显示的组合。' },
            { title: '中性色', text: '另设一条按明度每 4 级递进的中性灰阶，用于黑、白、灰与大地色的比对。' },
          ],
        },
        {
          heading: '编号规则',
          paragraphs: [
            '编号直接来自颜色在网格中的位置，因此永远不会变化：CL-040-56-032 表示色相 40°、明度 56、彩度 32；CL-N-48 表示明度为 48 的中性色。看到编号，就能大致想象出颜色，也能判断两种颜色相差多远。',
          ],
        },
        {
          heading: '在潮织中的用途',
          paragraphs: [
            '色彩分析、图片取色、色彩搭配与色板保存都以 Coloretto 为基准：提取出的颜色会匹配到最接近的 Coloretto 编号，并可与潘通色号互相对照，方便设计、打样与面料沟通使用同一种“色彩语言”。',
          ],
        },
      ],
    },
    en: {
      eyebrow: 'The Coloretto colour system',
      title: 'Coloretto: colour codes laid out the way the eye sees',
      lead: "Coloretto is Trendloom's own colour system. It samples the CIE LCh colour space at fixed steps, so neighbouring codes look evenly spaced and each code tells you a colour's hue, lightness and chroma.",
      sections: [
        {
          heading: 'How it is built',
          points: [
            { title: 'Hue', text: 'One step every 10°, 36 hues in all, running from berry, carmine and crimson round to purple and magenta.' },
            { title: 'Lightness', text: '16 levels from 8 to 97, from near-black darks to pale tints close to paper white.' },
            { title: 'Chroma', text: 'Rises in steps of 8, keeping only the combinations a screen (sRGB) can show accurately.' },
            { title: 'Neutrals', text: 'A separate grey scale in lightness steps of 4, for comparing blacks, whites, greys and earth tones.' },
          ],
        },
        {
          heading: 'How codes work',
          paragraphs: [
            'A code comes straight from the colour’s position in the grid, so it never changes: CL-040-56-032 is hue 40°, lightness 56, chroma 32; CL-N-48 is the neutral of lightness 48. From a code you can picture the colour and tell how far apart two colours are.',
          ],
        },
        {
          heading: 'Where Trendloom uses it',
          paragraphs: [
            'Colour analysis, colour from image, colour matching and saved palettes all refer to Coloretto: extracted colours are matched to the nearest Coloretto code and can be compared with Pantone numbers, so design, sampling and fabric sourcing speak the same colour language.',
          ],
        },
      ],
    },
  },
  productCenter: {
    zh: {
      eyebrow: '产品中心',
      title: '从灵感到方案的一整套工具',
      lead: '潮织的资料库与工具彼此相连：在列表里看到的图片可以直接取色、抠图、放大，也可以放进企划文档或试衣间继续工作。',
      sections: [
        {
          heading: '资料库',
          points: [
            { title: '趋势情报', text: '趋势解读、流行预测与主题企划，按季节与品类持续更新。', href: '/list/trend?channel=20850' },
            { title: '秀场与品牌', text: '高级成衣、高级定制与度假系列发布，品牌库按首字母与地区浏览。', href: '/list/brand' },
            { title: '图案素材', text: '大牌图案、图案素材与工艺图案，适用于印花、刺绣与面料开发。', href: '/list/pattern?channel=20850' },
            { title: '书刊杂志', text: '趋势手稿与时尚杂志，在线翻阅。', href: '/list/book_magazine?channel=20850' },
          ],
        },
        {
          heading: '色彩工具',
          points: [
            { title: '色彩分析与色彩洞察', text: '查看各栏目、各季节的主导色与变化。', href: '/list/color?channel=20850' },
            { title: '潘通色库与 Coloretto', text: '按名称、色值或色号查找颜色，并互相对照。', href: '/aboutColoretto' },
            { title: '图片取色与色彩搭配', text: '从任意图片提取配色比例，生成和谐的配色方案并保存为色板。' },
          ],
        },
        {
          heading: 'AI 与设计工具',
          points: [
            { title: '以图搜图', text: '上传图片，找到相近的款式与图案。', href: '/list/searchPic' },
            { title: '高清放大与背景移除', text: '提升参考图清晰度，一键去除背景。' },
            { title: 'AI 矢量图', text: '把位图图案转为可编辑的矢量图形。' },
            { title: '企划设计与 2D 试衣', text: '用模板完成企划排版，并在模特上预览搭配效果。' },
          ],
        },
      ],
    },
    en: {
      eyebrow: 'Products',
      title: 'One set of tools from inspiration to plan',
      lead: 'Trendloom’s library and tools are connected: a picture in any list can go straight to colour picking, cut-out or enlargement, or into a planning document or the fitting room.',
      sections: [
        {
          heading: 'Library',
          points: [
            { title: 'Trend intelligence', text: 'Trend insight, forecasts and theme planning, updated by season and category.', href: '/list/trend?channel=20850' },
            { title: 'Runway and brands', text: 'Ready-to-wear, haute couture and resort shows; a brand library by initial and region.', href: '/list/brand' },
            { title: 'Pattern library', text: 'Designer patterns, pattern material and craft patterns for prints, embroidery and fabric development.', href: '/list/pattern?channel=20850' },
            { title: 'Books and magazines', text: 'Trend books and fashion magazines to read online.', href: '/list/book_magazine?channel=20850' },
          ],
        },
        {
          heading: 'Colour tools',
          points: [
            { title: 'Colour analysis and insight', text: 'See the leading colours of each column and season and how they move.', href: '/list/color?channel=20850' },
            { title: 'Pantone library and Coloretto', text: 'Find colours by name, hex value or number, and compare the two systems.', href: '/aboutColoretto' },
            { title: 'Colour from image and matching', text: 'Extract colour proportions from any picture, build harmonious schemes and save them as palettes.' },
          ],
        },
        {
          heading: 'AI and design tools',
          points: [
            { title: 'Image search', text: 'Upload a picture to find similar styles and prints.', href: '/list/searchPic' },
            { title: 'HD enlargement and background removal', text: 'Sharpen reference pictures and remove backgrounds in one step.' },
            { title: 'AI vector graphics', text: 'Turn bitmap prints into editable vector artwork.' },
            { title: 'Planning design and 2D try-on', text: 'Lay out plans from templates and preview outfits on a model.' },
          ],
        },
      ],
    },
  },
  qualification: {
    zh: {
      eyebrow: '资质与版权',
      title: '内容来源、版权与合规说明',
      lead: '潮织尊重创作者与品牌的权利。本页说明我们的内容来源、使用范围与权利人投诉渠道。',
      sections: [
        {
          heading: '内容来源',
          paragraphs: [
            '平台内容由潮织编辑团队原创撰写，或来自公开发布的秀场、展会与品牌资料，并在每条内容中注明所属栏目与发布时间。面料寻源页面展示的面料信息来自经过认证的真实面料商，潮织仅作信息展示。',
          ],
        },
        {
          heading: '使用范围',
          points: [
            { title: '会员授权', text: '会员可在授权范围内浏览与下载资料，用于自身的设计研究与内部沟通。' },
            { title: '图案与素材', text: '图案栏目资料素材仅提供教育、学习与创作灵感的作用，不得直接用于商业复制。' },
            { title: '禁止行为', text: '未经书面许可，不得转售、公开传播或批量抓取平台内容。' },
          ],
        },
        {
          heading: '权利人投诉',
          paragraphs: [
            '如您认为平台上的内容侵犯了您的合法权益，请通过“联系我们”页面提供权属证明与具体内容地址。我们会在核实后及时处理，并将结果告知您。',
          ],
        },
        {
          heading: '数据与隐私',
          paragraphs: [
            '账号信息、收藏与色板仅用于为您提供服务。同一账号同一时间只允许一台设备登录，以保护会员权益与账号安全。',
          ],
        },
      ],
    },
    en: {
      eyebrow: 'Credentials and copyright',
      title: 'Content sources, copyright and compliance',
      lead: 'Trendloom respects the rights of creators and brands. This page explains where our content comes from, how it may be used and how rights holders can reach us.',
      sections: [
        {
          heading: 'Where content comes from',
          paragraphs: [
            'Content is written by the Trendloom editorial team or drawn from publicly released runway, trade-show and brand material, and every item names its column and publication date. Fabric information on the sourcing pages comes from certified fabric merchants; Trendloom only displays it.',
          ],
        },
        {
          heading: 'Permitted use',
          points: [
            { title: 'Member licence', text: 'Members may view and download material within their licence for their own design research and internal communication.' },
            { title: 'Patterns and material', text: 'Material in the pattern columns is provided for education, study and creative inspiration only and may not be copied commercially as is.' },
            { title: 'Not allowed', text: 'Reselling, publishing or bulk-scraping platform content without written permission.' },
          ],
        },
        {
          heading: 'Rights holders',
          paragraphs: [
            'If you believe content on the platform infringes your rights, please send proof of ownership and the address of the content through the Contact page. We will act promptly once verified and tell you the outcome.',
          ],
        },
        {
          heading: 'Data and privacy',
          paragraphs: [
            'Account details, favourites and palettes are used only to provide the service. One account may be signed in on one device at a time, to protect members and their accounts.',
          ],
        },
      ],
    },
  },
  contactUs: {
    zh: {
      eyebrow: '联系我们',
      title: '我们随时为您服务',
      lead: '开通会员、团队采购、内容授权或使用中的任何问题，都可以通过以下方式联系我们。',
      sections: [
        {
          heading: '联系方式',
          points: [
            { title: '客服与销售热线', text: '{phone}（工作日 9:00–18:00）' },
            { title: '电子邮箱', text: 'service@trendloom.example' },
            { title: '公司地址', text: '上海市长宁区虹桥路 1386 号 潮织设计中心' },
          ],
        },
        {
          heading: '常见问题',
          points: [
            { title: '如何开通 VIP？', text: '登录后在会员中心选择套餐并完成支付，权益即时生效。' },
            { title: '账号在其他设备登录了怎么办？', text: '同一账号同一时间仅允许一台设备在线，请退出后重新登录；如非本人操作，请尽快修改密码。' },
            { title: '离线时能看什么？', text: '已打开过的栏目、列表、详情与图片都可以在离线时查看，离线期间的收藏会在联网后同步。' },
          ],
        },
      ],
    },
    en: {
      eyebrow: 'Contact us',
      title: 'We are here to help',
      lead: 'For membership, team purchases, content licensing or any question about the product, reach us through the channels below.',
      sections: [
        {
          heading: 'How to reach us',
          points: [
            { title: 'Customer service and sales', text: '{phone} (weekdays 9:00–18:00, China time)' },
            { title: 'Email', text: 'service@trendloom.example' },
            { title: 'Address', text: 'Trendloom Design Centre, 1386 Hongqiao Road, Changning District, Shanghai' },
          ],
        },
        {
          heading: 'Frequently asked',
          points: [
            { title: 'How do I become a VIP member?', text: 'Log in, choose a plan in the member centre and pay; the membership starts at once.' },
            { title: 'My account is signed in on another device', text: 'One account may be online on one device at a time: log out and sign in again. If it was not you, change your password.' },
            { title: 'What can I read offline?', text: 'Columns, lists, details and pictures you have opened before; favourites made offline sync once you are back online.' },
          ],
        },
      ],
    },
  },
};
