// The password reset by e-mail link: the link is single use and lasts an hour; using it ends every other link
// and every other session of the account, and signs this one in. Requests are throttled per client address and
// per account, and answered alike whether or not the address has an account.
import type { FastifyRequest } from 'fastify'
import type { Session } from '../../http/session'
import { invalid, type FieldRefusals } from '../../lib/apiError'
import { hashPassword, newToken, sha256 } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { passwordProblem } from '../../lib/passwordPolicy'
import { absoluteUrl } from '../../lib/publicUrl'
import { passwordResetMail } from '../../mail/templates'
import type { Shop } from '../../shop'
import { clearHits, countAttempt } from '../throttle'
import { findRegistered, normaliseEmail, type CustomerRow } from './customers'
import { loginBucket, signIn } from './signIn'

const RESET_TTL_MINUTES = 60

/** Mails a reset link when the address has an account; nobody learns from the outcome whether it has. */
export async function sendPasswordReset(shop: Shop, req: FastifyRequest, lang: Lang, email: string): Promise<void> {
  const limits = shop.config.throttle
  const address = normaliseEmail(email)
  await countAttempt(shop.db, `reset:ip:${req.ip}`, limits.resetPerIp, 3600)
  await countAttempt(shop.db, `reset:account:${address}`, limits.resetPerAccount, 3600)
  const customer = await findRegistered(shop.db, address)
  if (customer) {
    const token = newToken()
    await shop.db.query(`insert into password_resets (token_hash, id_customer, expires_at) values ($1, $2, now() + interval '${RESET_TTL_MINUTES} minutes')`, [
      sha256(token),
      customer.id_customer,
    ])
    const url = absoluteUrl(shop.config, req, `/${lang}/reset-password?token=${encodeURIComponent(token)}`)
    await shop.mailer.send(passwordResetMail(shop.config.shopName, lang, customer.email, customer.firstname, url))
  }
}

/** Sets the new password with a link's token and signs the session in. */
export async function resetPassword(shop: Shop, session: Session, input: { token: string; password: string; confirmation: string }) {
  const errors: FieldRefusals = {}
  const problem = passwordProblem(input.password)
  if (problem) errors.password = problem
  if (input.password !== input.confirmation) errors.confirmation = 'password.mismatch'
  if (Object.keys(errors).length) throw invalid(errors)
  const passwd = await hashPassword(input.password)
  const customer = await shop.db.transaction(async (tx) => {
    const [reset] = await tx.query<{ id_customer: number }>(
      `update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning id_customer`,
      [sha256(input.token)],
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
  await clearHits(shop.db, loginBucket(customer.email))
  return signIn(shop, session, customer)
}
