-- When a product last changed (name, price, stock, anything of its row): the sitemap's <lastmod>, so search engines
-- come back for what changed rather than for everything. Kept by the database itself, whichever code path writes.
ALTER TABLE products ADD COLUMN date_upd timestamptz;
UPDATE products SET date_upd = date_add;
ALTER TABLE products ALTER COLUMN date_upd SET DEFAULT now();
ALTER TABLE products ALTER COLUMN date_upd SET NOT NULL;

CREATE FUNCTION products_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.date_upd := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER products_touch BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_touch();
