// The address form's rules (spec §3, §5): required fields, the country's postcode and state rules, EU VAT numbers
// and the Italian e-invoice (a business billing address in Italy needs VAT number, tax code and PEC or SDI) —
// the same rules the back end applies (VAT numbers and the e-invoice's: @contract/vatNumbers, @contract/italianInvoice),
// so a refusal there is the exception.
import { compose, isEmpty, rules, type RuleMessage, type Validator } from '@/shared/forms'
import { addressRuleMessages as m } from '../messages'
import { isValidItalianTaxCode, isValidSdiCode, italianInvoiceRequired } from '@contract/italianInvoice'
import { isValidPhone } from '@contract/phone'
import { checkVatNumber } from '@contract/vatNumbers'
import type { AddressFormValues, Country } from './types'
import { zipProblem } from './zip'

type Values = Partial<AddressFormValues>
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const fail = (descriptor: RuleMessage['descriptor'], values?: RuleMessage['values']): RuleMessage => (values ? { descriptor, values } : { descriptor })

export function countryOf(countries: readonly Country[], all: object): Country | undefined {
  const id = Number((all as Values).id_country)
  return countries.find((c) => c.id === id)
}

/** A business billing address in Italy: the e-invoice fields become required. */
export function needsItalianInvoice(all: object, country: Country | undefined): boolean {
  const v = all as Values
  return italianInvoiceRequired({ countryIso: country?.iso, type: v.address_type, company: text(v.company), vatNumber: text(v.vat_number) })
}

export function addressRules(countries: readonly Country[]): Record<'country' | 'postcode' | 'state' | 'phone' | 'vat' | 'taxCode' | 'pec' | 'sdi', Validator> {
  const country = (all: object) => countryOf(countries, all)
  return {
    country: (value) => (countries.some((c) => String(c.id) === String(value)) ? undefined : fail(m.countryRequired)),
    postcode: (value, all) => {
      const c = country(all)
      const problem = c ? zipProblem(text(value), c) : undefined
      if (problem === 'required') return rules.required()(value, all)
      return problem === 'format' ? fail(m.zipFormat, { example: c?.zipExample ?? '' }) : undefined
    },
    state: (value, all) => {
      const c = country(all)
      return c?.needsState && !c.states.some((s) => s.iso === value) ? fail(m.stateRequired) : undefined
    },
    phone: (value) => (isEmpty(value) || isValidPhone(text(value)) ? undefined : fail(m.phone)),
    vat: (value, all) => {
      const c = country(all)
      if (isEmpty(value)) return needsItalianInvoice(all, c) ? fail(m.invoiceVat) : undefined
      if (!c?.vatPrefix) return undefined
      const result = checkVatNumber(text(value), c.vatPrefix)
      if (result.valid) return undefined
      if (result.problem === 'country') return fail(m.vatCountry)
      return result.problem === 'checksum' ? fail(m.vatChecksum) : fail(m.vatFormat, { example: result.example ?? '' })
    },
    taxCode: (value, all) => {
      const c = country(all)
      if (isEmpty(value)) return needsItalianInvoice(all, c) ? fail(m.invoiceTaxCode) : undefined
      return c?.iso === 'IT' && !isValidItalianTaxCode(text(value)) ? fail(m.taxCode) : undefined
    },
    pec: compose(rules.email()),
    sdi: (value, all) => {
      if (!isEmpty(value)) return isValidSdiCode(text(value)) ? undefined : fail(m.sdi)
      const v = all as Values
      return needsItalianInvoice(all, country(all)) && text(v.pec) === '' ? fail(m.invoicePecOrSdi) : undefined
    },
  }
}
