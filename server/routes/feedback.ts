// createCheckoutFeedback: the shopper rates the checkout of an order they may see (the customer's, or this
// session's guest checkout's; 404 otherwise). One feedback per order: sending it again replaces it.
import { Feedback } from '@contract/api/checkout'
import { call } from '../http/calls'
import { int, obj, str } from '@contract/schema'
import { saveCheckoutFeedback } from '../services/checkout/feedback'
import { visibleOrder } from '../services/orders/visible'

const createCheckoutFeedback = call({
  name: 'createCheckoutFeedback',
  answer: Feedback,
  created: true,
  writes: true,
  body: obj({ reference: str(32, 1), rating: int(1, 5), comment: str(1000) }, ['reference', 'rating']),
  async handler({ shop, session, body }) {
    const order = await visibleOrder(shop, session, { reference: body.reference })
    const saved = await saveCheckoutFeedback(shop.db, order.id_order, body)
    return { psdata: { reference: order.reference, ...saved }, message: 'Thank you for your feedback' }
  },
})

export const feedbackCalls = [createCheckoutFeedback]
