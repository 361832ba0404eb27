import { STATUS, type Calls, type ParamsOut } from '../../src/shared/contract';
import { MANU_MESSAGES, type FactoryCard, type ManuFacetCount, type ManuFacets } from '../../src/shared/contract/calls/manu';
import { MANU_PAGE_SIZE, MOQ_BANDS, PROCESSES, REGIONS } from '../../src/shared/manu';
import { ApiError, type Registry } from '../api/registry';
import { enquiryOverLimit } from '../auth/rate-limit';
import { signedInUser } from '../auth/session-user';
import type { Queryable } from '../db/db';
import { facetColumns, whereOf } from '../db/facets';

type Locale = 'zh' | 'en';
type ListParams = ParamsOut<Calls['oct/Manu/listFactories']>;
type FacetName = keyof ManuFacets;

const cardColumns = (locale: Locale) => `m.id, ${locale === 'en' ? 'm.name_en' : 'm.name_zh'} AS name, m.region,
  ${locale === 'en' ? 'm.city_en' : 'm.city_zh'} AS city, m.processes, m.moq, m.lead_days, m.capacity, m.certifications, m.founded`;
const FROM = 'manu_factories m';

const moqCondition = (band: (typeof MOQ_BANDS)[number]) => (band.max === null ? `m.moq >= ${band.min}` : `(m.moq >= ${band.min} AND m.moq < ${band.max})`);

/** The WHERE conditions of a list request, one per facet (see server/db/facets.ts). */
function conditions(params: ListParams, args: unknown[]): Partial<Record<FacetName | 'keyword', string>> {
  const arg = (value: unknown) => `$${args.push(value)}`;
  const out: Partial<Record<FacetName | 'keyword', string>> = {};
  if (params.process.length) out.process = `m.processes && ${arg(params.process)}::text[]`;
  if (params.region.length) out.region = `m.region = ANY(${arg(params.region)}::text[])`;
  if (params.certification.length) out.certification = `m.certifications && ${arg(params.certification)}::text[]`;
  if (params.moq.length) out.moq = `(${params.moq.map((key) => moqCondition(MOQ_BANDS.find((band) => band.key === key)!)).join(' OR ')})`;
  if (params.keyword) {
    const like = arg(`%${params.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    out.keyword = `(m.name_zh ILIKE ${like} OR m.name_en ILIKE ${like} OR m.city_zh ILIKE ${like} OR m.city_en ILIKE ${like})`;
  }
  return out;
}

const FACET_VALUE: Record<FacetName, string> = {
  process: 'unnest(m.processes)',
  region: 'm.region',
  certification: 'unnest(m.certifications)',
  moq: `CASE ${MOQ_BANDS.map((band) => (band.max === null ? `WHEN m.moq >= ${band.min} THEN '${band.key}'` : `WHEN m.moq < ${band.max} THEN '${band.key}'`)).join(' ')} END`,
};
const ORDER: Record<ListParams['sort'], string> = {
  recommended: 'm.score DESC, m.id',
  moq_asc: 'm.moq, m.id',
  lead_asc: 'm.lead_days, m.id',
  capacity_desc: 'm.capacity DESC, m.id',
};

/** Facet values in their vocabulary's order, zero counts included, so the filter does not jump around. */
const inOrder = (counts: ManuFacetCount[], order: readonly string[]) => order.map((value) => counts.find((c) => c.value === value) ?? { value, count: 0 });

async function listFactories(db: Queryable, params: ListParams, locale: Locale) {
  const args: unknown[] = [];
  const parts = conditions(params, args);
  const [row] = await db.query<{ list: FactoryCard[] | null; count: number } & Record<FacetName, ManuFacetCount[]>>(
    `SELECT
       (SELECT jsonb_agg(to_jsonb(x)) FROM (SELECT ${cardColumns(locale)} FROM ${FROM} ${whereOf(parts)} ORDER BY ${ORDER[params.sort]}
          LIMIT ${MANU_PAGE_SIZE} OFFSET ${(params.p - 1) * MANU_PAGE_SIZE}) x) AS list,
       (SELECT count(*)::int FROM ${FROM} ${whereOf(parts)}) AS count,
       ${facetColumns(FROM, parts, FACET_VALUE)}`,
    args,
  );
  const facets: ManuFacets = {
    process: inOrder(row!.process, PROCESSES),
    region: inOrder(row!.region, REGIONS),
    certification: row!.certification,
    moq: inOrder(row!.moq, MOQ_BANDS.map((band) => band.key)),
  };
  return { list: row!.list ?? [], count: row!.count, page_size: MANU_PAGE_SIZE, facets };
}

/** The consult type of a factory inquiry in the consult queue. */
export const MANU_CONSULT_TYPE = 'manu-inquiry';

export function registerManuHandlers(registry: Registry) {
  registry.register('oct/Manu/listFactories', async (params, { db, locale }) => listFactories(db, params, locale));

  registry.register('oct/Manu/factoryDetail', async ({ id }, { db, locale }) => {
    const [factory] = await db.query<FactoryCard & { intro: string; workers: number }>(
      `SELECT ${cardColumns(locale)}, ${locale === 'en' ? 'm.intro_en' : 'm.intro_zh'} AS intro, m.workers FROM ${FROM} WHERE m.id = $1`,
      [id],
    );
    if (!factory) throw new ApiError(STATUS.notFound, MANU_MESSAGES.factoryGone, 404);
    const similar = await db.query<FactoryCard>(
      `SELECT ${cardColumns(locale)} FROM ${FROM} WHERE m.id <> $1 AND $2 = ANY(m.processes)
        ORDER BY (m.region = $3) DESC, m.score DESC, m.id LIMIT 6`,
      [id, factory.processes[0], factory.region],
    );
    return { ...factory, similar };
  });

  registry.register('oct/Manu/sendInquiry', async (form, { db, caller }) => {
    const user = signedInUser(caller);
    const [factory] = await db.query('SELECT 1 FROM manu_factories WHERE id = $1', [form.factory_id]);
    if (!factory) throw new ApiError(STATUS.notFound, MANU_MESSAGES.factoryGone, 404);
    if (await enquiryOverLimit(db, 'manu-inquiry', user.id, caller.address)) throw new ApiError(STATUS.tooMany, MANU_MESSAGES.tooMany, 429);
    // Stored with its details, and queued in the consult flow that customer service answers.
    await db.query(
      `WITH inquiry AS (
         INSERT INTO manu_inquiries (user_id, factory_id, name, mobile, message, quantity) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
       )
       INSERT INTO consult_requests (type, mobile, intention, user_id, manu_inquiry_id)
       SELECT '${MANU_CONSULT_TYPE}', $4, $5, $1, id FROM inquiry`,
      [user.id, form.factory_id, form.name, form.mobile, form.message, form.quantity],
    );
    return { received: true as const };
  });
}
