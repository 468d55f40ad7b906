// Grows the demo catalogue to N products for load tests: each extra product is a numbered edition of a demo
// product (its family), with its own name, slug, reference, price, date and sales, copying the family's
// categories, combinations and pictures. Done in SQL (INSERT … SELECT over generate_series): 100,000 products
// take seconds rather than minutes.
import type { Queryable } from '../client'

const EDITION = `(values ('en', 'Edition', 'edition'), ('de', 'Edition', 'edition'), ('it', 'Edizione', 'edizione'),
                         ('es', 'Edición', 'edicion'), ('fr', 'Édition', 'edition')) as w(lang, word, folded)`
const CHUNK = 25_000

export async function synthesizeProducts(db: Queryable, total: number): Promise<number> {
  const [{ families, maxId } = { families: 0, maxId: 0 }] = await db.query<{ families: number; maxId: number }>(
    'select count(*) as families, max(id_product) as "maxId" from products',
  )
  const extra = total - families
  if (extra <= 0 || families === 0) return 0
  // Extra products start at the next round thousand after the demo ids.
  const base = Math.ceil((maxId + 1) / 1000) * 1000
  for (let from = 1; from <= extra; from += CHUNK) {
    const to = Math.min(extra, from + CHUNK - 1)
    const params = [base, from, to, families]
    const series = `from generate_series($2::int, $3::int) g
      join (select id_product, (row_number() over (order by id_product) - 1)::int as idx from products where id_family = id_product) f
        on f.idx = g % $4::int`
    await db.query(
      `insert into products (id_product, id_family, reference, id_category_default, id_manufacturer, price, discount_type,
              discount_value, final_price, quantity, preorder_date, size_guide, manual, featured, date_add, sales, weight)
       select $1::int + g, p.id_product, p.reference || '-E' || g, p.id_category_default, p.id_manufacturer, v.price,
              p.discount_type, p.discount_value,
              case p.discount_type when 'percentage' then round(v.price * (1 - p.discount_value / 100), 2)
                                   when 'amount' then greatest(v.price - p.discount_value, 0) else v.price end,
              p.quantity, p.preorder_date, p.size_guide, p.manual, false,
              p.date_add - ((g % 900) || ' days')::interval, (p.sales * (g % 13)) / 7, p.weight
         ${series}
         join products p on p.id_product = f.id_product
         cross join lateral (select round(p.price * (0.85 + (g % 31) * 0.01), 2) as price) v`,
      params,
    )
    await db.query(
      `insert into product_lang (id_product, lang, name, link_rewrite, search_text)
       select $1::int + g, pl.lang, pl.name || ' ' || w.word || ' ' || g, pl.link_rewrite || '-' || g,
              pl.search_text || w.folded || ' ' || g || ' '
         ${series}
         join product_lang pl on pl.id_product = f.id_product
         join ${EDITION} on w.lang = pl.lang`,
      params,
    )
    await db.query(
      `insert into product_category (id_category, id_product, id_manufacturer, final_price, in_stock, on_sale, featured, sales, date_add, attributes)
       select pc.id_category, np.id_product, np.id_manufacturer, np.final_price, np.quantity > 0, np.discount_type is not null, false,
              np.sales, np.date_add, pc.attributes
         ${series} join product_category pc on pc.id_product = f.id_product join products np on np.id_product = $1::int + g`,
      params,
    )
    await db.query(
      `insert into combinations (id_product_attribute, id_product, reference, quantity, price_impact, default_on)
       select ($1::int + g) * 100 + (c.id_product_attribute - f.id_product * 100), $1::int + g, c.reference || '-E' || g,
              c.quantity, c.price_impact, c.default_on
         ${series} join combinations c on c.id_product = f.id_product`,
      params,
    )
    await db.query(
      `insert into combination_attributes (id_product_attribute, id_attribute)
       select ($1::int + g) * 100 + (ca.id_product_attribute - f.id_product * 100), ca.id_attribute
         ${series} join combinations c on c.id_product = f.id_product
         join combination_attributes ca on ca.id_product_attribute = c.id_product_attribute`,
      params,
    )
    await db.query(
      `insert into product_attributes (id_product, id_attribute)
       select $1::int + g, pa.id_attribute ${series} join product_attributes pa on pa.id_product = f.id_product`,
      params,
    )
    await db.query(
      `insert into product_images (id_product, position, image_key, id_attribute)
       select $1::int + g, pi.position, pi.image_key, pi.id_attribute
         ${series} join product_images pi on pi.id_product = f.id_product`,
      params,
    )
  }
  return extra
}
