// The address book: presenting, validating (per-country postcode and state rules, EU VAT numbers, the Italian
// e-invoice fields) and saving addresses. Every read and write is scoped to the owning customer.
import type { Queryable } from '../../db/client'
import { invalid, notFound, type FieldErrors } from '../../lib/apiError'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { countryList, type Country } from '../geo/countries'
import { parseVatNumber, taxCodeProblem, vatNumberProblem } from '../vat/vatNumber'

export interface AddressInput {
  alias?: string
  company?: string
  firstname: string
  lastname: string
  address1: string
  house_number?: string
  address2?: string
  postcode?: string
  city: string
  state?: string | null
  id_country?: number
  country_iso?: string
  phone?: string
  vat_number?: string
  tax_code?: string
  pec?: string
  sdi?: string
  address_type?: 'shipping' | 'billing'
  is_default?: boolean
}

export interface AddressRow {
  id_address: number
  id_customer: number
  alias: string
  company: string
  firstname: string
  lastname: string
  address1: string
  house_number: string
  address2: string
  postcode: string
  city: string
  state_iso: string | null
  id_country: number
  phone: string
  vat_number: string
  tax_code: string
  pec: string
  sdi: string
  address_type: 'shipping' | 'billing'
  is_default: boolean
}

export function presentAddress(a: AddressRow, countries: Country[]) {
  const country = countries.find((c) => c.id_country === a.id_country)
  const stateName = country?.states.find((s) => s.iso_code === a.state_iso)?.name ?? null
  const street = [a.address1, a.house_number].filter(Boolean).join(' ')
  const formatted = [
    [a.firstname, a.lastname].join(' '),
    a.company,
    street,
    a.address2,
    [a.postcode, a.city, a.state_iso].filter(Boolean).join(' '),
    country?.name,
  ].filter(Boolean)
  return {
    id_address: a.id_address,
    alias: a.alias,
    company: a.company,
    firstname: a.firstname,
    lastname: a.lastname,
    address1: a.address1,
    house_number: a.house_number,
    address2: a.address2,
    postcode: a.postcode,
    city: a.city,
    state: a.state_iso,
    state_name: stateName,
    id_country: a.id_country,
    country: country?.name ?? '',
    country_iso: country?.iso_code ?? '',
    phone: a.phone,
    vat_number: a.vat_number,
    tax_code: a.tax_code,
    pec: a.pec,
    sdi: a.sdi,
    address_type: a.address_type,
    is_default: a.is_default,
    formatted,
  }
}

const PHONE = /^\+?[0-9 ()./-]{6,20}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SDI = /^[A-Z0-9]{7}$/

