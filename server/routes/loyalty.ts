// getLoyaltyPoints: the customer's balance, its value and the ledger (earned, used, returned).
import { Loyalty } from '@contract/api/checkout'
import { call } from '../http/calls'
import { loyaltySummary } from '../services/loyalty'

const getLoyaltyPoints = call({
  name: 'getLoyaltyPoints',
  answer: Loyalty,
  auth: true,
  async handler({ shop, session, lang }) {
    return { psdata: await loyaltySummary(shop.db, lang, session.requireCustomer().id_customer) }
  },
})

export const loyaltyCalls = [getLoyaltyPoints]
