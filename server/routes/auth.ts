// Sign-in and account creation: login (cart merge, throttling), logout, register, and the password reset by
// e-mail link (single use, one hour).
import { Type } from '@sinclair/typebox'
import { Registration, SignedIn } from '@contract/api/account'
import { call } from '../http/calls'
import { ApiError, invalid, type FieldRefusals } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { newToken, sha256, verifyAgainstDummy, verifyPassword, hashPassword } from '../lib/crypto'
import { passwordProblem } from '../lib/passwordPolicy'
import { absoluteUrl } from '../lib/publicUrl'
import { email, obj, str } from '@contract/schema'
import { passwordResetMail } from '../mail/templates'
import { cartCount, mergeGuestCart } from '../services/cart/cart'
import {
  createAccount,
  findRegistered,
  NAME_PATTERN,
  normaliseEmail,
  presentCustomer,
  upgradePasswordHash,
  type CustomerRow,
} from '../services/account/customers'
import { clearHits, countAttempt } from '../services/throttle'
import type { Session } from '../http/session'
import type { Shop } from '../shop'

const RESET_TTL_MINUTES = 60

async function signIn(shop: Shop, session: Session, customer: CustomerRow) {
  await session.login({ id_customer: customer.id_customer, firstname: customer.firstname, lastname: customer.lastname, email: customer.email })
  await mergeGuestCart(shop.db, session.id!, customer.id_customer)
  return { customer: presentCustomer(customer), cart_count: await cartCount(shop.db, session) }
}

const login = call({
  name: 'login',
  refuses: [401],
  answer: SignedIn,
  writes: true,
  body: obj({ email: email(), password: str(255, 1) }, ['email', 'password']),
  async handler({ shop, session, body, req }) {
    const limits = shop.config.throttle
    const account = `login:account:${normaliseEmail(body.email)}`
    // Every attempt is counted before its password is checked (one atomic increment each): attempts made in
    // parallel cannot all pass the limit before any of them has been counted. A right password clears the count.
    await countAttempt(shop.db, `login:ip:${req.ip}`, limits.loginPerIp, limits.windowSeconds)
    await countAttempt(shop.db, account, limits.loginPerAccount, limits.windowSeconds)
    const customer = await findRegistered(shop.db, body.email)
    const ok = customer ? await verifyPassword(body.password, customer.passwd) : await verifyAgainstDummy(body.password)
    if (!customer || !ok) throw new ApiError(401, 'auth.failed')
    await clearHits(shop.db, account)
    await upgradePasswordHash(shop.db, customer, body.password)
    return { psdata: await signIn(shop, session, customer), message: 'Login successful' }
  },
})

const logout = call({
  name: 'logout',
  answer: Type.Null(),
  writes: true,
  async handler({ session }) {
    await session.logout()
    return { psdata: null, message: 'You have been logged out' }
  },
})

const register = call({
  name: 'register',
  answer: SignedIn,
  created: true,
  writes: true,
  body: Registration,
  async handler({ shop, session, body, lang, req }) {
    await countAttempt(shop.db, `register:ip:${req.ip}`, shop.config.throttle.registerPerIp, 3600)
    const errors: FieldRefusals = {}
    const problem = passwordProblem(body.password)
    if (problem) errors.password = problem
    if (!NAME_PATTERN.test(body.firstname)) errors.firstname = fieldRefusal('name.invalid', 'firstname')
    if (!NAME_PATTERN.test(body.lastname)) errors.lastname = fieldRefusal('name.invalid', 'lastname')
    if (Object.keys(errors).length) throw invalid(errors)
    const passwordHash = await hashPassword(body.password)
    const customer = await shop.db.transaction(() => createAccount(shop.db, { ...body, passwordHash, lang }))
    if (!customer) throw invalid({ email: 'email.taken' })
    if (body.newsletter) {
      await shop.db.query(
        `insert into newsletter_subscriptions (email, lang, id_customer, unsubscribe_token_hash) values ($1, $2, $3, $4)
         on conflict (email) do update set id_customer = excluded.id_customer`,
        [customer.email, lang, customer.id_customer, sha256(newToken())],
      )
    }
    return { psdata: await signIn(shop, session, customer), message: 'Account created' }
  },
})

const resetPasswordEmail = call({
  name: 'resetPasswordEmail',
  answer: Type.Null(),
  writes: true,
  body: obj({ email: email() }, ['email']),
  async handler({ shop, body, req, lang }) {
    const limits = shop.config.throttle
    const address = normaliseEmail(body.email)
    await countAttempt(shop.db, `reset:ip:${req.ip}`, limits.resetPerIp, 3600)
    await countAttempt(shop.db, `reset:account:${address}`, limits.resetPerAccount, 3600)
    const customer = await findRegistered(shop.db, address)
    if (customer) {
      const token = newToken()
      await shop.db.query(
        `insert into password_resets (token_hash, id_customer, expires_at) values ($1, $2, now() + interval '${RESET_TTL_MINUTES} minutes')`,
        [sha256(token), customer.id_customer],
      )
      const url = absoluteUrl(shop.config, req, `/${lang}/reset-password?token=${encodeURIComponent(token)}`)
      await shop.mailer.send(passwordResetMail(shop.config.shopName, lang, customer.email, customer.firstname, url))
    }
    // The same answer whether or not the address has an account: nobody learns who is a customer.
    return { psdata: null, message: 'If an account exists for this email address, we have sent a link to reset the password.' }
  },
})

const resetPasswordEnter = call({
  name: 'resetPasswordEnter',
  answer: SignedIn,
  writes: true,
  body: obj({ token: str(128, 1), password: str(72), confirmation: str(72) }, ['token', 'password', 'confirmation']),
  async handler({ shop, session, body }) {
    const errors: FieldRefusals = {}
    const problem = passwordProblem(body.password)
    if (problem) errors.password = problem
    if (body.password !== body.confirmation) errors.confirmation = 'password.mismatch'
    if (Object.keys(errors).length) throw invalid(errors)
    const passwd = await hashPassword(body.password)
    const customer = await shop.db.transaction(async (tx) => {
      const [reset] = await tx.query<{ id_customer: number }>(
        `update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning id_customer`,
        [sha256(body.token)],
      )
      if (!reset) throw invalid({ token: 'reset.link_invalid' })
      // One reset ends every other outstanding link and every other session of the account.
      await tx.query('update password_resets set used_at = now() where id_customer = $1 and used_at is null', [reset.id_customer])
      await tx.query('delete from sessions where id_customer = $1 and id_session is distinct from $2', [reset.id_customer, session.id])
      const [row] = await tx.query<CustomerRow>('update customers set passwd = $2, date_upd = now() where id_customer = $1 returning *', [
        reset.id_customer,
        passwd,
      ])
      return row!
    })
    await clearHits(shop.db, `login:account:${customer.email}`)
    return { psdata: await signIn(shop, session, customer), message: 'Your password has been reset' }
  },
})

export const authCalls = [login, logout, register, resetPasswordEmail, resetPasswordEnter]
