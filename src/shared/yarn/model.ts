import type { AttrGroup } from '../catalogue/types';

/**
 * Yarns and yarn companies (issue #17 item 4): their own data, not catalogue items. The list
 * filters use the catalogue's `attrs` encoding (src/shared/catalogue/attrs.ts) with these
 * attribute ids, so the list pages' filter panel, chosen filters and pager work unchanged.
 */
export const YARN_ATTRS = { fibre: 1, countSystem: 2, twist: 3, company: 4 } as const;

export const FIBRES = [
  { id: 1, zh: '棉', en: 'Cotton' },
  { id: 2, zh: '羊毛', en: 'Wool' },
  { id: 3, zh: '羊绒', en: 'Cashmere' },
  { id: 4, zh: '真丝', en: 'Silk' },
  { id: 5, zh: '亚麻', en: 'Linen' },
  { id: 6, zh: '涤纶', en: 'Polyester' },
  { id: 7, zh: '锦纶', en: 'Nylon' },
  { id: 8, zh: '粘胶', en: 'Viscose' },
  { id: 9, zh: '莱赛尔', en: 'Lyocell' },
  { id: 10, zh: '马海毛', en: 'Mohair' },
] as const;

/** Count systems: cotton count (Ne), metric count (Nm), decitex (dtex, filament yarns). */
export const COUNT_SYSTEMS = [
  { id: 1, key: 'Ne', zh: '英支 Ne', en: 'Ne (cotton count)' },
  { id: 2, key: 'Nm', zh: '公支 Nm', en: 'Nm (metric count)' },
  { id: 3, key: 'dtex', zh: '分特 dtex', en: 'dtex' },
] as const;
export type CountSystem = (typeof COUNT_SYSTEMS)[number]['key'];

export const TWISTS = [
  { id: 1, key: 'S', zh: 'S 捻', en: 'S twist' },
  { id: 2, key: 'Z', zh: 'Z 捻', en: 'Z twist' },
] as const;

/** Linear density in dtex of a count: Ne = 5905.4 / dtex, Nm = 10000 / dtex. */
export function toDtex(system: CountSystem, value: number): number {
  if (system === 'Ne') return 5905.4 / value;
  if (system === 'Nm') return 10_000 / value;
  return value;
}

/** The count as the trade writes it: "Ne 32/2", "Nm 48", "150 dtex". */
export function countLabel(system: CountSystem, value: number, plies: number): string {
  return system === 'dtex' ? `${value} dtex` : `${system} ${value}${plies > 1 ? `/${plies}` : ''}`;
}

export interface YarnColour {
  hex: string;
  name: string;
}

export interface YarnCompanyRef {
  id: number;
  name: string;
  region: string;
}

export interface YarnCard {
  id: number;
  name: string;
  fibre: string;
  /** Blend as shown, e.g. "70% 棉 / 30% 莱赛尔". */
  composition: string;
  count_system: CountSystem;
  count: number;
  plies: number;
  /** "Ne 32/2", "Nm 48/2", "150D dtex" – the count as the trade writes it. */
  count_label: string;
  dtex: number;
  twist: 'S' | 'Z';
  twist_tpm: number;
  colours: YarnColour[];
  company: YarnCompanyRef;
  publish_time: number;
}

export interface YarnListResult {
  list: YarnCard[];
  total: number;
  page: number;
  page_size: number;
  /** Facets (attribute groups of the attrs encoding), each value with its count under the other filters. */
  groups: AttrGroup[];
  counts: Record<string, number>;
}

export interface YarnCompany extends YarnCompanyRef {
  founded: number;
  intro: string;
  certifications: string[];
  yarn_count: number;
}

export interface YarnDetail {
  yarn: YarnCard & { spinning: string; usage: string; moq_kg: number; pv: number };
  company: YarnCompany;
  /** Other yarns of the same supplier. */
  more: YarnCard[];
}

/** Facet value key in `counts`: `${attributeId}_${valueId}`. */
export const facetKey = (attributeId: number, valueId: number | string) => `${attributeId}_${valueId}`;
