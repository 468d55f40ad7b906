// Loyalty points: a ledger per customer. Paid orders earn one point per euro of products (after discounts);
// points pay for part of an order (POINT_VALUE each) and come back if that order fails or is cancelled.
import type { Queryable } from '../db/client'
import type { Lang } from '../lib/lang'
import { roundCents } from '@contract/money'
import { t } from '../lib/messages'
import { POINT_VALUE } from './checkout/totals'

export async function pointsBalance(db: Queryable, idCustomer: number): Promise<number> {
  const [row] = await db.query<{ balance: number | null }>('select sum(points) as balance from loyalty_ledger where id_customer = $1', [idCustomer])
  return row?.balance ?? 0
}

/**
 * Serialises the redemptions of one customer: a checkout holds this lock (until its transaction ends) from reading
 * the balance to spending it, so two checkouts at once cannot both spend the same points. NO KEY UPDATE rather than
 * UPDATE: ledger rows written meanwhile by other transactions (points earned or given back) only take a key-share
 * lock on the customer, and must neither wait for a checkout nor deadlock with it.
 */
export async function lockPoints(tx: Queryable, idCustomer: number): Promise<void> {
  await tx.query('select 1 from customers where id_customer = $1 for no key update', [idCustomer])
}

export const pointsEarnedFor = (productsAfterDiscounts: number) => Math.max(0, Math.floor(productsAfterDiscounts))

export async function addPoints(db: Queryable, idCustomer: number, points: number, reason: 'order' | 'redeem' | 'refund', idOrder: number): Promise<void> {
  if (points === 0) return
  await db.query('insert into loyalty_ledger (id_customer, points, reason, id_order) values ($1, $2, $3, $4)', [idCustomer, points, reason, idOrder])
}

export async function loyaltySummary(db: Queryable, lang: Lang, idCustomer: number) {
  const balance = await pointsBalance(db, idCustomer)
  const history = await db.query<{ points: number; reason: 'order' | 'redeem' | 'refund'; id_order: number | null; reference: string | null; date_add: Date }>(
    `select l.points, l.reason, l.id_order, o.reference, l.date_add from loyalty_ledger l left join orders o on o.id_order = l.id_order
      where l.id_customer = $1 order by l.date_add desc, l.id_entry desc limit 100`,
    [idCustomer],
  )
  const label = { order: 'loyalty.order', redeem: 'loyalty.redeem', refund: 'loyalty.refund' } as const
  return {
    balance,
    value: roundCents(balance * POINT_VALUE),
    point_value: POINT_VALUE,
    earn_rate: 1,
    history: history.map((h) => ({
      points: h.points,
      reason: h.reason,
      label: `${t(lang, label[h.reason])}${h.reference ? ` ${h.reference}` : ''}`,
      id_order: h.id_order,
      reference: h.reference,
      date_add: new Date(h.date_add).toISOString(),
    })),
  }
}
