// Which tax fields the address needs right now. A business billing address in Italy needs VAT number, tax code and
// a PEC address or an SDI code: while neither of the last two is filled both are required; once one is, the other
// is optional. Each value is subscribed on its own, so only the tax fields render again when one of them changes.
import { useField } from 'react-final-form'
import { needsItalianInvoice } from '../model/addressRules'
import type { AddressFormValues, Country } from '../model/types'

const useValue = (name: keyof AddressFormValues): string => String(useField(name, { subscription: { value: true } }).input.value ?? '').trim()

export function useInvoiceRequirement(country: Country | undefined) {
  const pec = useValue('pec')
  const sdi = useValue('sdi')
  const values = { address_type: useValue('address_type'), company: useValue('company'), vat_number: useValue('vat_number'), pec, sdi }
  const invoice = needsItalianInvoice(values, country)
  return { vat: invoice, taxCode: invoice, pec: invoice && sdi === '', sdi: invoice && pec === '' }
}
