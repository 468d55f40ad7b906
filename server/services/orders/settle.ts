// What a payment outcome does to its order, once (a replayed outcome changes nothing): approved → payment
// accepted, the cart is done, points earned, products' sales counted, confirmation e-mail; declined or
// cancelled → the order fails, its stock and redeemed points come back and the cart stays open for a retry.
// An approval that arrives after the order was cancelled is not lost: the money is on record as a refund due.
import type { Queryable, Tx } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { roundCents } from '@contract/money'
import type { MailLinks } from '../../lib/publicUrl'
import { orderConfirmationMail } from '../../mail/templates'
import type { PaymentStatus } from '../../payments/gateway'
import type { Shop } from '../../shop'
import { syncListing } from '../catalog/listingIndex'
import { addPoints, pointsEarnedFor } from '../loyalty'
import { releaseStock } from './stock'
import { orderProductsChanged } from '../catalogChanges'

export type Outcome = Exclude<PaymentStatus, 'pending'>

const ORDER_STATUS: Record<Outcome, string> = { approved: 'payment_accepted', declined: 'payment_error', canceled: 'canceled' }

export async function setOrderStatus(db: Queryable, idOrder: number, status: string): Promise<void> {
  // A delivery starts the withdrawal period: its moment is kept (services/orders/fulfilment records a given one).
  await db.query(
    `update orders set status = $2, date_upd = now(), delivered_at = case when $2 = 'delivered' then coalesce(delivered_at, now()) else delivered_at end
      where id_order = $1`,
    [idOrder, status],
  )
  await db.query('insert into order_history (id_order, status) values ($1, $2)', [idOrder, status])
}

/** Gives back what a failed or cancelled order took: stock and redeemed points (and points it earned). */
export async function unwindOrder(db: Queryable, order: { id_order: number; id_customer: number; points_used: number; points_earned: number }): Promise<void> {
  await releaseStock(db, order.id_order)
  await addPoints(db, order.id_customer, order.points_used, 'refund', order.id_order)
  await addPoints(db, order.id_customer, -order.points_earned, 'refund', order.id_order)
  await db.query('update orders set points_used = 0, points_earned = 0 where id_order = $1', [order.id_order])
}

/** The money an order's payment took must go back to the shopper: on record until staff or a refund job pays it out. */
export async function recordRefundDue(db: Queryable, idOrder: number): Promise<void> {
  await db.query(
    `update payments set refund_status = 'due', refund_requested_at = now(), date_upd = now()
      where id_order = $1 and status = 'approved' and refund_status is null`,
    [idOrder],
  )
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

/** Applies a payment's outcome; returns false when that changed nothing (the payment was already settled). */
export async function settlePayment(shop: Shop, idPayment: number, outcome: Outcome, links: MailLinks): Promise<boolean> {
  const settled = await shop.db.transaction(async (tx) => {
    const row = await lockPayment(tx, idPayment)
    if (row?.payment_status === 'canceled' && outcome === 'approved') {
      await recordLateApproval(tx, row)
      return { changed: true, outcome: null, idOrder: row.id_order }
    }
    if (!row || row.payment_status !== 'pending') return { changed: false, outcome: null, idOrder: null }
    await tx.query('update payments set status = $2, date_upd = now() where id_payment = $1', [idPayment, outcome])
    await setOrderStatus(tx, row.id_order, ORDER_STATUS[outcome])
    if (outcome !== 'approved') {
      await unwindOrder(tx, row)
      return { changed: true, outcome, idOrder: row.id_order }
    }
    await tx.query(`update carts set status = 'ordered', date_upd = now() where id_cart = $1`, [row.id_cart])
    const sold = await tx.query<{ id_product: number }>(
      'update products p set sales = p.sales + d.quantity from order_details d where d.id_order = $1 and d.id_product = p.id_product returning p.id_product',
      [row.id_order],
    )
    await syncListing(
      tx,
      sold.map((r) => r.id_product),
    )
    if (!row.is_guest) {
      const earned = pointsEarnedFor(roundCents(Number(row.total_products) - Number(row.total_discounts)))
      await addPoints(tx, row.id_customer, earned, 'order', row.id_order)
      await tx.query('update orders set points_earned = $2 where id_order = $1', [row.id_order, earned])
    }
    // In the transaction: the outbox's message commits with the payment it confirms (a crash in between cannot lose
    // it, and whoever sees the order paid finds its e-mail too); an external transport sends once this commits.
    await sendConfirmation(shop, tx, row, links)
    return { changed: true, outcome, idOrder: row.id_order }
  })
  if (settled.outcome === 'approved') shop.metrics.orders.inc({ event: 'paid' })
  else if (settled.outcome === 'declined') shop.metrics.orders.inc({ event: 'declined' })
  // Stock and sales shown in the catalogue have changed.
  if (settled.idOrder !== null) await orderProductsChanged(shop, [settled.idOrder])
  return settled.changed
}

/**
 * Locks what an outcome may change and reads the payment afresh. The locks go cart → order → payment, the order
 * placeOrder (cart, then the cart's unpaid orders) and a cancel (order, then payment) take them in too, so that
 * of requests touching the same order one waits for the other instead of both waiting for each other.
 */
async function lockPayment(tx: Tx, idPayment: number): Promise<SettleRow | null> {
  const [ref] = await tx.query<{ id_order: number; id_cart: number }>(
    'select o.id_order, o.id_cart from payments p join orders o on o.id_order = p.id_order where p.id_payment = $1',
    [idPayment],
  )
  if (!ref) return null
  await tx.query('select 1 from carts where id_cart = $1 for no key update', [ref.id_cart])
  await tx.query('select 1 from orders where id_order = $1 for no key update', [ref.id_order])
  const [row] = await tx.query<SettleRow>(
    `select p.id_payment, p.status as payment_status, o.id_order, o.id_customer, o.id_cart, o.reference, o.lang, o.email, o.points_used,
            o.points_earned, o.total_products, o.total_discounts, c.is_guest
       from payments p join orders o on o.id_order = p.id_order join customers c on c.id_customer = o.id_customer
      where p.id_payment = $1 for no key update of p`,
    [idPayment],
  )
  return row ?? null
}

/**
 * The gateway approved a payment we had cancelled with its order: a cancel or a new checkout attempt came first
 * while the shopper was still paying. The money was taken, so the payment says so; the order's stock and points
 * went back with the cancel, so it is not revived but marked refunded, with the money recorded as a refund due.
 */
async function recordLateApproval(tx: Tx, row: SettleRow): Promise<void> {
  await tx.query(`update payments set status = 'approved', date_upd = now() where id_payment = $1`, [row.id_payment])
  await recordRefundDue(tx, row.id_order)
  await setOrderStatus(tx, row.id_order, 'refunded')
}

async function sendConfirmation(shop: Shop, tx: Tx, row: SettleRow, links: MailLinks): Promise<void> {
  const [order] = await tx.query<{
    total_shipping: number
    total_discounts: number
    total_points: number
    total_paid: number
    duties_excluded: boolean
    carrier_name: string
    firstname: string
  }>(
    `select o.total_shipping, o.total_discounts, o.total_points, o.total_paid, o.duties_excluded, o.carrier_name, c.firstname
       from orders o join customers c on c.id_customer = o.id_customer where o.id_order = $1`,
    [row.id_order],
  )
  const lines = await tx.query<{ product_name: string; attributes: string; quantity: number; total: number }>(
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
      url: links.order(row.lang, row.reference, row.is_guest),
      withdrawalUrl: links.withdrawal(row.lang),
    }),
  )
}
