// The customer's own data (login required): profile, password, newsletter preferences and the address book.
// Someone else's address answers 404, exactly like one that does not exist.
import { Customer, CustomerUpdate } from '@contract/api/account'
import { Address, ADDRESS_REQUIRED, Addresses, addressFields, AddressInput, AddressRemoved } from '@contract/api/address'
import { call } from '../http/calls'
import { id, obj } from '@contract/schema'
import { addAddress, changeAddress, deleteAddress } from '../services/account/addressBook'
import { customerAddresses, presentAddress } from '../services/account/addresses'
import { findCustomer, presentCustomer } from '../services/account/customers'
import { updateProfile } from '../services/account/profile'
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
    const fresh = await updateProfile(shop, req, lang, session, body)
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
    const row = await addAddress(shop, lang, session.requireCustomer().id_customer, body)
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
    const { id_address, ...input } = body
    const row = await changeAddress(shop, lang, session.requireCustomer().id_customer, id_address, input)
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
    await deleteAddress(shop.db, session.requireCustomer().id_customer, body.id_address)
    return { psdata: { id_address: body.id_address, deleted: true }, message: 'Address deleted' }
  },
})

export const accountCalls = [getCustomer, updateCustomer, getAddresses, createAddress, updateAddress, removeAddress]
