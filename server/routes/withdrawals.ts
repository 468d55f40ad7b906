// The withdrawal function (Art. 11a Consumer Rights Directive): getWithdrawalOrder finds the order (reference +
// e-mail for anyone, id_order for a signed-in customer's own orders) and says what may be withdrawn until when;
// createWithdrawal records the withdrawal — or cancels an order not shipped yet — and sends the acknowledgement.
// Refusals carry stable `codes` beside the English `errors` (docs/api.md).
import { WithdrawalCreated, WithdrawalIdentification, WithdrawalInput, WithdrawalOrder } from '@contract/api/withdrawal'
import { call } from '../http/calls'
import { identifyOrder } from '../services/withdrawals/identify'
import { presentWithdrawalOrder } from '../services/withdrawals/present'
import { submitWithdrawal } from '../services/withdrawals/submit'

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
    const { kind, withdrawal, order } = await submitWithdrawal(shop, session, req, lang, body)
    return { psdata: { withdrawal, order }, message: kind === 'cancellation' ? 'Order cancelled' : 'Withdrawal received' }
  },
})

export const withdrawalCalls = [getWithdrawalOrder, createWithdrawal]
