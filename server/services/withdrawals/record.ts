// Recording a withdrawal, in one transaction with the order locked: of two submissions at once (two tabs, a double
// click) the second waits for the first and then finds nothing left, so an order is withdrawn from, or cancelled,
// once. A shipped or delivered order within the period gets a withdrawal of the chosen lines (all that is left by
// default) and a history entry; an order not shipped yet is cancelled as a whole, as updateOrder cancels it, and
// the withdrawal is kept as its cancellation. The acknowledgement e-mail is written in the same transaction.
import type { Tx } from '../../db/client'
import { invalid } from '../../lib/apiError'
import type { MailLinks } from '../../lib/publicUrl'
import { withdrawalMail } from '../../mail/withdrawal'
import type { Shop } from '../../shop'
import { cancelOrder, cancelRefunds } from '../orders/cancel'
import { chosenLines } from '../orders/chosenLines'
import type { OrderRow } from '../orders/presenter'
import { orderNotFound } from './identify'
import { lineStates, remainingOf, withdrawableOf, type LineState } from './records'
import { withdrawalState, type ClosedReason, type WithdrawalMode } from './state'

export interface WithdrawalInput {
  /** The consumer's name as they give it. */
  name: string
  /** Absent: every unit still withdrawable (for a cancellation, the whole order). */
  lines?: { id_order_detail: number; quantity: number }[]
  reason?: string
}

export interface Recorded {
  id_withdrawal: number
  kind: 'withdrawal' | 'cancellation'
}

/** A closed order's refusal: 422 with the reason under `order` and as the answer's. */
function refusal(reason: ClosedReason, cancelledByWithdrawal: boolean) {
  const code = `withdrawal.${reason === 'cancelled' ? (cancelledByWithdrawal ? 'already_withdrawn' : 'not_eligible') : reason}` as const
  return invalid({ order: code }, code)
}

/** The lines to withdraw, checked against what each still allows; a cancellation takes every unit of every line. */
function chooseLines(mode: WithdrawalMode, lines: LineState[], wanted: WithdrawalInput['lines']): { line: LineState; quantity: number }[] {
  const available = (line: LineState) => (mode === 'cancel' ? line.quantity : withdrawableOf(line))
  if (!wanted) return lines.filter((l) => available(l) > 0).map((line) => ({ line, quantity: available(line) }))
  const chosen = chosenLines('withdrawal', lines, wanted, available).map(({ line, wanted: w }) => ({ line, quantity: w.quantity }))
  if (mode === 'cancel' && (chosen.length !== lines.length || chosen.some((c) => c.quantity !== c.line.quantity))) {
    throw invalid({ lines: 'withdrawal.cancel_whole_order' }, 'withdrawal.cancel_whole_order')
  }
  return chosen
}

async function lockOrder(tx: Tx, idOrder: number) {
  const [order] = await tx.query<OrderRow & { is_guest: boolean; now: Date }>(
    `select o.*, c.is_guest, now() as now from orders o join customers c on c.id_customer = o.id_customer
      where o.id_order = $1 for no key update of o`,
    [idOrder],
  )
  if (!order) throw orderNotFound()
  return order
}

export async function recordWithdrawal(shop: Shop, idOrder: number, input: WithdrawalInput, links: MailLinks): Promise<Recorded> {
  return shop.db.transaction(async (tx) => {
    const order = await lockOrder(tx, idOrder)
    // Received now: the moment the transaction began, on the database's clock (the same for every API process).
    const receivedAt = new Date(order.now)
    const lines = await lineStates(tx, idOrder)
    const state = withdrawalState(order, remainingOf(lines), receivedAt)
    if (state.mode === 'closed') {
      const cancelled = await tx.query(`select 1 from withdrawals where id_order = $1 and kind = 'cancellation'`, [idOrder])
      throw refusal(state.closed_reason!, cancelled.length > 0)
    }
    const chosen = chooseLines(state.mode, lines, input.lines)
    const kind = state.mode === 'cancel' ? 'cancellation' : 'withdrawal'
    let refund: number | null = null
    if (kind === 'cancellation') {
      const before = await cancelOrder(shop.db, idOrder)
      refund = cancelRefunds(before.status) ? Number(before.total_paid) : null
    } else {
      await tx.query(`insert into order_history (id_order, status) values ($1, 'withdrawal_received')`, [idOrder])
    }
    const returnAddress = kind === 'withdrawal' ? shop.config.returnAddress : []
    const name = input.name.trim()
    const reason = input.reason?.trim() || null
    const [row] = await tx.query<{ id_withdrawal: number }>(
      `insert into withdrawals (id_order, kind, received_at, name, email, reason, lang, return_address)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id_withdrawal`,
      [idOrder, kind, receivedAt, name, order.email, reason, order.lang, returnAddress.length ? returnAddress.join('\n') : null],
    )
    for (const { line, quantity } of chosen) {
      await tx.query('insert into withdrawal_lines (id_withdrawal, id_order_detail, quantity) values ($1, $2, $3)', [
        row!.id_withdrawal,
        line.id_order_detail,
        quantity,
      ])
    }
    await shop.mailer.send(
      withdrawalMail(shop.config.shopName, order.lang, order.email, {
        kind,
        reference: order.reference,
        name,
        receivedAt,
        orderedAt: new Date(order.date_add),
        deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
        lines: chosen.map(({ line, quantity }) => ({ name: line.product_name, attributes: line.attributes, quantity })),
        reason,
        returnAddress,
        refund,
        // A guest finds the order again through the withdrawal page; a customer in their account.
        url: order.is_guest ? links.withdrawal(order.lang) : links.order(order.lang, order.reference, false),
      }),
    )
    return { id_withdrawal: row!.id_withdrawal, kind }
  })
}
