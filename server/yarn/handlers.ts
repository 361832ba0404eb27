import { AttrsError, decodeAttrs } from '../../src/shared/catalogue/attrs';
import type { AttrGroup } from '../../src/shared/catalogue/types';
import { STATUS } from '../../src/shared/contract';
import { COUNT_SYSTEMS, FIBRES, TWISTS, YARN_ATTRS, countLabel, facetKey, type CountSystem, type YarnCard } from '../../src/shared/yarn/model';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import type { Queryable } from '../db/db';

/** Spec §9 list page size. */
export const YARN_PAGE_SIZE = 40;

type Locale = 'zh' | 'en';

interface YarnRow {
  id: number;
  name_zh: string;
  name_en: string;
  fibre: number;
  blend: { fibre: number; pct: number }[];
  count_system: CountSystem;
  count_value: string;
  plies: number;
  dtex: number;
  twist: 'S' | 'Z';
  twist_tpm: number;
  colours: { hex: string; zh: string; en: string }[];
  publish_time: string;
  company_id: number;
  company_zh: string;
  company_en: string;
  region_zh: string;
  region_en: string;
}

const YARN_COLUMNS = `y.id, y.name_zh, y.name_en, y.fibre, y.blend, y.count_system, y.count_value, y.plies, y.dtex, y.twist, y.twist_tpm, y.colours, y.publish_time,
  c.id AS company_id, c.name_zh AS company_zh, c.name_en AS company_en, c.region_zh, c.region_en`;

const fibreName = (id: number, locale: Locale) => FIBRES.find((f) => f.id === id)?.[locale] ?? '';

function toCard(row: YarnRow, locale: Locale): YarnCard {
  const count = Number(row.count_value);
  return {
    id: row.id,
    name: locale === 'en' ? row.name_en : row.name_zh,
    fibre: fibreName(row.fibre, locale),
    composition: row.blend.map((part) => `${part.pct}% ${fibreName(part.fibre, locale)}`).join(' / '),
    count_system: row.count_system,
    count,
    plies: row.plies,
    count_label: countLabel(row.count_system, count, row.plies),
    dtex: row.dtex,
    twist: row.twist,
    twist_tpm: row.twist_tpm,
    colours: row.colours.map((colour) => ({ hex: colour.hex, name: colour[locale] })),
    company: { id: row.company_id, name: locale === 'en' ? row.company_en : row.company_zh, region: locale === 'en' ? row.region_en : row.region_zh },
    publish_time: Number(row.publish_time),
  };
}

/** The chosen values of each yarn attribute (attrs encoding); unknown attributes or values are refused. */
function chosenValues(attrs: string | undefined): Map<number, string[]> {
  let filters;
  try {
    filters = decodeAttrs(attrs);
  } catch (error) {
    if (error instanceof AttrsError) throw new ApiError(STATUS.badRequest, `请求参数错误：${error.message}`, 400);
    throw error;
  }
  const chosen = new Map<number, string[]>();
  for (const filter of filters) {
    if (filter.kind !== 'attr' || !Object.values(YARN_ATTRS).includes(filter.attributeId as never)) {
      throw new ApiError(STATUS.badRequest, '请求参数错误：attrs', 400);
    }
    chosen.set(filter.attributeId, filter.values);
  }
  return chosen;
}

