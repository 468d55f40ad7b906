// Newsletter: anyone subscribes an address (a welcome e-mail with an unsubscribe link follows); unsubscribing
// takes that link's token, or a login (one's own address).
import { Subscription } from '@contract/api/newsletter'
import { call } from '../http/calls'
import { loginRequired, notFound } from '../lib/apiError'
import { email, obj, str } from '@contract/schema'
import { normaliseEmail } from '../services/account/customers'
import { subscribe, unsubscribeEmail, unsubscribeToken } from '../services/account/newsletter'
import { countAttempt } from '../services/throttle'

const subscribeNewsletter = call({
  name: 'subscribeNewsletter',
  answer: Subscription,
  writes: true,
  body: obj({ email: email() }, ['email']),
  async handler({ shop, session, lang, body, req }) {
    // Each subscription sends an e-mail: limit how many one client can trigger.
    await countAttempt(shop.db, `newsletter:ip:${req.ip}`, shop.config.throttle.newsletterPerIp, 3600)
    const address = normaliseEmail(body.email)
    const own = session.customer?.email === address ? session.customer.id_customer : null
    const created = await subscribe(shop, req, lang, address, own)
    return {
      psdata: { email: address, subscribed: true, welcome_sent: created },
      message: created ? 'You are subscribed to the newsletter' : 'You are already subscribed',
    }
  },
})

const unsubscribeNewsletter = call({
  name: 'unsubscribeNewsletter',
  answer: Subscription,
  writes: true,
  body: obj({ token: str(128, 1) }),
  async handler({ shop, session, body }) {
    if (body.token) {
      const address = await unsubscribeToken(shop, body.token)
      if (!address) throw notFound('newsletter.not_found')
      return { psdata: { email: address, subscribed: false }, message: 'You are unsubscribed' }
    }
    const customer = session.customer
    if (!customer) throw loginRequired()
    await unsubscribeEmail(shop, customer.email)
    return { psdata: { email: customer.email, subscribed: false }, message: 'You are unsubscribed' }
  },
})

export const newsletterCalls = [subscribeNewsletter, unsubscribeNewsletter]
