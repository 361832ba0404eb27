/**
 * 3D garment library vocabulary (spec §2 /list/style3d, /list/d3d, /detail/d3d; issue #15 item 1),
 * shared by the garment generator (scripts/generate-garments.ts), the seed, the server's filters
 * and the client's viewer: garment kinds, colourways, fabric presets, style tags and asset paths.
 */
export const GARMENT_KINDS = ['tshirt', 'dress', 'trousers', 'jacket'] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

/** Fabric finishes the viewer can apply (MeshPhysicalMaterial roughness / sheen presets). */
export const FABRICS = ['cotton', 'silk', 'denim', 'leather'] as const;
export type Fabric = (typeof FABRICS)[number];

export interface FabricPreset {
  roughness: number;
  metalness: number;
  sheen: number;
  sheenRoughness: number;
  clearcoat: number;
}
export const FABRIC_PRESETS: Record<Fabric, FabricPreset> = {
  cotton: { roughness: 0.92, metalness: 0, sheen: 0.35, sheenRoughness: 0.8, clearcoat: 0 },
  silk: { roughness: 0.32, metalness: 0.05, sheen: 1, sheenRoughness: 0.25, clearcoat: 0.15 },
  denim: { roughness: 0.98, metalness: 0, sheen: 0.15, sheenRoughness: 0.9, clearcoat: 0 },
  leather: { roughness: 0.45, metalness: 0, sheen: 0, sheenRoughness: 0.5, clearcoat: 0.45 },
};

export const STYLES = ['casual', 'minimal', 'street', 'office', 'vintage', 'sport'] as const;
export type Style3d = (typeof STYLES)[number];

/** Demo colourways: each garment kind comes in these (hex, zh, en). */
export const COLOURWAYS: readonly { hex: string; zh: string; en: string }[] = [
  { hex: '#C0392B', zh: '番茄红', en: 'Tomato red' },
  { hex: '#1F3A5F', zh: '海军蓝', en: 'Navy' },
  { hex: '#E8E2D6', zh: '燕麦白', en: 'Oatmeal' },
  { hex: '#2E2E2E', zh: '炭黑', en: 'Charcoal' },
  { hex: '#6B8E4E', zh: '橄榄绿', en: 'Olive' },
  { hex: '#D9A441', zh: '芥末黄', en: 'Mustard' },
  { hex: '#B784A7', zh: '丁香紫', en: 'Lilac' },
  { hex: '#4A90B8', zh: '湖水蓝', en: 'Lake blue' },
  { hex: '#8B5A3C', zh: '焦糖棕', en: 'Caramel' },
  { hex: '#F2B8A2', zh: '蜜桃粉', en: 'Peach' },
  { hex: '#A7A9AC', zh: '雾霾灰', en: 'Haze grey' },
  { hex: '#0F6B5C', zh: '孔雀绿', en: 'Peacock green' },
];

/** Turntable frames pre-rendered per garment kind (the no-WebGL fallback). */
export const TURNTABLE_FRAMES = 8;

export const STYLE3D_PAGE_SIZE = 40;

export const modelUrl = (kind: GarmentKind) => `/models/${kind}.glb`;
export const coverUrl = (kind: GarmentKind, colourway: number) => `/models/covers/${kind}-${colourway}.webp`;
export const turntableUrl = (kind: GarmentKind, frame: number) => `/models/turntable/${kind}-${frame}.webp`;
export const turntableUrls = (kind: GarmentKind) => Array.from({ length: TURNTABLE_FRAMES }, (_, i) => turntableUrl(kind, i));
