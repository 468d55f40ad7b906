-- One open cart per customer and one open guest cart per session, enforced by unique indexes: two first writes of a
-- session at the same moment (two tabs, a double click) used to open two carts, and the lines of one were lost
-- from view. Carts opened twice before this migration are merged into the newest (quantities add up, capped at 99
-- like a merge at login; vouchers carry over); the others are kept, marked 'merged', as orders may refer to them.
ALTER TABLE carts DROP CONSTRAINT carts_status_check;
ALTER TABLE carts ADD CONSTRAINT carts_status_check CHECK (status IN ('open', 'ordered', 'merged'));

CREATE TEMP TABLE cart_duplicates ON COMMIT DROP AS
SELECT id_cart, keep FROM (
  SELECT id_cart,
         first_value(id_cart) OVER (PARTITION BY id_customer ORDER BY date_upd DESC, id_cart DESC) AS keep
    FROM carts WHERE status = 'open' AND id_customer IS NOT NULL
  UNION ALL
  SELECT id_cart,
         first_value(id_cart) OVER (PARTITION BY id_session ORDER BY id_cart DESC) AS keep
    FROM carts WHERE status = 'open' AND id_customer IS NULL AND id_session IS NOT NULL
) ranked
WHERE id_cart <> keep;

INSERT INTO cart_products (id_cart, id_product, id_product_attribute, quantity, date_add)
SELECT d.keep, p.id_product, p.id_product_attribute, least(sum(p.quantity), 99), min(p.date_add)
  FROM cart_products p JOIN cart_duplicates d ON d.id_cart = p.id_cart
 GROUP BY d.keep, p.id_product, p.id_product_attribute
ON CONFLICT (id_cart, id_product, id_product_attribute)
  DO UPDATE SET quantity = least(cart_products.quantity + excluded.quantity, 99);

INSERT INTO cart_vouchers (id_cart, id_cart_rule)
SELECT DISTINCT d.keep, v.id_cart_rule FROM cart_vouchers v JOIN cart_duplicates d ON d.id_cart = v.id_cart
ON CONFLICT DO NOTHING;

UPDATE carts SET status = 'merged', date_upd = now() WHERE id_cart IN (SELECT id_cart FROM cart_duplicates);

DROP INDEX carts_customer;
DROP INDEX carts_session;
CREATE UNIQUE INDEX carts_open_per_customer ON carts (id_customer) WHERE status = 'open' AND id_customer IS NOT NULL;
CREATE UNIQUE INDEX carts_open_per_session ON carts (id_session) WHERE status = 'open' AND id_customer IS NULL;
