// Which order a withdrawal is about: a signed-in customer names one of their orders (id_order); anyone else proves
// they know it with its reference and the e-mail it was placed with. A reference that does not exist and an e-mail
// that does not match answer alike (same message, code and queries), so nobody learns which orders exist; guessing
// is throttled per client address and per reference, like login attempts.
import type { FastifyRequest } from 'fastify'
import type { Session } from '../../http/session'
import { invalid, notFound, type FieldRefusals } from '../../lib/apiError'
import { fieldRefusal } from '../../lib/validationErrors'
import type { Shop } from '../../shop'
import { normaliseEmail } from '../account/customers'
import type { OrderRow } from '../orders/presenter'
import { clearHits, countAttempt } from '../throttle'

export interface OrderIdentity {
  id_order?: number
  reference?: string
  email?: string
}

export const orderNotFound = () => notFound('withdrawal.order_not_found')

/** Either id_order, or reference and email: the schema cannot say "one of two groups" with clear messages, so this does. */
export function checkIdentity(who: OrderIdentity): void {
  if (who.id_order !== undefined) {
    if (who.reference !== undefined || who.email !== undefined) throw invalid({ id_order: 'withdrawal.identity_either' })
    return
  }
  const errors: FieldRefusals = {}
  if (who.reference === undefined) errors.reference = fieldRefusal('field.required', 'reference')
  if (who.email === undefined) errors.email = fieldRefusal('field.required', 'email')
  if (Object.keys(errors).length) throw invalid(errors)
}

/** Order references are capital letters; a shopper may type them in any case, with spaces around. */
export const normaliseReference = (reference: string) => reference.trim().toUpperCase()

export async function identifyOrder(shop: Shop, session: Session, req: FastifyRequest, who: OrderIdentity): Promise<OrderRow> {
  checkIdentity(who)
  if (who.id_order !== undefined) {
    const customer = session.requireCustomer()
    const [own] = await shop.db.query<OrderRow>('select * from orders where id_order = $1 and id_customer = $2', [who.id_order, customer.id_customer])
    if (!own) throw orderNotFound()
    return own
  }
  const limits = shop.config.throttle
  const reference = normaliseReference(who.reference!)
  const bucket = `withdrawal:reference:${reference}`
  // Counted before the order is looked at (one atomic increment each): guesses sent in parallel cannot all pass.
  await countAttempt(shop.db, `withdrawal:ip:${req.ip}`, limits.withdrawalPerIp, limits.windowSeconds)
  await countAttempt(shop.db, bucket, limits.withdrawalPerReference, 3600)
  const [order] = await shop.db.query<OrderRow>('select * from orders where reference = $1', [reference])
  if (!order || normaliseEmail(order.email) !== normaliseEmail(who.email!)) throw orderNotFound()
  // The right pair: mistakes made before it no longer count against the order.
  await clearHits(shop.db, bucket)
  return order
}
