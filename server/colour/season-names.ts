import type { Queryable } from '../db/db';

/**
 * Each season's name in the caller's language. A season is stored as its Chinese value ("2026春夏");
 * the season attribute's values give its English name ("Spring/Summer 2026"), the value itself where
 * none is known.
 */
export async function seasonNames(db: Queryable, locale: 'zh' | 'en', seasons: readonly string[]): Promise<Record<string, string>> {
  const english = new Map<string, string>();
  if (locale === 'en' && seasons.length > 0) {
    const rows = await db.query<{ name_zh: string; name_en: string }>(
      `SELECT v.name_zh, v.name_en FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id
        WHERE a.key = 'season' AND v.name_zh = ANY($1::text[])`,
      [seasons],
    );
    for (const row of rows) english.set(row.name_zh, row.name_en);
  }
  return Object.fromEntries(seasons.map((season) => [season, english.get(season) ?? season]));
}
