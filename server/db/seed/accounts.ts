// Seeds customers with their addresses and the product reviews (by customers or by e-mail addresses that have no
// account here), then the products' rating averages.
import type { Queryable } from '../client'
import { hashPassword } from '../../lib/crypto'
import { refreshRatings } from '../../services/reviews/ratings'
import { insertRows } from './insert'
import type { SeedData } from './seedData'

// Password hashing is slow on purpose; the same demo passwords are hashed once per process (tests re-seed often).
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password))
  return hashes.get(password)!
}

/** "anna.rossi@example.com" → "Anna R." */
export function nameFromEmail(email: string): string {
  const [first = 'Customer', last = ''] = email.split('@')[0]!.split(/[._-]+/)
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  return last ? `${cap(first)} ${last.charAt(0).toUpperCase()}.` : cap(first)
}

export async function seedAccounts(db: Queryable, data: SeedData): Promise<Map<string, number>> {
  const countryIds = new Map(
    (await db.query<{ id_country: number; iso_code: string }>('select id_country, iso_code from countries')).map((r) => [r.iso_code, r.id_country]),
  )
  const ids = new Map<string, number>()
  for (const c of data.customers) {
    const [row] = await db.query<{ id_customer: number }>(
      `insert into customers (email, passwd, firstname, lastname, gender, lang, newsletter)
       values ($1, $2, $3, $4, $5, $6, $7) returning id_customer`,
      [c.email.toLowerCase(), await hashOnce(c.password), c.firstname, c.lastname, c.gender, c.lang, c.newsletter],
    )
    ids.set(c.email.toLowerCase(), row!.id_customer)
    await insertRows(
      db,
      'addresses',
      [
        'id_customer',
        'alias',
        'company',
        'firstname',
        'lastname',
        'address1',
        'house_number',
        'address2',
        'postcode',
        'city',
        'state_iso',
        'id_country',
        'phone',
        'vat_number',
        'tax_code',
        'pec',
        'sdi',
        'address_type',
        'is_default',
      ],
      c.addresses.map((a) => [
        row!.id_customer,
        a.alias,
        a.company ?? '',
        a.firstname,
        a.lastname,
        a.address1,
        a.houseNumber ?? '',
        a.address2 ?? '',
        a.postcode,
        a.city,
        a.stateIso ?? null,
        countryIds.get(a.countryIso),
        a.phone,
        a.vatNumber ?? '',
        a.taxCode ?? '',
        a.pec ?? '',
        a.sdi ?? '',
        a.type,
        a.isDefault,
      ]),
    )
    if (c.newsletter) {
      await db.query(`insert into newsletter_subscriptions (email, lang, id_customer, unsubscribe_token_hash) values ($1, $2, $3, md5(random()::text))`, [
        c.email.toLowerCase(),
        c.lang,
        row!.id_customer,
      ])
    }
  }

  const names = new Map(data.customers.map((c) => [c.email.toLowerCase(), `${c.firstname} ${c.lastname.charAt(0)}.`]))
  await insertRows(
    db,
    'reviews',
    ['id_product', 'id_customer', 'customer_name', 'title', 'content', 'lang', 'grade', 'criteria', 'date_add', 'date_upd'],
    data.reviews.map((r) => {
      const email = r.customerEmail.toLowerCase()
      return [
        r.productId,
        ids.get(email) ?? null,
        names.get(email) ?? nameFromEmail(email),
        r.title,
        r.content,
        r.lang,
        r.rating,
        JSON.stringify(r.criteria),
        r.dateAdd,
        r.dateAdd,
      ]
    }),
  )
  await refreshRatings(db)
  return ids
}
