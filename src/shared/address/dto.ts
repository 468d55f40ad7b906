// Raw psdata of addresses and countries, as the reference API (server/routes/{account,geo,checkout}.ts) sends them.

export interface PsState {
  iso_code: string
  name: string
}

export interface PsCountry {
  id_country: number
  iso_code: string
  name: string
  is_eu: boolean
  zone: string
  needs_zip: boolean
  /** A regular expression for the upper-cased postcode. */
  zip_pattern: string | null
  zip_example: string | null
  needs_state: boolean
  states: PsState[]
  call_prefix: string
  vat_prefix: string | null
}

export interface PsCountries {
  countries: PsCountry[]
  groups: { id: string; name: string; countries: string[] }[]
}

export interface PsAddress {
  id_address: number
  alias: string
  company: string
  firstname: string
  lastname: string
  address1: string
  house_number: string
  address2: string
  postcode: string
  city: string
  /** State ISO code. */
  state: string | null
  state_name: string | null
  id_country: number
  country: string
  country_iso: string
  phone: string
  vat_number: string
  tax_code: string
  pec: string
  sdi: string
  address_type: 'shipping' | 'billing'
  is_default: boolean
  /** Lines ready to print. Orders placed before this field existed store addresses without it. */
  formatted?: string[]
}

/** An address as stored elsewhere (with an order): any of the fields, and a raw row's state ISO code. */
export type PsStoredAddress = Partial<PsAddress> & { state_iso?: string | null }

/** The payload of createAddress (and updateAddress with `id_address`, and the checkout's typed addresses). */
export interface PsAddressInput {
  alias: string
  company: string
  firstname: string
  lastname: string
  address1: string
  house_number: string
  address2: string
  postcode: string
  city: string
  state: string | null
  id_country: number
  phone: string
  vat_number: string
  tax_code: string
  pec: string
  sdi: string
  address_type: 'shipping' | 'billing'
  is_default: boolean
}
