-- Humen market data: a monthly rollup per style, so a breakdown over a year or three reads whole
-- months from here and only the partial months at the ends of a range from humen_style_daily.
-- Refreshed with the daily rollups: every month holding a dirty day is recomputed from them.
CREATE TABLE humen_style_monthly (
  channel_id integer NOT NULL,
  month date NOT NULL,
  style_id integer NOT NULL,
  category_id integer NOT NULL,
  colour_id smallint NOT NULL,
  price_band smallint NOT NULL,
  qty bigint NOT NULL,
  revenue_cents bigint NOT NULL,
  PRIMARY KEY (channel_id, month, style_id)
);

INSERT INTO humen_style_monthly (channel_id, month, style_id, category_id, colour_id, price_band, qty, revenue_cents)
SELECT channel_id, date_trunc('month', day)::date, style_id, category_id, colour_id, price_band, sum(qty), sum(revenue_cents)
  FROM humen_style_daily
 GROUP BY channel_id, date_trunc('month', day)::date, style_id, category_id, colour_id, price_band;
