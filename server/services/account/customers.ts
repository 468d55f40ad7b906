// Customer accounts: lookup, the customer psdata, creating (or turning a guest into) an account.
import type { Queryable } from '../../db/client'
import { hashPassword, needsRehash } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'

export interface CustomerRow {
  id_customer: number
  email: string
  passwd: string | null
  is_guest: boolean
  firstname: string
  lastname: string
  gender: 'm' | 'f' | null
  birthday: string | null
  newsletter: boolean
  newsletter_sections: string[]
  order_notifications: boolean
  commercial_consent: boolean
  lang: Lang
  date_add: Date
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Letters (any script), spaces, apostrophes, hyphens and dots: PrestaShop's rule for names. */
export const NAME_PATTERN = /^[^0-9!<>,;?=+()@#"°{}_$%:¤|]+$/u

export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerRow>('select * from customers where id_customer = $1', [id])
  return row ?? null
}

export async function findRegistered(db: Queryable, email: string): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerRow>('select * from customers where email = $1 and not is_guest', [normaliseEmail(email)])
  return row ?? null
}

/**
 * Replaces a hash made with older parameters by one made with today's, now that the password is known (a sign-in
 * that just verified it). Only if the hash is still the one verified: a password changed meanwhile is kept.
 */
export async function upgradePasswordHash(db: Queryable, customer: CustomerRow, password: string): Promise<void> {
  if (!customer.passwd || !needsRehash(customer.passwd)) return
  await db.query('update customers set passwd = $1 where id_customer = $2 and passwd = $3', [
    await hashPassword(password),
    customer.id_customer,
    customer.passwd,
  ])
}

export function presentCustomer(c: CustomerRow) {
  return {
    id_customer: c.id_customer,
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    gender: c.gender,
    birthday: c.birthday,
    newsletter: c.newsletter,
    newsletter_sections: c.newsletter_sections,
    order_notifications: c.order_notifications,
    commercial_consent: c.commercial_consent,
    lang: c.lang,
    is_guest: c.is_guest,
    date_add: new Date(c.date_add).toISOString(),
  }
}

export interface NewAccount {
  email: string
  /** Hashed before the (locking) transaction that creates the account. */
  passwordHash: string
  firstname: string
  lastname: string
  gender?: 'm' | 'f' | null
  birthday?: string | null
  newsletter?: boolean
  newsletter_sections?: string[]
  order_notifications?: boolean
  commercial_consent?: boolean
  lang: Lang
}

/**
 * Creates the account, or upgrades the guest record of an earlier guest checkout with the same e-mail (so the
 * guest's orders appear in the new account). Returns null when a registered account already has the e-mail.
 */
export async function createAccount(db: Queryable, input: NewAccount): Promise<CustomerRow | null> {
  const email = normaliseEmail(input.email)
  if (await findRegistered(db, email)) return null
  const values = [
    email,
    input.passwordHash,
    input.firstname.trim(),
    input.lastname.trim(),
    input.gender ?? null,
    input.birthday ?? null,
    !!input.newsletter,
    JSON.stringify(input.newsletter_sections ?? []),
    input.order_notifications ?? true,
    !!input.commercial_consent,
    input.lang,
  ]
  const [guest] = await db.query<{ id_customer: number }>('select id_customer from customers where email = $1 and is_guest order by id_customer desc limit 1', [
    email,
  ])
  if (guest) {
    const [row] = await db.query<CustomerRow>(
      `update customers set email = $1, passwd = $2, firstname = $3, lastname = $4, gender = $5, birthday = $6, newsletter = $7,
              newsletter_sections = $8::jsonb, order_notifications = $9, commercial_consent = $10, lang = $11, is_guest = false,
              date_upd = now()
        where id_customer = $12 returning *`,
      [...values, guest.id_customer],
    )
    // Orders of the other guest records with this e-mail move into the account too.
    await db.query(`update orders set id_customer = $1 where id_customer in (select id_customer from customers where email = $2 and is_guest)`, [
      guest.id_customer,
      email,
    ])
    return row!
  }
  const [row] = await db.query<CustomerRow>(
    `insert into customers (email, passwd, firstname, lastname, gender, birthday, newsletter, newsletter_sections, order_notifications,
            commercial_consent, lang)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) returning *`,
    values,
  )
  return row!
}