/** SQL condition of the filters, leaving one attribute out (for its own facet counts). */
function conditionOf(chosen: Map<number, string[]>, keyWords: string | undefined, params: unknown[], except?: number): string {
  const parts: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  for (const [attribute, values] of chosen) {
    if (attribute === except) continue;
    if (attribute === YARN_ATTRS.fibre) parts.push(`y.fibre = ANY(${add(values.map(Number))}::int[])`);
    if (attribute === YARN_ATTRS.company) parts.push(`y.company_id = ANY(${add(values.map(Number))}::int[])`);
    if (attribute === YARN_ATTRS.countSystem) parts.push(`y.count_system = ANY(${add(COUNT_SYSTEMS.filter((s) => values.includes(String(s.id))).map((s) => s.key))}::text[])`);
    if (attribute === YARN_ATTRS.twist) parts.push(`y.twist = ANY(${add(TWISTS.filter((s) => values.includes(String(s.id))).map((s) => s.key))}::text[])`);
  }
  if (keyWords?.trim()) {
    const like = `%${keyWords.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const p = add(like);
    parts.push(`(y.name_zh ILIKE ${p} OR y.name_en ILIKE ${p} OR c.name_zh ILIKE ${p} OR c.name_en ILIKE ${p})`);
  }
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}

async function facetCounts(db: Queryable, chosen: Map<number, string[]>, keyWords: string | undefined): Promise<Record<string, number>> {
  const facets: [number, string][] = [
    [YARN_ATTRS.fibre, 'y.fibre::text'],
    [YARN_ATTRS.countSystem, `CASE y.count_system ${COUNT_SYSTEMS.map((s) => `WHEN '${s.key}' THEN '${s.id}'`).join(' ')} END`],
    [YARN_ATTRS.twist, `CASE y.twist ${TWISTS.map((s) => `WHEN '${s.key}' THEN '${s.id}'`).join(' ')} END`],
    [YARN_ATTRS.company, 'y.company_id::text'],
  ];
  const counts: Record<string, number> = {};
  for (const [attribute, expression] of facets) {
    const params: unknown[] = [];
    const where = conditionOf(chosen, keyWords, params, attribute);
    const rows = await db.query<{ value: string; count: number }>(
      `SELECT ${expression} AS value, count(*)::int AS count FROM yarns y JOIN yarn_companies c ON c.id = y.company_id WHERE ${where} GROUP BY 1`,
      params,
    );
    for (const row of rows) counts[facetKey(attribute, row.value)] = row.count;
  }
  return counts;
}

async function groupsOf(db: Queryable, locale: Locale, counts: Record<string, number>): Promise<AttrGroup[]> {
  const companies = await db.query<{ id: number; name_zh: string; name_en: string }>('SELECT id, name_zh, name_en FROM yarn_companies ORDER BY id');
  const group = (id: number, key: string, name: string, values: { id: number; name: string }[]): AttrGroup => ({
    id,
    key,
    name,
    kind: 'multiple',
    values: values.filter((value) => (counts[facetKey(id, value.id)] ?? 0) > 0).map((value) => ({ id: String(value.id), name: value.name, value: null })),
  });
  const zh = locale === 'zh';
  return [
    group(YARN_ATTRS.fibre, 'fibre', zh ? '纤维' : 'Fibre', FIBRES.map((f) => ({ id: f.id, name: f[locale] }))),
    group(YARN_ATTRS.countSystem, 'count', zh ? '支数制' : 'Count system', COUNT_SYSTEMS.map((s) => ({ id: s.id, name: s[locale] }))),
    group(YARN_ATTRS.twist, 'twist', zh ? '捻向' : 'Twist', TWISTS.map((s) => ({ id: s.id, name: s[locale] }))),
    group(YARN_ATTRS.company, 'company', zh ? '供应商' : 'Supplier', companies.map((c) => ({ id: c.id, name: zh ? c.name_zh : c.name_en }))),
  ];
}

/** Yarn companies and yarns (issue #17 item 4): list with facets, sorts and paging; detail with supplier. */
export function registerYarnHandlers(registry: Registry) {
  registry.register('oct/Yarn/getYarnList', async ({ attrs, sort_type, key_words, p }, { db, locale }) => {
    const chosen = chosenValues(attrs);
    const params: unknown[] = [];
    const where = conditionOf(chosen, key_words, params);
    const order = sort_type === 'hot' ? 'y.pv DESC, y.id DESC' : 'y.publish_time DESC, y.id DESC';
    const [{ total }] = (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM yarns y JOIN yarn_companies c ON c.id = y.company_id WHERE ${where}`, params)) as [{ total: number }];
    const rows = await db.query<YarnRow>(
      `SELECT ${YARN_COLUMNS} FROM yarns y JOIN yarn_companies c ON c.id = y.company_id WHERE ${where} ORDER BY ${order} LIMIT ${YARN_PAGE_SIZE} OFFSET ${(p - 1) * YARN_PAGE_SIZE}`,
      params,
    );
    const counts = await facetCounts(db, chosen, key_words);
    return { list: rows.map((row) => toCard(row, locale)), total, page: p, page_size: YARN_PAGE_SIZE, groups: await groupsOf(db, locale, counts), counts };
  });

  registry.register('oct/Yarn/getYarnInfo', async ({ id }, { db, locale }) => {
    const [row] = await db.query<YarnRow & { spinning_zh: string; spinning_en: string; usage_zh: string; usage_en: string; moq_kg: number; pv: number }>(
      `SELECT ${YARN_COLUMNS}, y.spinning_zh, y.spinning_en, y.usage_zh, y.usage_en, y.moq_kg, y.pv FROM yarns y JOIN yarn_companies c ON c.id = y.company_id WHERE y.id = $1`,
      [id],
    );
    if (!row) return NO_DATA;
    const [company] = await db.query<{ founded: number; intro_zh: string; intro_en: string; certifications: string[]; yarn_count: number }>(
      'SELECT founded, intro_zh, intro_en, certifications, (SELECT count(*)::int FROM yarns WHERE company_id = $1) AS yarn_count FROM yarn_companies WHERE id = $1',
      [row.company_id],
    );
    const more = await db.query<YarnRow>(
      `SELECT ${YARN_COLUMNS} FROM yarns y JOIN yarn_companies c ON c.id = y.company_id WHERE y.company_id = $1 AND y.id <> $2 ORDER BY y.publish_time DESC, y.id DESC LIMIT 12`,
      [row.company_id, id],
    );
    const card = toCard(row, locale);
    return {
      yarn: { ...card, spinning: locale === 'en' ? row.spinning_en : row.spinning_zh, usage: locale === 'en' ? row.usage_en : row.usage_zh, moq_kg: row.moq_kg, pv: row.pv },
      company: { ...card.company, founded: company!.founded, intro: locale === 'en' ? company!.intro_en : company!.intro_zh, certifications: company!.certifications, yarn_count: company!.yarn_count },
      more: more.map((other) => toCard(other, locale)),
    };
  });
}
