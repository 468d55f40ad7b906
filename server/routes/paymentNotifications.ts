// POST /api/payments/notify/<gateway>: the providers' signed server-to-server notifications. The gateway checks
// the signature over the raw body (so this route keeps the body as received), then the event is applied once.
// Answers 200 for a valid event (also one received before, so the provider stops resending), 401 for a missing,
// wrong or too old signature, 400 for a malformed body, 404 for an unknown gateway or payment. Not a call of the
// contract: no session, no Origin check, and answered in maintenance too (a payment must still settle).
import type { FastifyInstance } from 'fastify'
import { ApiError, notFound } from '../lib/apiError'
import { refusal } from '../lib/refusal'
import { envelope } from '../lib/envelope'
import { sendEnvelope } from '../http/send'
import { NOTIFY_PATH, NotificationRejected, type PaymentNotification } from '../payments/gateway'
import { applyPaymentNotification } from '../services/orders/notifications'
import type { Shop } from '../shop'
import { mailLinks } from '../lib/publicUrl'

export function registerPaymentNotifications(app: FastifyInstance, shop: Shop): void {
  void app.register(async (scope) => {
    // Every content type arrives as the raw text the provider signed.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body))
    scope.post(`${NOTIFY_PATH}/:gateway`, async (req, reply) => {
      const gateway = shop.gateways.get((req.params as { gateway: string }).gateway.toUpperCase())
      if (!gateway?.parseNotification) throw notFound('gateway.not_found')
      let event: PaymentNotification
      try {
        event = await gateway.parseNotification(req.headers, typeof req.body === 'string' ? req.body : '')
      } catch (error) {
        if (error instanceof NotificationRejected) {
          shop.metrics.paymentNotifications.inc({ gateway: gateway.id, outcome: 'rejected' })
          throw new ApiError(error.reason === 'signature' ? 401 : 400, { ...refusal(`notification.${error.reason}`), message: error.message })
        }
        throw error
      }
      const result = await applyPaymentNotification(shop, gateway.id, event, mailLinks(shop.config, req))
      shop.metrics.paymentNotifications.inc({ gateway: gateway.id, outcome: result.duplicate ? 'duplicate' : result.settled ? 'settled' : 'received' })
      const message = result.duplicate ? 'Notification already received' : result.settled ? 'Payment settled' : 'Notification received'
      return sendEnvelope(reply, envelope(200, result, message))
    })
  })
}
