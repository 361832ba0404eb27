-- Humen market data (issue #17 item 2): garment-wholesale sales per day, store and style, with
-- rollup tables the dashboards read. Facts are written by the seed (or an import); every
-- statement that changes facts marks its days dirty, and refreshHumenRollups() re-aggregates
-- only those days (server/humen/rollup.ts).

CREATE TABLE humen_stores (
  id integer PRIMARY KEY,
  -- The main channel whose market the store trades in (women's 20850, men's 20840, kids' 20860).
  channel_id integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  market_zh text NOT NULL,
  market_en text NOT NULL,
  -- Relative size of the stall in percent (demand multiplier of the generated series).
  size_pct integer NOT NULL
);

CREATE TABLE humen_categories (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- Day of the year sales of the category peak on (seasonality of the generated series).
  peak_day smallint NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE humen_colours (
  id smallint PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  hex text NOT NULL
);

CREATE TABLE humen_styles (
  id integer PRIMARY KEY,
  channel_id integer NOT NULL,
  category_id integer NOT NULL REFERENCES humen_categories(id),
  code text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  colour_id smallint NOT NULL REFERENCES humen_colours(id),
  -- Wholesale list price per piece; its band is fixed by HUMEN_PRICE_BANDS (src/shared/humen.ts).
  price_cents integer NOT NULL,
  price_band smallint NOT NULL,
  -- Relative demand in percent (the generated series).
  popularity_pct integer NOT NULL
);
CREATE INDEX humen_styles_category_idx ON humen_styles (category_id);

-- The fact table: pieces sold and takings per day, store and style.
CREATE TABLE humen_sales (
  day date NOT NULL,
  store_id integer NOT NULL,
  style_id integer NOT NULL,
  qty integer NOT NULL CHECK (qty > 0),
  revenue_cents bigint NOT NULL,
  PRIMARY KEY (day, store_id, style_id)
);

-- Rollups: per channel, day and style (summed over stores), and per channel, day and store
-- (summed over styles). A style's category, colour and price band are copied in so that every
-- grouping the dashboards ask for is one scan of a narrow table.
CREATE TABLE humen_style_daily (
  channel_id integer NOT NULL,
  day date NOT NULL,
  style_id integer NOT NULL,
  category_id integer NOT NULL,
  colour_id smallint NOT NULL,
  price_band smallint NOT NULL,
  qty bigint NOT NULL,
  revenue_cents bigint NOT NULL,
  PRIMARY KEY (channel_id, day, style_id)
);
CREATE TABLE humen_store_daily (
  channel_id integer NOT NULL,
  day date NOT NULL,
  store_id integer NOT NULL,
  qty bigint NOT NULL,
  revenue_cents bigint NOT NULL,
  PRIMARY KEY (channel_id, day, store_id)
);

-- Days whose facts changed since their rollup rows were computed.
CREATE TABLE humen_dirty_days (day date PRIMARY KEY);

CREATE FUNCTION humen_mark_new_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO humen_dirty_days (day) SELECT DISTINCT day FROM humen_new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE FUNCTION humen_mark_old_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO humen_dirty_days (day) SELECT DISTINCT day FROM humen_old_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE FUNCTION humen_mark_changed_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO humen_dirty_days (day)
    SELECT day FROM humen_old_rows UNION SELECT day FROM humen_new_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER humen_sales_inserted AFTER INSERT ON humen_sales
  REFERENCING NEW TABLE AS humen_new_rows FOR EACH STATEMENT EXECUTE FUNCTION humen_mark_new_days();
CREATE TRIGGER humen_sales_deleted AFTER DELETE ON humen_sales
  REFERENCING OLD TABLE AS humen_old_rows FOR EACH STATEMENT EXECUTE FUNCTION humen_mark_old_days();
CREATE TRIGGER humen_sales_updated AFTER UPDATE ON humen_sales
  REFERENCING OLD TABLE AS humen_old_rows NEW TABLE AS humen_new_rows FOR EACH STATEMENT EXECUTE FUNCTION humen_mark_changed_days();

-- Drill-downs: one category's or one style's series.
CREATE INDEX humen_style_daily_category_idx ON humen_style_daily (category_id, day);
CREATE INDEX humen_style_daily_style_idx ON humen_style_daily (style_id, day);
