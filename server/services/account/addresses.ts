// The address book: presenting, validating (per-country postcode and state rules, EU VAT numbers, the Italian
// e-invoice fields) and saving addresses. Every read and write is scoped to the owning customer.
import { isValidSdiCode, italianInvoiceRequired } from '@contract/italianInvoice'
import { isValidPhone } from '@contract/phone'
import type { Queryable } from '../../db/client'
import { invalid, notFound, type FieldRefusals } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'
import { fieldRefusal } from '../../lib/validationErrors'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { countryList, type Country } from '../geo/countries'
import { checkVat, taxCodeProblem } from '../vat/vatNumber'

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks an address against its country's rules; returns the normalised values to store. */
export async function validateAddress(shop: Shop, lang: Lang, input: AddressInput) {
  const errors: FieldRefusals = {}
  const countries = await countryList(shop, lang)
  const country = countries.find((c) => (input.id_country !== undefined ? c.id_country === input.id_country : c.iso_code === input.country_iso?.toUpperCase()))
  if (!country) {
    errors[input.id_country !== undefined ? 'id_country' : 'country_iso'] = 'address.country_required'
    throw invalid(errors)
  }
  const postcode = (input.postcode ?? '').trim().toUpperCase()
  if (country.zip_pattern) {
    if (!postcode) errors.postcode = fieldRefusal('field.required', 'postcode')
    else if (!new RegExp(country.zip_pattern).test(postcode)) errors.postcode = refusal('address.postcode_invalid', { example: country.zip_example ?? '' })
  }
  const state = input.state ? input.state.toUpperCase() : null
  if (country.needs_state && !country.states.some((s) => s.iso_code === state)) errors.state = 'address.state_required'
  if (!country.needs_state && state && country.states.length && !country.states.some((s) => s.iso_code === state)) errors.state = 'address.state_required'
  const phone = (input.phone ?? '').trim()
  if (phone && !isValidPhone(phone)) errors.phone = 'address.phone_invalid'

  let vatNumber = (input.vat_number ?? '').trim()
  if (vatNumber && country.vat_prefix) {
    const vat = checkVat(vatNumber, country.vat_prefix)
    if (!vat.ok) errors.vat_number = vat.code
    else {
      vatNumber = `${vat.prefix}${vat.number}`
      if ((await shop.vat.check(vat.prefix, vat.number)) === 'invalid') errors.vat_number = 'vat.not_registered'
    }
  }
  const taxCode = (input.tax_code ?? '').trim().toUpperCase()
  if (taxCode && country.iso_code === 'IT') {
    const problem = taxCodeProblem(taxCode)
    if (problem) errors.tax_code = problem
  }
  const pec = (input.pec ?? '').trim().toLowerCase()
  if (pec && !EMAIL.test(pec)) errors.pec = 'field.email'
  const sdi = (input.sdi ?? '').trim().toUpperCase()
  if (sdi && !isValidSdiCode(sdi)) errors.sdi = 'sdi.invalid'

  const type = input.address_type ?? 'shipping'
  const company = (input.company ?? '').trim()
  // An Italian e-invoice (a business billing address) needs the VAT number, the tax code and a PEC or SDI code.
  if (italianInvoiceRequired({ countryIso: country.iso_code, type, company, vatNumber })) {
    if (!vatNumber) errors.vat_number ??= 'invoice.vat_required'
    if (!taxCode) errors.tax_code ??= 'invoice.tax_code_required'
    if (!pec && !sdi) errors.sdi ??= 'invoice.pec_or_sdi_required'
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
  if (!row) throw notFound('address.not_found')
  await clearOtherDefaults(db, idCustomer, values, idAddress)
  return row
}

export async function ownedAddress(db: Queryable, idCustomer: number, idAddress: number): Promise<AddressRow> {
  const [row] = await db.query<AddressRow>('select * from addresses where id_address = $1 and id_customer = $2', [idAddress, idCustomer])
  if (!row) throw notFound('address.not_found')
  return row
}

export async function customerAddresses(db: Queryable, idCustomer: number): Promise<AddressRow[]> {
  return db.query<AddressRow>('select * from addresses where id_customer = $1 order by is_default desc, id_address', [idCustomer])
}
