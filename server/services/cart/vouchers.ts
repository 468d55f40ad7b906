// Adding a voucher code to a cart: it must exist, be active and in its validity dates, meet its minimum amount
// and not be in the cart already. Removing one the cart holds.
import type { Db, Queryable } from '../../db/client'
import type { Session } from '../../http/session'
import { invalid, notFound } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import { currentCart, currentOrNewCart, type CartRow } from './cart'
import { cartLineRows, unitPrices } from './lines'

async function addVoucher(db: Queryable, lang: Lang, idCart: number, rawCode: string): Promise<void> {
  const code = rawCode.trim().toUpperCase()
  const [voucher] = await db.query<{ id_cart_rule: number; active: boolean; current: boolean; min_amount: number }>(
    `select id_cart_rule, active, (current_date between valid_from and valid_to) as current, min_amount from vouchers where code = $1`,
    [code],
  )
  if (!voucher) throw invalid({ code: 'voucher.unknown' })
  if (!voucher.active || !voucher.current) throw invalid({ code: 'voucher.expired' })
  const lines = await cartLineRows(db, lang, idCart)
  const products = roundCents(lines.reduce((s, l) => s + unitPrices(l).unit * l.quantity, 0))
  if (products < Number(voucher.min_amount)) {
    const amount = Number(voucher.min_amount)
    // The English message shows the amount as the shopper's language writes it; `params` carry the number.
    const shown = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount)
    throw invalid({ code: refusal('voucher.minimum', { amount }, { amount: shown }) })
  }
  const added = await db.query('insert into cart_vouchers (id_cart, id_cart_rule) values ($1, $2) on conflict do nothing returning id_cart', [
    idCart,
    voucher.id_cart_rule,
  ])
  if (!added.length) throw invalid({ code: 'voucher.already_added' })
}

/** Returns false when the code was not in the cart. */
async function removeVoucher(db: Queryable, idCart: number, rawCode: string): Promise<boolean> {
  const rows = await db.query(
    `delete from cart_vouchers where id_cart = $1 and id_cart_rule = (select id_cart_rule from vouchers where code = $2) returning id_cart`,
    [idCart, rawCode.trim().toUpperCase()],
  )
  return rows.length > 0
}

/** Adds a voucher to the session's cart (opened when there is none, and locked while the voucher is checked). */
export async function addVoucherToCart(db: Db, session: Session, lang: Lang, code: string): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const cart = await currentOrNewCart(tx, session)
    await addVoucher(tx, lang, cart.id_cart, code)
    return cart
  })
}

/** Takes a voucher out of the session's cart; 404 when the cart does not hold it. */
export async function removeVoucherFromCart(db: Queryable, session: Session, code: string): Promise<CartRow> {
  const cart = await currentCart(db, session)
  if (!cart || !(await removeVoucher(db, cart.id_cart, code))) throw notFound('voucher.not_in_cart')
  return cart
}
