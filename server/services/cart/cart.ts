// Whose cart is it: a logged-in customer's open cart, else the session's guest cart. On login the guest cart
// merges into the customer's (quantities add up, vouchers carry over); the customer's cart then follows them
// to any device.
import type { Queryable } from '../../db/client'
import type { Session } from '../../http/session'

export interface CartRow {
  id_cart: number
  id_session: number | null
  id_customer: number | null
  id_address_delivery: number | null
  id_address_invoice: number | null
  id_carrier: number | null
  id_pudo: number | null
  delivery_message: string | null
  points_used: number
}

/** A line never holds more than this (and never more than the stock, unless pre-ordered). */
export const MAX_LINE_QUANTITY = 99

const CART_COLUMNS = 'id_cart, id_session, id_customer, id_address_delivery, id_address_invoice, id_carrier, id_pudo, delivery_message, points_used'

/** The open cart of the session's customer, else of the guest session; `forUpdate` locks it until the transaction ends. */
async function findOpenCart(db: Queryable, session: Session, forUpdate = false): Promise<CartRow | null> {
  const lock = forUpdate ? 'for no key update' : ''
  if (session.customerId !== null) {
    const [row] = await db.query<CartRow>(`select ${CART_COLUMNS} from carts where id_customer = $1 and status = 'open' ${lock}`, [session.customerId])
    return row ?? null
  }
  if (session.id === null) return null
  const [row] = await db.query<CartRow>(`select ${CART_COLUMNS} from carts where id_session = $1 and status = 'open' and id_customer is null ${lock}`, [
    session.id,
  ])
  return row ?? null
}

export async function currentCart(db: Queryable, session: Session): Promise<CartRow | null> {
  return findOpenCart(db, session)
}

/**
 * The open cart, opened when there is none, and locked until the caller's transaction ends: writes to one cart run
 * one after the other (two adds of a product at once both count). There is at most one open cart per customer and
 * per guest session (unique indexes): when another request of the session opens it first, this one takes that cart.
 */
export async function currentOrNewCart(db: Queryable, session: Session): Promise<CartRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findOpenCart(db, session, true)
    if (existing) return existing
    const idSession = await session.ensure()
    const [row] = await db.query<CartRow>(`insert into carts (id_session, id_customer) values ($1, $2) on conflict do nothing returning ${CART_COLUMNS}`, [
      idSession,
      session.customerId,
    ])
    if (row) return row
  }
  throw new Error('could not open a cart')
}

export async function cartCount(db: Queryable, session: Session): Promise<number> {
  const cart = await findOpenCart(db, session)
  if (!cart) return 0
  const [row] = await db.query<{ n: number | null }>('select sum(quantity) as n from cart_products where id_cart = $1', [cart.id_cart])
  return row?.n ?? 0
}

export const touchCart = (db: Queryable, idCart: number) => db.query('update carts set date_upd = now() where id_cart = $1', [idCart])

/** Called right after login: moves the session's guest cart into the customer's open cart. */
export async function mergeGuestCart(db: Queryable, idSession: number, idCustomer: number): Promise<void> {
  const [guest] = await db.query<{ id_cart: number }>(`select id_cart from carts where id_session = $1 and status = 'open' and id_customer is null`, [
    idSession,
  ])
  if (!guest) return
  const [own] = await db.query<{ id_cart: number }>(`select id_cart from carts where id_customer = $1 and status = 'open'`, [idCustomer])
  if (!own) {
    // The guest's checkout choices point at the guest's own addresses: start the checkout afresh.
    await db.query(
      `update carts set id_customer = $2, id_address_delivery = null, id_address_invoice = null, points_used = 0, date_upd = now()
        where id_cart = $1`,
      [guest.id_cart, idCustomer],
    )
    return
  }
  await db.query(
    `insert into cart_products (id_cart, id_product, id_product_attribute, quantity, date_add)
     select $2, id_product, id_product_attribute, quantity, date_add from cart_products where id_cart = $1
     on conflict (id_cart, id_product, id_product_attribute)
       do update set quantity = least(cart_products.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`,
    [guest.id_cart, own.id_cart],
  )
  await db.query(`insert into cart_vouchers (id_cart, id_cart_rule) select $2, id_cart_rule from cart_vouchers where id_cart = $1 on conflict do nothing`, [
    guest.id_cart,
    own.id_cart,
  ])
  await db.query('delete from carts where id_cart = $1', [guest.id_cart])
  await db.query('update carts set id_session = $2, date_upd = now() where id_cart = $1', [own.id_cart, idSession])
}
