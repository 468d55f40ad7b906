// The address domain: a saved address, the countries with their address rules (grouped by shipping zone), and
// the address form's values. Shared by the address book and the checkout.

export interface Country {
  id: number
  iso: string
  name: string
  isEu: boolean
  needsZip: boolean
  zipPattern: string | null
  zipExample: string | null
  needsState: boolean
  states: { iso: string; name: string }[]
  vatPrefix: string | null
}

/** A country as named lists need it (the shop's countries in bootstrap, a shipping destination). */
export type CountrySummary = Pick<Country, 'iso' | 'name' | 'isEu'>

export interface CountryGroup {
  id: string
  name: string
  countries: Country[]
}

export interface Countries {
  list: Country[]
  groups: CountryGroup[]
}

export type AddressType = 'shipping' | 'billing'

export interface Address {
  id: number
  alias: string
  company: string
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  address2: string
  postcode: string
  city: string
  stateIso: string | null
  countryId: number
  countryIso: string
  phone: string
  vatNumber: string
  taxCode: string
  pec: string
  sdi: string
  type: AddressType
  isDefault: boolean
  /** The address as printed on a label, one line each. */
  lines: string[]
}

/** The address form's values, named as the fields (and the request) name them. */
export type AddressFormValues = {
  alias: string
  company: string
  firstname: string
  lastname: string
  address1: string
  house_number: string
  address2: string
  postcode: string
  city: string
  state: string
  id_country: string
  phone: string
  vat_number: string
  tax_code: string
  pec: string
  sdi: string
  address_type: AddressType
  is_default: boolean
}
