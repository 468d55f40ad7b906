// Returns (services/orders/returns.ts): the customer asks to send back lines of a shipped or delivered order within
// the window, and lists their returns.
import { Return, ReturnInput, Returns } from '@contract/api/orders'
import { call } from '../http/calls'
import { orderReturns } from '../services/orders/presenter'
import { requestReturn } from '../services/orders/returns'

const createReturn = call({
  name: 'createReturn',
  answer: Return,
  created: true,
  auth: true,
  writes: true,
  body: ReturnInput,
  async handler({ shop, session, lang, body }) {
    return { psdata: await requestReturn(shop.db, lang, session.requireCustomer().id_customer, body), message: 'Return requested' }
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
