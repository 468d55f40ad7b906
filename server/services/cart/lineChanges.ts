// Changing the lines of the session's cart: add a product (to the quantity already there), set a line's quantity,
// remove a line. Each checks the product and its stock and writes in one transaction with the cart locked
// (currentOrNewCart), so two changes at once both count. Each returns the cart, for the caller's answer.
import type { Db } from '../../db/client'
import type { Session } from '../../http/session'
import { notFound } from '../../lib/apiError'
import { currentCart, currentOrNewCart, touchCart, type CartRow } from './cart'
import { assertStock, resolvePurchasable } from './stock'

/** A line of a cart: a product and its combination (0 or none = the product as such). */
export interface LineKey {
  id_product: number
  id_product_attribute?: number
}

/**
 * Adds `quantity` of a product to the cart (opened when there is none), on top of what the line holds. Without a
 * combination, `group` (attribute group → value) chooses it, else the product's default one.
 */
export async function addToCart(
  db: Db,
  session: Session,
  wanted: { id_product: number; id_product_attribute?: number; quantity?: number; group?: Record<string, number> },
): Promise<CartRow> {
  await session.ensure()
  return db.transaction(async (tx) => {
    const item = await resolvePurchasable(tx, wanted.id_product, wanted.id_product_attribute || undefined, wanted.group)
    const cart = await currentOrNewCart(tx, session)
    const [line] = await tx.query<{ quantity: number }>(
      'select quantity from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3',
      [cart.id_cart, item.id_product, item.id_product_attribute],
    )
    const total = (line?.quantity ?? 0) + (wanted.quantity ?? 1)
    assertStock(item, total)
    await tx.query(
      `insert into cart_products (id_cart, id_product, id_product_attribute, quantity) values ($1, $2, $3, $4)
       on conflict (id_cart, id_product, id_product_attribute) do update set quantity = excluded.quantity`,
      [cart.id_cart, item.id_product, item.id_product_attribute, total],
    )
    await touchCart(tx, cart.id_cart)
    return cart
  })
}

/** Sets the quantity of a line the cart holds (404 otherwise), within the stock. */
export async function setLineQuantity(db: Db, session: Session, key: LineKey, quantity: number): Promise<CartRow> {
  const ipa = key.id_product_attribute ?? 0
  const cart = await currentCart(db, session)
  if (!cart) throw notFound('cart.line_not_found')
  await db.transaction(async (tx) => {
    const [line] = await tx.query('select 1 from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3', [
      cart.id_cart,
      key.id_product,
      ipa,
    ])
    if (!line) throw notFound('cart.line_not_found')
    const item = await resolvePurchasable(tx, key.id_product, ipa || undefined)
    assertStock(item, quantity)
    await tx.query('update cart_products set quantity = $4 where id_cart = $1 and id_product = $2 and id_product_attribute = $3', [
      cart.id_cart,
      key.id_product,
      ipa,
      quantity,
    ])
    await touchCart(tx, cart.id_cart)
  })
  return cart
}

/** Removes a line of the cart; 404 when the cart does not hold it. */
export async function removeFromCart(db: Db, session: Session, key: LineKey): Promise<CartRow> {
  const cart = await currentCart(db, session)
  const removed = cart
    ? await db.query('delete from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3 returning id_cart', [
        cart.id_cart,
        key.id_product,
        key.id_product_attribute ?? 0,
      ])
    : []
  if (!removed.length) throw notFound('cart.line_not_found')
  await touchCart(db, cart!.id_cart)
  return cart!
}
