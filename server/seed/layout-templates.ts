import * as Y from 'yjs';
import type { TemplateCategory } from '../../src/shared/contract/calls/diylayout';
import { PAGE_PRESETS, addElement, addPage, readDoc, setPageProps, thumbnailOf, type NewElement } from '../../src/shared/design-doc';
import type { Queryable } from '../db/db';

/**
 * The layout editor's template library (issue #14): twelve documents in four categories built
 * from the demo catalogue's open pictures and the colour library, with deterministic ids so a
 * template's elements are the same on every seed. "Use template" copies one into a new work.
 */

interface Material {
  title: string;
  pictures: string[];
  colours: { hex: string; code: string; name: string }[];
}
type Builder = (doc: Y.Doc, pageId: string, material: Material, variant: number, id: (n: number) => string) => void;

const TITLES: Record<TemplateCategory, [zh: string, en: string][]> = {
  trendBoard: [['2026春夏趋势看板', 'SS26 trend board'], ['都市机能趋势', 'Urban utility trends'], ['度假风趋势看板', 'Resort trend board']],
  colourStory: [['春夏色彩故事', 'Spring/summer colour story'], ['大地色系故事', 'Earth-tone story'], ['糖果色故事', 'Candy colour story']],
  lineSheet: [['女装款式线表', "Women's line sheet"], ['外套系列线表', 'Outerwear line sheet'], ['针织系列线表', 'Knitwear line sheet']],
  moodBoard: [['灵感情绪板', 'Inspiration mood board'], ['复古情绪板', 'Vintage mood board'], ['极简情绪板', 'Minimal mood board']],
};
const BACKGROUNDS = ['#FFFFFF', '#F7F3EE', '#F2F4F7'];

const text = (x: number, y: number, w: number, h: number, value: string, fontSize: number, bold = false): NewElement => ({
  kind: 'text', x, y, w, h, text: value, fontSize, fill: '#222222', bold, align: 'left',
});
const picture = (x: number, y: number, w: number, h: number, src: string, rotation = 0): NewElement => ({
  kind: 'picture', x, y, w, h, src, rotation, crop: { x: 0, y: 0, w: 1, h: 1 },
});
const pick = <T>(list: T[], n: number) => list[n % list.length]!;

const BUILDERS: Record<TemplateCategory, Builder> = {
  trendBoard: (doc, page, material, v, id) => {
    const { pictures, colours } = material;
    addElement(doc, page, { ...text(48, 36, 700, 56, material.title, 40, true), id: id(0) });
    addElement(doc, page, { ...picture(48, 120, 380, 520, pick(pictures, v)), id: id(1) });
    for (let i = 0; i < 3; i++) addElement(doc, page, { ...picture(460 + i * 205, 120, 190, 250, pick(pictures, v + i + 1)), id: id(2 + i) });
    addElement(doc, page, { ...text(460, 392, 600, 80, '关键词：廓形 · 面料 · 细节', 18), id: id(5) });
    for (let i = 0; i < 4; i++) addElement(doc, page, { kind: 'swatch', x: 460 + i * 150, y: 500, w: 130, h: 170, ...pick(colours, v * 4 + i), id: id(6 + i) });
  },
  colourStory: (doc, page, material, v, id) => {
    const { pictures, colours } = material;
    addElement(doc, page, { ...text(48, 36, 700, 56, material.title, 40, true), id: id(0) });
    for (let i = 0; i < 6; i++) addElement(doc, page, { kind: 'swatch', x: 48 + i * 172, y: 120, w: 156, h: 220, ...pick(colours, v * 6 + i), id: id(1 + i) });
    addElement(doc, page, { ...picture(48, 380, 500, 360, pick(pictures, v + 3)), id: id(7) });
    addElement(doc, page, { ...picture(576, 380, 500, 360, pick(pictures, v + 4)), id: id(8) });
  },
  lineSheet: (doc, page, material, v, id) => {
    const { pictures } = material;
    addElement(doc, page, { ...text(48, 28, 700, 50, material.title, 34, true), id: id(0) });
    for (let i = 0; i < 8; i++) {
      const [col, row] = [i % 4, Math.floor(i / 4)];
      addElement(doc, page, { ...picture(48 + col * 262, 100 + row * 340, 230, 280, pick(pictures, v * 8 + i)), id: id(1 + i * 2) });
      addElement(doc, page, { ...text(48 + col * 262, 386 + row * 340, 230, 40, `款号 ${String(v * 8 + i + 1).padStart(3, '0')}`, 16), id: id(2 + i * 2) });
    }
  },
  moodBoard: (doc, page, material, v, id) => {
    const { pictures } = material;
    addElement(doc, page, { kind: 'shape', shape: 'ellipse', x: 460, y: 60, w: 300, h: 300, fill: '#EADFD3', stroke: '', id: id(0) });
    const spots = [[40, 60, 360, 460, -3], [420, 380, 330, 420, 4], [60, 560, 320, 420, 2], [400, 830, 340, 260, -2]] as const;
    spots.forEach(([x, y, w, h, rotation], i) => addElement(doc, page, { ...picture(x, y, w, h, pick(pictures, v * 4 + i), rotation), id: id(1 + i) }));
    addElement(doc, page, { ...text(48, 1010, 700, 56, material.title, 38, true), id: id(5) });
  },
};

/** Inserts the templates unless some exist; answers how many it inserted. */
export async function seedLayoutTemplates(db: Queryable): Promise<number> {
  const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM layout_templates');
  if ((present?.n ?? 0) > 0) return 0;
  // Open (non-VIP) picture items only: a template is public.
  const pictures = (await db.query<{ cover: string }>(`SELECT cover FROM items WHERE type = 3 AND NOT vip_only AND cover IS NOT NULL ORDER BY id LIMIT 40`)).map((row) => `/media/${row.cover}`);
  // Mid-light colours in a fixed but mixed order (the library's own order starts with its greys).
  const colours = await db.query<{ hex: string; code: string; name: string }>(`SELECT hex, code, name_zh AS name FROM colour_library WHERE lab_l BETWEEN 35 AND 85 ORDER BY md5(code) LIMIT 48`);
  if (!pictures.length || !colours.length) return 0;
  let sort = 0;
  for (const [category, titles] of Object.entries(TITLES) as [TemplateCategory, [string, string][]][]) {
    for (const [variant, [titleZh, titleEn]] of titles.entries()) {
      const doc = new Y.Doc();
      const prefix = `tpl-${category}-${variant}`;
      const size = category === 'moodBoard' ? PAGE_PRESETS.a4Portrait : PAGE_PRESETS.a4Landscape;
      const pageId = addPage(doc, size, 0, `${prefix}-p1`);
      setPageProps(doc, pageId, { background: BACKGROUNDS[variant]! });
      BUILDERS[category](doc, pageId, { title: titleZh, pictures, colours }, variant, (n) => `${prefix}-e${n}`);
      await db.query(
        `INSERT INTO layout_templates (category, title_zh, title_en, thumbnail, content, sort) VALUES ($1, $2, $3, $4, $5, $6)`,
        [category, titleZh, titleEn, JSON.stringify(thumbnailOf(readDoc(doc))), Y.encodeStateAsUpdate(doc), sort++],
      );
    }
  }
  return sort;
}
