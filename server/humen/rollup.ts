import type { Db } from '../db/db';

/** Days re-aggregated per transaction: a bulk load's refresh stays in bounded transactions. */
const DAYS_PER_REFRESH = 180;

/**
 * Brings the rollup tables up to date with the facts: takes the days that statements on
 * humen_sales marked dirty (triggers of migration 160), and recomputes those days' rows of
 * humen_style_daily and humen_store_daily from the facts — nothing else is touched. A fact written
 * while a refresh runs marks its day dirty again once the refresh commits (its insert into
 * humen_dirty_days waits on the refresh's delete), so the next refresh picks it up.
 * Returns the number of days refreshed.
 */
export async function refreshHumenRollups(db: Db): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const days = await db.transaction(async (tx) => {
      const taken = await tx.query<{ day: string }>(
        `DELETE FROM humen_dirty_days WHERE day IN (SELECT day FROM humen_dirty_days ORDER BY day LIMIT ${DAYS_PER_REFRESH} FOR UPDATE SKIP LOCKED)
         RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
      );
      if (taken.length === 0) return 0;
      const list = taken.map((row) => row.day).sort();
      // The range lets the planner scan the day index once; the list keeps only the dirty days of it.
      const span = [list, list[0], list[list.length - 1]];
      const inSpan = 'day = ANY($1::date[]) AND day BETWEEN $2::date AND $3::date';
      await tx.query(`DELETE FROM humen_style_daily WHERE ${inSpan}`, span);
      await tx.query(`DELETE FROM humen_store_daily WHERE ${inSpan}`, span);
      await tx.query(
        `INSERT INTO humen_style_daily (channel_id, day, style_id, category_id, colour_id, price_band, qty, revenue_cents)
         SELECT sy.channel_id, f.day, f.style_id, sy.category_id, sy.colour_id, sy.price_band, f.qty, f.revenue_cents
           FROM (SELECT day, style_id, sum(qty) AS qty, sum(revenue_cents) AS revenue_cents
                   FROM humen_sales WHERE ${inSpan} GROUP BY day, style_id) f
           JOIN humen_styles sy ON sy.id = f.style_id`,
        span,
      );
      await tx.query(
        `INSERT INTO humen_store_daily (channel_id, day, store_id, qty, revenue_cents)
         SELECT st.channel_id, f.day, f.store_id, f.qty, f.revenue_cents
           FROM (SELECT day, store_id, sum(qty) AS qty, sum(revenue_cents) AS revenue_cents
                   FROM humen_sales WHERE ${inSpan} GROUP BY day, store_id) f
           JOIN humen_stores st ON st.id = f.store_id`,
        span,
      );
      // Whole months holding a dirty day, recomputed from the daily rollup just written.
      const months = [...new Set(list.map((day) => `${day.slice(0, 7)}-01`))];
      await tx.query('DELETE FROM humen_style_monthly WHERE month = ANY($1::date[])', [months]);
      await tx.query(
        `INSERT INTO humen_style_monthly (channel_id, month, style_id, category_id, colour_id, price_band, qty, revenue_cents)
         SELECT channel_id, date_trunc('month', day)::date, style_id, category_id, colour_id, price_band, sum(qty), sum(revenue_cents)
           FROM humen_style_daily
          WHERE day >= $2::date AND day < ($3::date + interval '1 month') AND date_trunc('month', day)::date = ANY($1::date[])
          GROUP BY channel_id, date_trunc('month', day)::date, style_id, category_id, colour_id, price_band`,
        [months, months[0], months[months.length - 1]],
      );
      return list.length;
    });
    if (days === 0) return refreshed;
    refreshed += days;
  }
}

/** True when some facts changed since the last refresh (a cheap check before reading). */
export async function humenRollupsStale(db: Db): Promise<boolean> {
  const rows = await db.query<{ stale: boolean }>('SELECT EXISTS (SELECT 1 FROM humen_dirty_days) AS stale');
  return rows[0]!.stale;
}
