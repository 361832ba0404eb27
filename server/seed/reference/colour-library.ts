import type { ColourRatio } from '../../../src/shared/catalogue/types';
import { hexToRgb, nearestIndex, rgbToLab, type Lab } from '../../../src/shared/colour';

/**
 * A small named-colour library for the demo (the full Coloretto library is a separate issue):
 * recorded image colours get the code and name of their nearest entry, and each entry belongs
 * to one colour family of the colour filter.
 */
export interface NamedColour {
  code: string;
  zh: string;
  en: string;
  hex: string;
  /** zh name of its COLOUR_FAMILIES entry. */
  family: string;
}

const entries: [string, string, string, string][] = [
  // zh, en, hex, family
  ['纯白', 'Optic white', '#F7F6F1', '白色'],
  ['象牙白', 'Ivory', '#F0EADB', '白色'],
  ['奶油白', 'Cream', '#EFE3C8', '米色'],
  ['燕麦色', 'Oatmeal', '#D8CBB3', '米色'],
  ['沙色', 'Sand', '#D5C09B', '米色'],
  ['卡其', 'Khaki', '#BBA578', '米色'],
  ['蘑菇色', 'Mushroom', '#A69885', '棕色'],
  ['灰褐', 'Taupe', '#8C7D6E', '棕色'],
  ['驼色', 'Camel', '#B3875A', '棕色'],
  ['焦糖', 'Caramel', '#9E622F', '棕色'],
  ['巧克力', 'Chocolate', '#5A3A27', '棕色'],
  ['陶土', 'Terracotta', '#B4573B', '橙色'],
  ['铁锈红', 'Rust', '#964428', '红色'],
  ['砖红', 'Brick', '#8C3A2F', '红色'],
  ['酒红', 'Burgundy', '#6A1F2E', '红色'],
  ['樱桃红', 'Cherry', '#A3192C', '红色'],
  ['正红', 'Scarlet', '#C8222F', '红色'],
  ['珊瑚', 'Coral', '#E8745F', '橙色'],
  ['蜜桃', 'Peach', '#F1B295', '橙色'],
  ['杏色', 'Apricot', '#ECB77F', '橙色'],
  ['橘色', 'Tangerine', '#E67F33', '橙色'],
  ['裸粉', 'Nude pink', '#E5C1B3', '粉色'],
  ['灰粉', 'Dusty pink', '#C99B9B', '粉色'],
  ['玫瑰粉', 'Rose', '#D78A9B', '粉色'],
  ['樱花粉', 'Blossom', '#F2CAD2', '粉色'],
  ['洋红', 'Magenta', '#B0316B', '粉色'],
  ['烟紫', 'Mauve', '#9D7B8E', '紫色'],
  ['薰衣草', 'Lavender', '#B8A8D2', '紫色'],
  ['丁香紫', 'Lilac', '#CAB4D8', '紫色'],
  ['葡萄紫', 'Grape', '#5D3A67', '紫色'],
  ['茄紫', 'Aubergine', '#3E2339', '紫色'],
  ['午夜蓝', 'Midnight', '#1C2341', '蓝色'],
  ['藏青', 'Navy', '#243150', '蓝色'],
  ['钴蓝', 'Cobalt', '#2851A6', '蓝色'],
  ['牛仔蓝', 'Denim', '#4A6788', '蓝色'],
  ['湖蓝', 'Lake blue', '#4C8CB1', '蓝色'],
  ['雾霾蓝', 'Dusty blue', '#8FA3B9', '蓝色'],
  ['天蓝', 'Sky', '#A9CBE3', '蓝色'],
  ['冰蓝', 'Ice blue', '#D5E5EE', '蓝色'],
  ['孔雀蓝', 'Peacock', '#1E6F7B', '青色'],
  ['青绿', 'Teal', '#2F8C86', '青色'],
  ['薄荷', 'Mint', '#B5DFCB', '绿色'],
  ['鼠尾草', 'Sage', '#A3B39B', '绿色'],
  ['灰绿', 'Grey green', '#8A9A8A', '绿色'],
  ['抹茶', 'Matcha', '#A4B46B', '绿色'],
  ['橄榄', 'Olive', '#6E6A3B', '绿色'],
  ['苔藓绿', 'Moss', '#5E6B3D', '绿色'],
  ['森林绿', 'Forest', '#2E4A34', '绿色'],
  ['翡翠', 'Emerald', '#1F7A54', '绿色'],
  ['芥末黄', 'Mustard', '#C89A2F', '黄色'],
  ['姜黄', 'Turmeric', '#D8A43D', '黄色'],
  ['柠檬黄', 'Lemon', '#EDDB6A', '黄色'],
  ['奶黄', 'Butter', '#F2E2A1', '黄色'],
  ['浅灰', 'Light grey', '#C9C9C6', '灰色'],
  ['银灰', 'Silver', '#B4B7BA', '灰色'],
  ['烟灰', 'Smoke', '#8B8D8F', '灰色'],
  ['石墨', 'Graphite', '#55575C', '灰色'],
  ['炭灰', 'Charcoal', '#3A3A3D', '黑色'],
  ['墨黑', 'Ink black', '#161619', '黑色'],
];

export const COLOUR_LIBRARY: readonly NamedColour[] = entries.map(([zh, en, hex, family], i) => ({
  code: `TL-${String(101 + i * 7).padStart(4, '0')}`,
  zh,
  en,
  hex,
  family,
}));

const LIBRARY_LABS: readonly Lab[] = COLOUR_LIBRARY.map((entry) => rgbToLab(hexToRgb(entry.hex)));

/** The library entry nearest (CIEDE2000) to a #hex colour. */
export function nearestNamedColour(hex: string): NamedColour {
  return COLOUR_LIBRARY[nearestIndex(rgbToLab(hexToRgb(hex)), LIBRARY_LABS)]!;
}

/** Measured colours as stored (media and items): each with its nearest library colour's code and name. */
export function namedColours(colours: readonly { color_rgbhex: string; ratio: number }[]): ColourRatio[] {
  return colours.map(({ color_rgbhex, ratio }) => {
    const entry = nearestNamedColour(color_rgbhex);
    return { color_rgbhex, ratio, code: entry.code, name: entry.zh };
  });
}
