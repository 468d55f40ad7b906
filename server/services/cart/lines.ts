// The lines of a cart with everything shown and priced: names, chosen attributes, unit prices after the
// product's discount, stock, picture.
import type { Queryable } from '../../db/client'
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import { availability } from '../catalog/presenter'
import { discountedPrice, priceFields, toDiscount } from '../catalog/pricing'
import { productUrl } from '@contract/pageUrls'

export interface CartLineRow {
  id_product: number
  id_product_attribute: number
  quantity: number
  name: string
  link_rewrite: string
  reference: string
  id_manufacturer: number | null
  price: number
  price_impact: number
  discount_type: string | null
  discount_value: number | null
  stock: number
  preorder_date: string | null
  image_key: string | null
  attributes: { group: string; name: string; id_attribute: number }[] | null
}

export async function cartLineRows(db: Queryable, lang: Lang, idCart: number): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    `select cp.id_product, cp.id_product_attribute, cp.quantity, pl.name, pl.link_rewrite,
            coalesce(c.reference, p.reference) as reference, p.id_manufacturer, p.price, coalesce(c.price_impact, 0) as price_impact,
            p.discount_type, p.discount_value, coalesce(c.quantity, p.quantity) as stock, p.preorder_date,
            coalesce(
              (select pi.image_key from product_images pi join combination_attributes ca on ca.id_attribute = pi.id_attribute
                where pi.id_product = p.id_product and ca.id_product_attribute = cp.id_product_attribute order by pi.position limit 1),
              (select pi.image_key from product_images pi where pi.id_product = p.id_product order by pi.position limit 1)) as image_key,
            (select json_agg(json_build_object('group', gl.name, 'name', al.name, 'id_attribute', a.id_attribute) order by g.position)
               from combination_attributes ca join attributes a on a.id_attribute = ca.id_attribute
               join attribute_groups g on g.id_attribute_group = a.id_attribute_group
               join attribute_group_lang gl on gl.id_attribute_group = g.id_attribute_group and gl.lang = $1
               join attribute_lang al on al.id_attribute = a.id_attribute and al.lang = $1
              where ca.id_product_attribute = cp.id_product_attribute) as attributes
       from cart_products cp
       join products p on p.id_product = cp.id_product
       join product_lang pl on pl.id_product = p.id_product and pl.lang = $1
       left join combinations c on c.id_product_attribute = cp.id_product_attribute and cp.id_product_attribute <> 0
      where cp.id_cart = $2
      order by cp.date_add, cp.id_product, cp.id_product_attribute`,
    [lang, idCart],
  )
}

export const unitPrices = (row: CartLineRow) => {
  const regular = Number(row.price) + Number(row.price_impact)
  return { regular, unit: discountedPrice(regular, toDiscount(row.discount_type, row.discount_value)) }
}

export function presentLine(row: CartLineRow, lang: Lang) {
  const regular = Number(row.price) + Number(row.price_impact)
  const prices = priceFields(regular, toDiscount(row.discount_type, row.discount_value))
  const attributes = row.attributes ?? []
  return {
    id_product: row.id_product,
    id_product_attribute: row.id_product_attribute,
    name: row.name,
    link_rewrite: row.link_rewrite,
    url: productUrl(lang, row.id_product, row.link_rewrite),
    reference: row.reference,
    quantity: row.quantity,
    cart_quantity: row.quantity,
    ...prices,
    total: roundCents(prices.price * row.quantity),
    regular_total: roundCents(prices.regular_price * row.quantity),
    attributes: attributes.map((a) => `${a.group}: ${a.name}`).join(', '),
    attributes_array: attributes,
    default_image: imageShape('p', row.image_key, row.name),
    quantity_available: Math.max(0, row.stock),
    availability: availability(row.stock, row.preorder_date),
    preorder: row.preorder_date && row.stock <= 0 ? { available_date: row.preorder_date } : null,
    id_manufacturer: row.id_manufacturer,
  }
}
