import { MESSAGES, STATUS, type Calls, type ParamsOut } from '../../src/shared/contract';
import type { TemplateCard, WorkPreview, WorkVersion } from '../../src/shared/contract/calls/diylayout';
import { bytesToBase64 } from '../../src/shared/design-doc/base64';
import { ApiError, NO_DATA, type Registry } from '../api/registry';
import type { Queryable } from '../db/db';
import { WORK_META_COLUMNS, WorkStore } from './store';

type Locale = 'zh' | 'en';
const noAccess = () => new ApiError(STATUS.noPermission, MESSAGES.noBrowsePermission, 403);
const VERSION_COLUMNS = `id, name, (extract(epoch from created_at) * 1000)::float8 AS "createdAt"`;

async function listTemplates(db: Queryable, params: ParamsOut<Calls['index/Diylayout/listTemplates']>, locale: Locale) {
  const [row] = await db.query<{ list: TemplateCard[] | null; count: number }>(
    `SELECT
       (SELECT jsonb_agg(to_jsonb(x)) FROM (
          SELECT id, category, ${locale === 'en' ? 'title_en' : 'title_zh'} AS title, thumbnail FROM layout_templates
           WHERE $1::text IS NULL OR category = $1 ORDER BY sort, id LIMIT $2 OFFSET $3) x) AS list,
       (SELECT count(*)::int FROM layout_templates WHERE $1::text IS NULL OR category = $1) AS count`,
    [params.category ?? null, params.page_size, (params.p - 1) * params.page_size],
  );
  return { page_size: params.page_size, list: row!.list ?? [], count: row!.count };
}

/**
 * The work if the caller may read it: its owner, or the admin (owner) of the design company the
 * owner is bound to. Anyone else hears the no-permission answer, whether or not the id exists.
 */
async function readableWork(db: Queryable, userId: number, docId: string): Promise<Omit<WorkPreview, 'content'>> {
  const [work] = await db.query<Omit<WorkPreview, 'content'>>(
    `SELECT ${WORK_META_COLUMNS}, u.username AS owner FROM works w JOIN users u ON u.id = w.owner_id
      WHERE w.id = $1 AND NOT w.deleted AND (w.owner_id = $2 OR EXISTS (
        SELECT 1 FROM design_team_members m JOIN design_companies c ON c.id = m.company_id
         WHERE m.user_id = w.owner_id AND m.status = 1 AND c.owner_user_id = $2))`,
    [docId, userId],
  );
  if (!work) throw noAccess();
  return work;
}

/** A work's own versions: only its owner keeps and restores them. */
async function ownWork(db: Queryable, userId: number, docId: string) {
  const [work] = await db.query('SELECT 1 FROM works WHERE id = $1 AND owner_id = $2 AND NOT deleted', [docId, userId]);
  if (!work) throw noAccess();
}

export function registerWorkHandlers(registry: Registry) {
  registry.register('index/Diylayout/listTemplates', async (params, { db, locale }) => listTemplates(db, params, locale));

  registry.register('index/Diylayout/templateContent', async ({ id }, { db, locale }) => {
    const [template] = await db.query<{ title: string; content: Uint8Array }>(
      `SELECT ${locale === 'en' ? 'title_en' : 'title_zh'} AS title, content FROM layout_templates WHERE id = $1`,
      [id],
    );
    return template ? { title: template.title, content: bytesToBase64(template.content) } : NO_DATA;
  });

  registry.register('index/Diylayout/previewWork', async ({ id, type }, { db, caller }) => {
    const work = await readableWork(db, caller.user!.id, id);
    if (type !== undefined && work.type !== type) return NO_DATA;
    return { ...work, content: bytesToBase64(await new WorkStore(db).content(id)) };
  });

  registry.register('index/Diylayout/listVersions', async ({ id }, { db, caller }) => {
    await ownWork(db, caller.user!.id, id);
    return { list: await db.query<WorkVersion>(`SELECT ${VERSION_COLUMNS} FROM work_versions WHERE work_id = $1 ORDER BY created_at DESC, id DESC`, [id]) };
  });

  registry.register('index/Diylayout/saveVersion', async ({ id, name }, { db, caller }) =>
    db.transaction(async (tx) => {
      await ownWork(tx, caller.user!.id, id);
      const content = await new WorkStore(tx).content(id);
      const [version] = await tx.query<WorkVersion>(`INSERT INTO work_versions (work_id, name, content) VALUES ($1, $2, $3) RETURNING ${VERSION_COLUMNS}`, [id, name, content]);
      return version!;
    }),
  );

  registry.register('index/Diylayout/versionContent', async ({ id, version }, { db, caller }) => {
    await ownWork(db, caller.user!.id, id);
    const [row] = await db.query<{ content: Uint8Array }>('SELECT content FROM work_versions WHERE id = $1 AND work_id = $2', [version, id]);
    return row ? { content: bytesToBase64(row.content) } : NO_DATA;
  });
}