/** Checks an address against its country's rules; returns the normalised values to store. */
export async function validateAddress(shop: Shop, lang: Lang, input: AddressInput) {
  const errors: FieldErrors = {}
  const countries = await countryList(shop, lang)
  const country = countries.find((c) => (input.id_country !== undefined ? c.id_country === input.id_country : c.iso_code === input.country_iso?.toUpperCase()))
  if (!country) {
    errors[input.id_country !== undefined ? 'id_country' : 'country_iso'] = 'Please choose a country.'
    throw invalid(errors)
  }
  const postcode = (input.postcode ?? '').trim().toUpperCase()
  if (country.zip_pattern) {
    if (!postcode) errors.postcode = 'Postcode is required.'
    else if (!new RegExp(country.zip_pattern).test(postcode)) errors.postcode = `Invalid postcode - should look like "${country.zip_example ?? ''}"`
  }
  const state = input.state ? input.state.toUpperCase() : null
  if (country.needs_state && !country.states.some((s) => s.iso_code === state)) errors.state = 'Please choose a state or province.'
  if (!country.needs_state && state && country.states.length && !country.states.some((s) => s.iso_code === state))
    errors.state = 'Please choose a state or province.'
  const phone = (input.phone ?? '').trim()
  if (phone && !PHONE.test(phone)) errors.phone = 'Please enter a valid phone number.'

  let vatNumber = (input.vat_number ?? '').trim()
  if (vatNumber && country.vat_prefix) {
    const problem = vatNumberProblem(vatNumber, country.vat_prefix)
    if (problem) errors.vat_number = problem
    else {
      const { prefix, number } = parseVatNumber(vatNumber, country.vat_prefix)
      vatNumber = `${prefix}${number}`
      if ((await shop.vat.check(prefix, number)) === 'invalid') errors.vat_number = 'This VAT number is not registered for intra-community trade (VIES).'
    }
  }
  const taxCode = (input.tax_code ?? '').trim().toUpperCase()
  if (taxCode && country.iso_code === 'IT') {
    const problem = taxCodeProblem(taxCode)
    if (problem) errors.tax_code = problem
  }
  const pec = (input.pec ?? '').trim().toLowerCase()
  if (pec && !EMAIL.test(pec)) errors.pec = 'Please enter a valid email address.'
  const sdi = (input.sdi ?? '').trim().toUpperCase()
  if (sdi && !SDI.test(sdi)) errors.sdi = 'The SDI code has 7 letters or digits.'

  const type = input.address_type ?? 'shipping'
  const company = (input.company ?? '').trim()
  // An Italian e-invoice (a business billing address) needs the VAT number, the tax code and a PEC or SDI code.
  if (type === 'billing' && country.iso_code === 'IT' && (company || vatNumber)) {
    if (!vatNumber) errors.vat_number ??= 'An Italian invoice needs a VAT number.'
    if (!taxCode) errors.tax_code ??= 'An Italian invoice needs a tax code.'
    if (!pec && !sdi) errors.sdi ??= 'An Italian invoice needs a PEC address or an SDI code.'
  }
  if (Object.keys(errors).length) throw invalid(errors)
  return {
    alias: (input.alias ?? '').trim() || 'Address',
    company,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    address1: input.address1.trim(),
    house_number: (input.house_number ?? '').trim(),
    address2: (input.address2 ?? '').trim(),
    postcode,
    city: input.city.trim(),
    state_iso: state,
    id_country: country.id_country,
    phone,
    vat_number: vatNumber,
    tax_code: taxCode,
    pec,
    sdi,
    address_type: type,
    is_default: !!input.is_default,
  }
}

export type AddressValues = Awaited<ReturnType<typeof validateAddress>>

const COLUMNS = [
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
] as const

async function clearOtherDefaults(db: Queryable, idCustomer: number, values: AddressValues, idAddress: number): Promise<void> {
  if (!values.is_default) return
  await db.query('update addresses set is_default = false where id_customer = $1 and address_type = $2 and id_address <> $3', [
    idCustomer,
    values.address_type,
    idAddress,
  ])
}

export async function insertAddress(db: Queryable, idCustomer: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.query<AddressRow>(
    `insert into addresses (id_customer, ${COLUMNS.join(', ')}) values ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) returning *`,
    [idCustomer, ...COLUMNS.map((c) => values[c])],
  )
  await clearOtherDefaults(db, idCustomer, values, row!.id_address)
  return row!
}

export async function updateAddressRow(db: Queryable, idCustomer: number, idAddress: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.query<AddressRow>(
    `update addresses set ${COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}, date_upd = now()
      where id_address = $1 and id_customer = $2 returning *`,
    [idAddress, idCustomer, ...COLUMNS.map((c) => values[c])],
  )
  if (!row) throw notFound('Address not found')
  await clearOtherDefaults(db, idCustomer, values, idAddress)
  return row
}

export async function ownedAddress(db: Queryable, idCustomer: number, idAddress: number): Promise<AddressRow> {
  const [row] = await db.query<AddressRow>('select * from addresses where id_address = $1 and id_customer = $2', [idAddress, idCustomer])
  if (!row) throw notFound('Address not found')
  return row
}

export async function customerAddresses(db: Queryable, idCustomer: number): Promise<AddressRow[]> {
  return db.query<AddressRow>('select * from addresses where id_customer = $1 order by is_default desc, id_address', [idCustomer])
}
