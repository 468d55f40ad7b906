// Returns (14 days, RETURN_DAYS): the customer asks to send back lines of a shipped or delivered order within the
// window; each line at most what was bought minus what is already being returned or withdrawn (services/withdrawals:
// one item is never both).
import type { ReturnInput } from '@contract/api/orders'
import { RETURN_DAYS } from '@contract/shopRules'
import type { Db } from '../../db/client'
import { invalid, notFound } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import { refusal } from '../../lib/refusal'
import { chosenLines } from './chosenLines'
import { orderReturns, presentOrder, type OrderRow } from './presenter'

/** Records the return of the chosen lines of one of the customer's orders; answers it as getReturns lists it. */
export async function requestReturn(db: Db, lang: Lang, idCustomer: number, input: ReturnInput) {
  // The order stays locked from the check to the insert: a return and a withdrawal (or a second return) sent at
  // once see each other, so one item never goes back twice.
  const idReturn = await db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>('select * from orders where id_order = $1 and id_customer = $2 for no key update', [input.id_order, idCustomer])
    if (!order) throw notFound('order.not_found')
    const current = await presentOrder(tx, order, lang)
    if (!current.is_returnable) {
      throw invalid({ id_order: refusal('return.period_over', { days: RETURN_DAYS }) })
    }
    chosenLines('return', current.products, input.lines, (product) => product.returnable_quantity)
    const [row] = await tx.query<{ id_order_return: number }>('insert into order_returns (id_order, id_customer) values ($1, $2) returning id_order_return', [
      order.id_order,
      idCustomer,
    ])
    for (const line of input.lines) {
      await tx.query('insert into order_return_lines (id_order_return, id_order_detail, quantity, reason) values ($1, $2, $3, $4)', [
        row!.id_order_return,
        line.id_order_detail,
        line.quantity,
        line.reason.trim(),
      ])
    }
    return row!.id_order_return
  })
  return (await orderReturns(db, lang, { idOrder: input.id_order })).find((r) => r.id_order_return === idReturn)
}
