// The withdrawal function (Art. 11a Consumer Rights Directive): getWithdrawalOrder finds the order (reference +
// e-mail for anyone, id_order for a signed-in customer's own orders) and says what may be withdrawn until when;
// createWithdrawal records the withdrawal — or cancels an order not shipped yet — and sends the acknowledgement.
// Refusals carry stable `codes` beside the English `errors` (docs/api.md).
import { WithdrawalCreated, WithdrawalIdentification, WithdrawalInput, WithdrawalOrder } from '@contract/api/withdrawal'
import { call } from '../http/calls'
import { mailLinks } from '../lib/publicUrl'
import { orderProductsChanged } from '../services/catalogChanges'
import { identifyOrder } from '../services/withdrawals/identify'
import { presentWithdrawalOrder } from '../services/withdrawals/present'
import { recordWithdrawal } from '../services/withdrawals/record'
import { orderWithdrawals } from '../services/withdrawals/records'
import { countAttempt } from '../services/throttle'
import type { OrderRow } from '../services/orders/presenter'

const getWithdrawalOrder = call({
  name: 'getWithdrawalOrder',
  answer: WithdrawalOrder,
  body: WithdrawalIdentification,
  async handler({ shop, session, lang, body, req }) {
    const order = await identifyOrder(shop, session, req, body)
    return { psdata: await presentWithdrawalOrder(shop.db, order, lang) }
  },
})

const createWithdrawal = call({
  name: 'createWithdrawal',
  answer: WithdrawalCreated,
  created: true,
  writes: true,
  body: WithdrawalInput,
  async handler({ shop, session, lang, body, req }) {
    const found = await identifyOrder(shop, session, req, body)
    const limits = shop.config.throttle
    await countAttempt(shop.db, `withdrawal:order:${found.id_order}`, limits.withdrawalsPerOrder, 3600)
    const recorded = await recordWithdrawal(shop, found.id_order, body, mailLinks(shop.config, req))
    // A cancellation gave the stock back.
    if (recorded.kind === 'cancellation') await orderProductsChanged(shop, [found.id_order])
    const [order] = await shop.db.query<OrderRow>('select * from orders where id_order = $1', [found.id_order])
    const withdrawal = (await orderWithdrawals(shop.db, order!)).find((w) => w.id_withdrawal === recorded.id_withdrawal)
    return {
      psdata: { withdrawal, order: await presentWithdrawalOrder(shop.db, order!, lang) },
      message: recorded.kind === 'cancellation' ? 'Order cancelled' : 'Withdrawal received',
    }
  },
})

export const withdrawalCalls = [getWithdrawalOrder, createWithdrawal]
