// What can be put in a cart: the product and combination exist, and the stock covers the quantity (pre-orders
// are not limited by stock).
import type { Queryable } from '../../db/client'
import { invalid, notFound } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import { selectCombination } from '../catalog/productDetail'
import { MAX_LINE_QUANTITY } from './cart'

const NOT_ADDED = 'cart.not_added'

export interface Purchasable {
  id_product: number
  id_product_attribute: number
  stock: number
  preorder: boolean
}

export async function resolvePurchasable(
  db: Queryable,
  idProduct: number,
  idProductAttribute: number | undefined,
  group?: Record<string, number>,
): Promise<Purchasable> {
  const [product] = await db.query<{ quantity: number; preorder_date: string | null }>(
    'select quantity, preorder_date from products where id_product = $1 and active',
    [idProduct],
  )
  if (!product) throw notFound('product.not_found')
  const combinations = await db.query<{ id_product_attribute: number; quantity: number; default_on: boolean; attributes: number[] }>(
    `select c.id_product_attribute, c.quantity, c.default_on,
            array(select ca.id_attribute from combination_attributes ca where ca.id_product_attribute = c.id_product_attribute) as attributes
       from combinations c where c.id_product = $1 order by c.id_product_attribute`,
    [idProduct],
  )
  const preorder = product.preorder_date !== null
  if (!combinations.length) {
    if (idProductAttribute) throw invalid({ id_product_attribute: 'combination.unknown' }, NOT_ADDED)
    return { id_product: idProduct, id_product_attribute: 0, stock: product.quantity, preorder }
  }
  const chosen = idProductAttribute
    ? combinations.find((c) => c.id_product_attribute === idProductAttribute)
    : selectCombination(
        combinations.map((c) => ({ ...c, reference: '', price_impact: 0 })),
        group,
      )
  if (!chosen) throw invalid({ id_product_attribute: 'combination.unknown' }, NOT_ADDED)
  return { id_product: idProduct, id_product_attribute: chosen.id_product_attribute, stock: chosen.quantity, preorder }
}

/** Throws 422 ("Product not added to cart" with the reason on `quantity`) when the stock does not cover it. */
export function assertStock(item: Purchasable, wanted: number): void {
  if (wanted > MAX_LINE_QUANTITY) throw invalid({ quantity: refusal('cart.quantity_max', { max: MAX_LINE_QUANTITY }) }, NOT_ADDED)
  if (item.preorder) return
  if (item.stock <= 0) throw invalid({ quantity: 'stock.out' }, NOT_ADDED)
  if (wanted > item.stock) throw invalid({ quantity: refusal('stock.limited', { available: item.stock }) }, NOT_ADDED)
}
