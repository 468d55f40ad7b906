// The order as the withdrawal function shows it (getWithdrawalOrder, createWithdrawal): what it offers (withdraw,
// cancel or nothing, and until when), each line with what may still be withdrawn, and the withdrawals made.
import type { Queryable } from '../../db/client'
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import { statusLabel, type OrderRow } from '../orders/presenter'
import { lineStates, orderWithdrawals, remainingOf, withdrawableOf } from './records'
import { presentState, withdrawalState } from './state'

export async function presentWithdrawalOrder(db: Queryable, o: OrderRow, lang: Lang) {
  const lines = await lineStates(db, o.id_order)
  const state = withdrawalState(o, remainingOf(lines), new Date())
  // Cancelling takes the whole order; closed, nothing is left to take.
  const withdrawable = (l: (typeof lines)[number]) => (state.mode === 'cancel' ? l.quantity : state.mode === 'withdraw' ? withdrawableOf(l) : 0)
  return {
    id_order: o.id_order,
    reference: o.reference,
    date_add: new Date(o.date_add).toISOString(),
    status: o.status,
    status_label: statusLabel(lang, o.status),
    delivered_at: o.delivered_at ? new Date(o.delivered_at).toISOString() : null,
    withdrawal: presentState(state),
    products: lines.map((l) => ({
      id_order_detail: l.id_order_detail,
      name: l.product_name,
      attributes: l.attributes,
      quantity: l.quantity,
      withdrawable_quantity: withdrawable(l),
      default_image: imageShape('p', l.image_key, l.product_name),
    })),
    withdrawals: await orderWithdrawals(db, o),
  }
}
