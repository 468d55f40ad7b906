// Newsletter subscriptions: subscribing sends a welcome e-mail with a personal unsubscribe link; an account's
// newsletter flag follows its subscription.
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/client'
import { newToken, sha256 } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { absoluteUrl } from '../../lib/publicUrl'
import { newsletterMail } from '../../mail/templates'
import type { Shop } from '../../shop'

/** Returns false when the address was already subscribed (no second e-mail then). */
export async function subscribe(shop: Shop, req: FastifyRequest, lang: Lang, email: string, idCustomer: number | null): Promise<boolean> {
  const token = newToken()
  const [row] = await shop.db.query(
    `insert into newsletter_subscriptions (email, lang, id_customer, unsubscribe_token_hash) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning email`,
    [email, lang, idCustomer, sha256(token)],
  )
  await shop.db.query('update customers set newsletter = true where email = $1 and not is_guest', [email])
  if (!row) return false
  const url = absoluteUrl(shop.config, req, `/${lang}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
  await shop.mailer.send(newsletterMail(shop.config.shopName, lang, email, url))
  return true
}

/**
 * The subscription asked for with a new account (register): no welcome e-mail, and the account's newsletter flag
 * was set with it. An existing subscription of the address becomes the account's.
 */
export async function subscribeAtRegistration(db: Queryable, customer: { email: string; id_customer: number }, lang: Lang): Promise<void> {
  await db.query(
    `insert into newsletter_subscriptions (email, lang, id_customer, unsubscribe_token_hash) values ($1, $2, $3, $4)
     on conflict (email) do update set id_customer = excluded.id_customer`,
    [customer.email, lang, customer.id_customer, sha256(newToken())],
  )
}

export async function unsubscribeEmail(shop: Shop, email: string): Promise<boolean> {
  const rows = await shop.db.query('delete from newsletter_subscriptions where email = $1 returning email', [email])
  await shop.db.query('update customers set newsletter = false where email = $1 and not is_guest', [email])
  return rows.length > 0
}

export async function unsubscribeToken(shop: Shop, token: string): Promise<string | null> {
  const [row] = await shop.db.query<{ email: string }>('delete from newsletter_subscriptions where unsubscribe_token_hash = $1 returning email', [
    sha256(token),
  ])
  if (!row) return null
  await shop.db.query('update customers set newsletter = false where email = $1 and not is_guest', [row.email])
  return row.email
}
