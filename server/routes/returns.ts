// Returns (spec §9: 14 days): the customer asks to send back lines of a shipped or delivered order within the
// window; each line at most what was bought minus what is already being returned or withdrawn (routes/withdrawals:
// one item is never both).
import { Return, ReturnInput, Returns } from '@contract/api/orders'
import { call } from '../http/calls'
import { invalid, notFound } from '../lib/apiError'
import { refusal } from '../lib/refusal'
import { RETURN_DAYS } from '@contract/shopRules'
import { chosenLines } from '../services/orders/chosenLines'
import { orderReturns, presentOrder, type OrderRow } from '../services/orders/presenter'

const createReturn = call({
  name: 'createReturn',
  answer: Return,
  created: true,
  auth: true,
  writes: true,
  body: ReturnInput,
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    // The order stays locked from the check to the insert: a return and a withdrawal (or a second return) sent at
    // once see each other, so one item never goes back twice.
    const idReturn = await shop.db.transaction(async (tx) => {
      const [order] = await tx.query<OrderRow>('select * from orders where id_order = $1 and id_customer = $2 for no key update', [body.id_order, idCustomer])
      if (!order) throw notFound('order.not_found')
      const current = await presentOrder(tx, order, lang)
      if (!current.is_returnable) {
        throw invalid({ id_order: refusal('return.period_over', { days: RETURN_DAYS }) })
      }
      chosenLines('return', current.products, body.lines, (product) => product.returnable_quantity)
      const [row] = await tx.query<{ id_order_return: number }>('insert into order_returns (id_order, id_customer) values ($1, $2) returning id_order_return', [
        order.id_order,
        idCustomer,
      ])
      for (const line of body.lines) {
        await tx.query('insert into order_return_lines (id_order_return, id_order_detail, quantity, reason) values ($1, $2, $3, $4)', [
          row!.id_order_return,
          line.id_order_detail,
          line.quantity,
          line.reason.trim(),
        ])
      }
      return row!.id_order_return
    })
    const created = (await orderReturns(shop.db, lang, { idOrder: body.id_order })).find((r) => r.id_order_return === idReturn)
    return { psdata: created, message: 'Return requested' }
  },
})

const getReturns = call({
  name: 'getReturns',
  answer: Returns,
  auth: true,
  async handler({ shop, session, lang }) {
    return { psdata: { returns: await orderReturns(shop.db, lang, { idCustomer: session.requireCustomer().id_customer }) } }
  },
})

export const returnCalls = [createReturn, getReturns]
