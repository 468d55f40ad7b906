// Withdrawals as they are kept and shown: what each line of an order has left to withdraw (returns count too: one
// item is never both withdrawn and returned), and an order's withdrawals as psdata.
import type { Queryable } from '../../db/client'

/** SQL for the units of order line `d` already withdrawn (or cancelled), and those being returned (a rejected return gives them back). */
export const WITHDRAWN_SQL = 'coalesce((select sum(wl.quantity) from withdrawal_lines wl where wl.id_order_detail = d.id_order_detail), 0)'
export const RETURNED_SQL = `coalesce((select sum(rl.quantity) from order_return_lines rl join order_returns r on r.id_order_return = rl.id_order_return
                            where rl.id_order_detail = d.id_order_detail and r.status <> 'rejected'), 0)`

export interface LineState {
  id_order_detail: number
  product_name: string
  attributes: string
  quantity: number
  image_key: string | null
  withdrawn: number
  returned: number
}

export const withdrawableOf = (line: Pick<LineState, 'quantity' | 'withdrawn' | 'returned'>) => Math.max(0, line.quantity - line.withdrawn - line.returned)

/** Units of an order still withdrawable: what withdrawalState reads as "something left". */
export const remainingOf = (lines: Pick<LineState, 'quantity' | 'withdrawn' | 'returned'>[]) => lines.reduce((sum, line) => sum + withdrawableOf(line), 0)

export function lineStates(db: Queryable, idOrder: number): Promise<LineState[]> {
  return db.query<LineState>(
    `select d.id_order_detail, d.product_name, d.attributes, d.quantity, d.image_key, ${WITHDRAWN_SQL} as withdrawn, ${RETURNED_SQL} as returned
       from order_details d where d.id_order = $1 order by d.id_order_detail`,
    [idOrder],
  )
}

/** Units still withdrawable per order (for lists of orders). */
export async function remainingByOrder(db: Queryable, idOrders: number[]): Promise<Map<number, number>> {
  if (!idOrders.length) return new Map()
  const rows = await db.query<{ id_order: number; remaining: number }>(
    `select d.id_order, sum(greatest(0, d.quantity - ${WITHDRAWN_SQL} - ${RETURNED_SQL})) as remaining
       from order_details d where d.id_order = any($1) group by d.id_order`,
    [idOrders],
  )
  return new Map(rows.map((r) => [r.id_order, Number(r.remaining)]))
}

/** "jane@example.com" → "j•••@example.com": enough to recognise one's address, not enough to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}

export async function orderWithdrawals(db: Queryable, order: { id_order: number; reference: string }) {
  const rows = await db.query<{
    id_withdrawal: number
    kind: 'withdrawal' | 'cancellation'
    received_at: Date
    name: string
    email: string
    reason: string | null
    return_address: string | null
  }>('select id_withdrawal, kind, received_at, name, email, reason, return_address from withdrawals where id_order = $1 order by received_at, id_withdrawal', [
    order.id_order,
  ])
  if (!rows.length) return []
  const lines = await db.query<{ id_withdrawal: number; id_order_detail: number; product_name: string; quantity: number }>(
    `select wl.id_withdrawal, wl.id_order_detail, d.product_name, wl.quantity from withdrawal_lines wl
       join order_details d on d.id_order_detail = wl.id_order_detail where wl.id_withdrawal = any($1) order by wl.id_order_detail`,
    [rows.map((r) => r.id_withdrawal)],
  )
  return rows.map((w) => ({
    id_withdrawal: w.id_withdrawal,
    kind: w.kind,
    reference: order.reference,
    received_at: new Date(w.received_at).toISOString(),
    name: w.name,
    email_masked: maskEmail(w.email),
    lines: lines.filter((l) => l.id_withdrawal === w.id_withdrawal).map(({ id_withdrawal: _, ...l }) => l),
    reason: w.reason,
    return_address: w.return_address?.split('\n') ?? null,
  }))
}

export type Withdrawal = Awaited<ReturnType<typeof orderWithdrawals>>[number]
