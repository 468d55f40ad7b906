// The customer's own data (login required): profile, password, newsletter preferences and the address book.
// Someone else's address answers 404, exactly like one that does not exist.
import { Customer, CustomerUpdate } from '@contract/api/account'
import { Address, ADDRESS_REQUIRED, Addresses, addressFields, AddressInput, AddressRemoved } from '@contract/api/address'
import { call } from '../http/calls'
import { invalid, type FieldRefusals } from '../lib/apiError'
import { fieldRefusal } from '../lib/validationErrors'
import { hashPassword, verifyPassword } from '../lib/crypto'
import { passwordProblem } from '../lib/passwordPolicy'
import { id, obj } from '@contract/schema'
import { customerAddresses, insertAddress, ownedAddress, presentAddress, updateAddressRow, validateAddress } from '../services/account/addresses'
import { findCustomer, findRegistered, NAME_PATTERN, normaliseEmail, presentCustomer, type CustomerRow } from '../services/account/customers'
import { subscribe, unsubscribeEmail } from '../services/account/newsletter'
import { countryList } from '../services/geo/countries'

const getCustomer = call({
  name: 'getCustomer',
  answer: Customer,
  auth: true,
  async handler({ shop, session }) {
    const customer = await findCustomer(shop.db, session.requireCustomer().id_customer)
    return { psdata: presentCustomer(customer!) }
  },
})

const updateCustomer = call({
  name: 'updateCustomer',
  answer: Customer,
  auth: true,
  writes: true,
  body: CustomerUpdate,
  async handler({ shop, session, body, lang, req }) {
    const current = (await findCustomer(shop.db, session.requireCustomer().id_customer))!
    const newEmail = body.email !== undefined ? normaliseEmail(body.email) : current.email
    const sensitive = newEmail !== current.email || body.new_password !== undefined
    if (sensitive && !body.password)
      throw invalid({ password: { ...fieldRefusal('field.required', 'password'), message: 'Password is required' } }, 'password.wrong')
    if (body.password !== undefined && !(await verifyPassword(body.password, current.passwd))) {
      throw invalid({ password: 'password.wrong' }, 'password.wrong')
    }
    const errors: FieldRefusals = {}
    if (body.firstname !== undefined && !NAME_PATTERN.test(body.firstname)) errors.firstname = fieldRefusal('name.invalid', 'firstname')
    if (body.lastname !== undefined && !NAME_PATTERN.test(body.lastname)) errors.lastname = fieldRefusal('name.invalid', 'lastname')
    if (body.new_password !== undefined) {
      const problem = passwordProblem(body.new_password)
      if (problem) errors.new_password = problem
    }
    if (Object.keys(errors).length) throw invalid(errors, 'profile.invalid')
    if (newEmail !== current.email && (await findRegistered(shop.db, newEmail))) {
      throw invalid({ email: 'email.taken' })
    }
    const passwd = body.new_password !== undefined ? await hashPassword(body.new_password) : current.passwd
    const [updated] = await shop.db.query<CustomerRow>(
      `update customers set email = $2, firstname = $3, lastname = $4, gender = $5, birthday = $6, newsletter_sections = $7::jsonb,
              order_notifications = $8, commercial_consent = $9, passwd = $10, date_upd = now()
        where id_customer = $1 returning *`,
      [
        current.id_customer,
        newEmail,
        body.firstname?.trim() ?? current.firstname,
        body.lastname?.trim() ?? current.lastname,
        body.gender !== undefined ? body.gender : current.gender,
        body.birthday !== undefined ? body.birthday : current.birthday,
        JSON.stringify(body.newsletter_sections ?? current.newsletter_sections),
        body.order_notifications ?? current.order_notifications,
        body.commercial_consent ?? current.commercial_consent,
        passwd,
      ],
    )
    if (body.new_password !== undefined) {
      // A new password signs the account out everywhere else.
      await shop.db.query('delete from sessions where id_customer = $1 and id_session <> $2', [current.id_customer, session.id])
    }
    if (newEmail !== current.email) await shop.db.query('update newsletter_subscriptions set email = $2 where email = $1', [current.email, newEmail])
    if (body.newsletter === true && !current.newsletter) await subscribe(shop, req, lang, newEmail, current.id_customer)
    if (body.newsletter === false && current.newsletter) await unsubscribeEmail(shop, newEmail)
    const fresh = (await findCustomer(shop.db, updated!.id_customer))!
    return { psdata: presentCustomer(fresh), message: 'The user account data was successfully updated!' }
  },
})

const getAddresses = call({
  name: 'getAddresses',
  answer: Addresses,
  auth: true,
  async handler({ shop, session, lang }) {
    const countries = await countryList(shop, lang)
    const rows = await customerAddresses(shop.db, session.requireCustomer().id_customer)
    return { psdata: rows.map((a) => presentAddress(a, countries)) }
  },
})

const createAddress = call({
  name: 'createAddress',
  answer: Address,
  created: true,
  auth: true,
  writes: true,
  body: AddressInput,
  async handler({ shop, session, body, lang }) {
    const values = await validateAddress(shop, lang, body)
    const row = await shop.db.transaction(() => insertAddress(shop.db, session.requireCustomer().id_customer, values))
    return { psdata: presentAddress(row, await countryList(shop, lang)), message: 'Address saved' }
  },
})

const updateAddress = call({
  name: 'updateAddress',
  answer: Address,
  auth: true,
  writes: true,
  body: obj({ ...addressFields, id_address: id() }, ['id_address', ...ADDRESS_REQUIRED]),
  async handler({ shop, session, body, lang }) {
    const idCustomer = session.requireCustomer().id_customer
    await ownedAddress(shop.db, idCustomer, body.id_address)
    const { id_address, ...input } = body
    const values = await validateAddress(shop, lang, input)
    const row = await shop.db.transaction(() => updateAddressRow(shop.db, idCustomer, id_address, values))
    return { psdata: presentAddress(row, await countryList(shop, lang)), message: 'Success update customer address' }
  },
})

const removeAddress = call({
  name: 'removeAddress',
  answer: AddressRemoved,
  auth: true,
  writes: true,
  body: obj({ id_address: id() }, ['id_address']),
  async handler({ shop, session, body }) {
    const idCustomer = session.requireCustomer().id_customer
    await ownedAddress(shop.db, idCustomer, body.id_address)
    await shop.db.query('delete from addresses where id_address = $1 and id_customer = $2', [body.id_address, idCustomer])
    return { psdata: { id_address: body.id_address, deleted: true }, message: 'Address deleted' }
  },
})

export const accountCalls = [getCustomer, updateCustomer, getAddresses, createAddress, updateAddress, removeAddress]
