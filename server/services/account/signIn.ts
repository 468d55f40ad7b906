// Signing in: with e-mail and password (login), by creating an account (register), or after a password reset.
// Signing in merges the session's guest cart into the customer's. Login and registration are throttled per
// client address, login also per account: every attempt is counted before its password is checked.
import type { FastifyRequest } from 'fastify'
import type { Registration } from '@contract/api/account'
import type { Session } from '../../http/session'
import { ApiError, invalid, type FieldRefusals } from '../../lib/apiError'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { passwordProblem } from '../../lib/passwordPolicy'
import { fieldRefusal } from '../../lib/validationErrors'
import type { Shop } from '../../shop'
import { cartCount, mergeGuestCart } from '../cart/cart'
import { clearHits, countAttempt } from '../throttle'
import { createAccount, findRegistered, NAME_PATTERN, normaliseEmail, presentCustomer, upgradePasswordHash, type CustomerRow } from './customers'
import { subscribeAtRegistration } from './newsletter'

/** Signs the session in as the customer; answers the customer and the count of their (merged) cart. */
export async function signIn(shop: Shop, session: Session, customer: CustomerRow) {
  await session.login({ id_customer: customer.id_customer, firstname: customer.firstname, lastname: customer.lastname, email: customer.email })
  await mergeGuestCart(shop.db, session.id!, customer.id_customer)
  return { customer: presentCustomer(customer), cart_count: await cartCount(shop.db, session) }
}

/** The throttle bucket of an account's failed logins, cleared by a right password or a password reset. */
export const loginBucket = (email: string) => `login:account:${normaliseEmail(email)}`

/** Signs in with e-mail and password; 401 for an unknown e-mail and a wrong password alike. */
export async function logIn(shop: Shop, session: Session, req: FastifyRequest, credentials: { email: string; password: string }) {
  const limits = shop.config.throttle
  const account = loginBucket(credentials.email)
  // Every attempt is counted before its password is checked (one atomic increment each): attempts made in
  // parallel cannot all pass the limit before any of them has been counted. A right password clears the count.
  await countAttempt(shop.db, `login:ip:${req.ip}`, limits.loginPerIp, limits.windowSeconds)
  await countAttempt(shop.db, account, limits.loginPerAccount, limits.windowSeconds)
  const customer = await findRegistered(shop.db, credentials.email)
  const ok = customer ? await verifyPassword(credentials.password, customer.passwd) : await verifyAgainstDummy(credentials.password)
  if (!customer || !ok) throw new ApiError(401, 'auth.failed')
  await clearHits(shop.db, account)
  await upgradePasswordHash(shop.db, customer, credentials.password)
  return signIn(shop, session, customer)
}

/** Creates the account (or turns this e-mail's guest record into one) and signs it in. */
export async function registerAccount(shop: Shop, session: Session, req: FastifyRequest, lang: Lang, registration: Registration) {
  await countAttempt(shop.db, `register:ip:${req.ip}`, shop.config.throttle.registerPerIp, 3600)
  const errors: FieldRefusals = {}
  const problem = passwordProblem(registration.password)
  if (problem) errors.password = problem
  if (!NAME_PATTERN.test(registration.firstname)) errors.firstname = fieldRefusal('name.invalid', 'firstname')
  if (!NAME_PATTERN.test(registration.lastname)) errors.lastname = fieldRefusal('name.invalid', 'lastname')
  if (Object.keys(errors).length) throw invalid(errors)
  const passwordHash = await hashPassword(registration.password)
  const customer = await shop.db.transaction(() => createAccount(shop.db, { ...registration, passwordHash, lang }))
  if (!customer) throw invalid({ email: 'email.taken' })
  if (registration.newsletter) await subscribeAtRegistration(shop.db, customer, lang)
  return signIn(shop, session, customer)
}
