// Addresses and countries: the address psdata (address book, checkout, orders), the countries with their address
// rules, and the address a shopper types (createAddress, updateAddress, updateCheckoutAddress).
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { bool, id, nullable, obj, oneOf, str, text } from '../schema'
export type State = Static<typeof State>
export const State = Type.Object({
  iso_code: Type.String(),
  name: Type.String(),
})

export type Country = Static<typeof Country>
export const Country = Type.Object({
  id_country: Type.Number(),
  iso_code: Type.String(),
  name: Type.String(),
  is_eu: Type.Boolean(),
  zone: Type.String(),
  needs_zip: Type.Boolean(),
  zip_pattern: Type.Union([Type.String(), Type.Null()]),
  zip_example: Type.Union([Type.String(), Type.Null()]),
  needs_state: Type.Boolean(),
  states: Type.Array(State),
  call_prefix: Type.String(),
  vat_prefix: Type.Union([Type.String(), Type.Null()]),
})

export type Countries = Static<typeof Countries>
export const Countries = Type.Object({
  countries: Type.Array(Country),
  groups: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      countries: Type.Array(Type.String()),
    }),
  ),
})

export type Address = Static<typeof Address>
export const Address = Type.Object({
  id_address: Type.Number(),
  alias: Type.String(),
  company: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  address1: Type.String(),
  house_number: Type.String(),
  address2: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
  state: Type.Union([Type.String(), Type.Null()]),
  state_name: Type.Union([Type.String(), Type.Null()]),
  id_country: Type.Number(),
  country: Type.String(),
  country_iso: Type.String(),
  phone: Type.String(),
  vat_number: Type.String(),
  tax_code: Type.String(),
  pec: Type.String(),
  sdi: Type.String(),
  address_type: Type.Union([Type.Literal('shipping'), Type.Literal('billing')]),
  is_default: Type.Boolean(),
  formatted: Type.Optional(Type.Array(Type.String())),
})

export type StoredAddress = Static<typeof StoredAddress>
export const StoredAddress = Type.Intersect([
  Type.Partial(Address),
  Type.Object({
    state_iso: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
])

/** getAddresses: the customer's address book. */
export const Addresses = Type.Array(Address)

/** removeAddress. */
export const AddressRemoved = Type.Object({ id_address: Type.Number(), deleted: Type.Literal(true) })

/** The fields of an address a shopper types (createAddress, updateAddress, the checkout's typed addresses). */
export const addressFields = {
  alias: str(32),
  company: str(64),
  firstname: text(64),
  lastname: text(64),
  address1: text(128),
  house_number: str(16),
  address2: str(128),
  postcode: str(12),
  city: text(64),
  state: nullable(str(8)),
  id_country: id(),
  country_iso: str(2, 2, { pattern: '^[A-Za-z]{2}$' }),
  phone: str(32),
  vat_number: str(32),
  tax_code: str(16),
  pec: str(255),
  sdi: str(7),
  address_type: oneOf(['shipping', 'billing']),
  is_default: bool(),
}

export const ADDRESS_REQUIRED = ['firstname', 'lastname', 'address1', 'city'] as const

/** The payload of createAddress (and, inline, of updateCheckoutAddress). */
export type AddressInput = Static<typeof AddressInput>
export const AddressInput = obj(addressFields, ADDRESS_REQUIRED)
