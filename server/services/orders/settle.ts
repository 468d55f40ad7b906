// What a payment outcome does to its order, once (a replayed outcome changes nothing): approved → payment
// accepted, the cart is done, points earned, products' sales counted, confirmation e-mail; declined or
// cancelled → the order fails, its stock and redeemed points come back and the cart stays open for a retry.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { round2 } from '../../lib/money'
import { orderConfirmationMail } from '../../mail/templates'
import type { PaymentStatus } from '../../payments/gateway'
import type { Shop } from '../../shop'
import { syncListing } from '../catalog/listingIndex'
import { addPoints, pointsEarnedFor } from '../loyalty'
import { releaseStock } from './stock'

export type Outcome = Exclude<PaymentStatus, 'pending'>

const ORDER_STATUS: Record<Outcome, string> = { approved: 'payment_accepted', declined: 'payment_error', canceled: 'canceled' }

export async function setOrderStatus(db: Queryable, idOrder: number, status: string): Promise<void> {
  await db.query('update orders set status = $2, date_upd = now() where id_order = $1', [idOrder, status])
  await db.query('insert into order_history (id_order, status) values ($1, $2)', [idOrder, status])
}

/** Gives back what a failed or cancelled order took: stock and redeemed points (and points it earned). */
export async function unwindOrder(db: Queryable, order: { id_order: number; id_customer: number; points_used: number; points_earned: number }): Promise<void> {
  await releaseStock(db, order.id_order)
  await addPoints(db, order.id_customer, order.points_used, 'refund', order.id_order)
  await addPoints(db, order.id_customer, -order.points_earned, 'refund', order.id_order)
  await db.query('update orders set points_used = 0, points_earned = 0 where id_order = $1', [order.id_order])
}

interface SettleRow {
  id_payment: number
  payment_status: PaymentStatus
  id_order: number
  id_customer: number
  id_cart: number
  reference: string
  lang: Lang
  email: string
  points_used: number
  points_earned: number
  total_products: number
  total_discounts: number
  is_guest: boolean
}

/** Applies a payment's outcome; returns false when the payment was already settled. */
export async function settlePayment(shop: Shop, idPayment: number, outcome: Outcome, orderUrl: (lang: Lang, reference: string, guest: boolean) => string): Promise<boolean> {
  const settled = await shop.db.transaction(async (tx) => {
    const [row] = await tx.query<SettleRow>(
      `select p.id_payment, p.status as payment_status, o.id_order, o.id_customer, o.id_cart, o.reference, o.lang, o.email, o.points_used,
              o.points_earned, o.total_products, o.total_discounts, c.is_guest
         from payments p join orders o on o.id_order = p.id_order join customers c on c.id_customer = o.id_customer
        where p.id_payment = $1 for update of p, o`,
      [idPayment],
    )
    if (!row || row.payment_status !== 'pending') return { changed: false, approved: null }
    await tx.query('update payments set status = $2, date_upd = now() where id_payment = $1', [idPayment, outcome])
    await setOrderStatus(tx, row.id_order, ORDER_STATUS[outcome])
    if (outcome !== 'approved') {
      await unwindOrder(tx, row)
      return { changed: true, approved: null }
    }
    await tx.query(`update carts set status = 'ordered', date_upd = now() where id_cart = $1`, [row.id_cart])
    const sold = await tx.query<{ id_product: number }>(
      'update products p set sales = p.sales + d.quantity from order_details d where d.id_order = $1 and d.id_product = p.id_product returning p.id_product',
      [row.id_order],
    )
    await syncListing(tx, sold.map((r) => r.id_product))
    if (!row.is_guest) {
      const earned = pointsEarnedFor(round2(Number(row.total_products) - Number(row.total_discounts)))
      await addPoints(tx, row.id_customer, earned, 'order', row.id_order)
      await tx.query('update orders set points_earned = $2 where id_order = $1', [row.id_order, earned])
    }
    return { changed: true, approved: row }
  })
  // Stock and sales shown in the catalogue have changed.
  if (settled.changed) shop.catalogCache.clear()
  if (settled.approved) await sendConfirmation(shop, settled.approved, orderUrl(settled.approved.lang, settled.approved.reference, settled.approved.is_guest))
  return settled.changed
}

async function sendConfirmation(shop: Shop, row: SettleRow, url: string): Promise<void> {
  const [order] = await shop.db.query<{ total_shipping: number; total_discounts: number; total_points: number; total_paid: number; duties_excluded: boolean; carrier_name: string; firstname: string }>(
    `select o.total_shipping, o.total_discounts, o.total_points, o.total_paid, o.duties_excluded, o.carrier_name, c.firstname
       from orders o join customers c on c.id_customer = o.id_customer where o.id_order = $1`,
    [row.id_order],
  )
  const lines = await shop.db.query<{ product_name: string; attributes: string; quantity: number; total: number }>(
    'select product_name, attributes, quantity, total from order_details where id_order = $1 order by id_order_detail',
    [row.id_order],
  )
  await shop.mailer.send(
    orderConfirmationMail(shop.config.shopName, row.lang, row.email, {
      reference: row.reference,
      name: order!.firstname,
      lines: lines.map((l) => ({ name: l.product_name, attributes: l.attributes, quantity: l.quantity, total: Number(l.total) })),
      totals: {
        shipping: Number(order!.total_shipping),
        discounts: Number(order!.total_discounts),
        points: Number(order!.total_points),
        total: Number(order!.total_paid),
        duties_excluded: order!.duties_excluded,
      },
      carrier: order!.carrier_name,
      url,
    }),
  )
}
