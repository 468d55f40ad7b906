// Adding a voucher code to a cart: it must exist, be active and in its validity dates, meet its minimum amount
// and not be in the cart already.
import type { Queryable } from '../../db/client'
import { invalid } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import { cartLineRows, unitPrices } from './lines'

export async function addVoucher(db: Queryable, lang: Lang, idCart: number, rawCode: string): Promise<void> {
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
export async function removeVoucher(db: Queryable, idCart: number, rawCode: string): Promise<boolean> {
  const rows = await db.query(
    `delete from cart_vouchers where id_cart = $1 and id_cart_rule = (select id_cart_rule from vouchers where code = $2) returning id_cart`,
    [idCart, rawCode.trim().toUpperCase()],
  )
  return rows.length > 0
}
