// The customer changes their own profile (updateCustomer): names, e-mail, password, newsletter and notification
// choices. Changing the e-mail or the password asks for the current password; a new password signs the account
// out everywhere else; a new e-mail carries the newsletter subscription along.
import type { FastifyRequest } from 'fastify'
import type { CustomerUpdate } from '@contract/api/account'
import type { Session } from '../../http/session'
import { invalid, type FieldRefusals } from '../../lib/apiError'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import type { Lang } from '../../lib/lang'
import { passwordProblem } from '../../lib/passwordPolicy'
import { fieldRefusal } from '../../lib/validationErrors'
import type { Shop } from '../../shop'
import { findCustomer, findRegistered, NAME_PATTERN, normaliseEmail, type CustomerRow } from './customers'
import { subscribe, unsubscribeEmail } from './newsletter'

/** Applies the changes to the session's customer (absent fields stay as they are); returns the customer as stored afterwards. */
export async function updateProfile(shop: Shop, req: FastifyRequest, lang: Lang, session: Session, changes: CustomerUpdate): Promise<CustomerRow> {
  const current = (await findCustomer(shop.db, session.requireCustomer().id_customer))!
  const newEmail = changes.email !== undefined ? normaliseEmail(changes.email) : current.email
  const sensitive = newEmail !== current.email || changes.new_password !== undefined
  if (sensitive && !changes.password)
    throw invalid({ password: { ...fieldRefusal('field.required', 'password'), message: 'Password is required' } }, 'password.wrong')
  if (changes.password !== undefined && !(await verifyPassword(changes.password, current.passwd))) {
    throw invalid({ password: 'password.wrong' }, 'password.wrong')
  }
  const errors: FieldRefusals = {}
  if (changes.firstname !== undefined && !NAME_PATTERN.test(changes.firstname)) errors.firstname = fieldRefusal('name.invalid', 'firstname')
  if (changes.lastname !== undefined && !NAME_PATTERN.test(changes.lastname)) errors.lastname = fieldRefusal('name.invalid', 'lastname')
  if (changes.new_password !== undefined) {
    const problem = passwordProblem(changes.new_password)
    if (problem) errors.new_password = problem
  }
  if (Object.keys(errors).length) throw invalid(errors, 'profile.invalid')
  if (newEmail !== current.email && (await findRegistered(shop.db, newEmail))) {
    throw invalid({ email: 'email.taken' })
  }
  const passwd = changes.new_password !== undefined ? await hashPassword(changes.new_password) : current.passwd
  const [updated] = await shop.db.query<CustomerRow>(
    `update customers set email = $2, firstname = $3, lastname = $4, gender = $5, birthday = $6, newsletter_sections = $7::jsonb,
            order_notifications = $8, commercial_consent = $9, passwd = $10, date_upd = now()
      where id_customer = $1 returning *`,
    [
      current.id_customer,
      newEmail,
      changes.firstname?.trim() ?? current.firstname,
      changes.lastname?.trim() ?? current.lastname,
      changes.gender !== undefined ? changes.gender : current.gender,
      changes.birthday !== undefined ? changes.birthday : current.birthday,
      JSON.stringify(changes.newsletter_sections ?? current.newsletter_sections),
      changes.order_notifications ?? current.order_notifications,
      changes.commercial_consent ?? current.commercial_consent,
      passwd,
    ],
  )
  if (changes.new_password !== undefined) {
    // A new password signs the account out everywhere else.
    await shop.db.query('delete from sessions where id_customer = $1 and id_session <> $2', [current.id_customer, session.id])
  }
  if (newEmail !== current.email) await shop.db.query('update newsletter_subscriptions set email = $2 where email = $1', [current.email, newEmail])
  if (changes.newsletter === true && !current.newsletter) await subscribe(shop, req, lang, newEmail, current.id_customer)
  if (changes.newsletter === false && current.newsletter) await unsubscribeEmail(shop, newEmail)
  return (await findCustomer(shop.db, updated!.id_customer))!
}
