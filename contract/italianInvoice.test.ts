// The SDI code and when an invoice is required; the tax codes are in the case table both sides run
// (testdata/vatAndTaxCodeCases.json).
import { isValidSdiCode, italianInvoiceRequired } from './italianInvoice'

it('takes an SDI code of seven letters or digits', () => {
  expect(isValidSdiCode('M5UXCR1')).toBe(true)
  expect(isValidSdiCode(' m5uxcr1 ')).toBe(true)
  expect(isValidSdiCode('M5UXCR')).toBe(false)
  expect(isValidSdiCode('M5UX-R1')).toBe(false)
})

it('asks for an invoice for a business billing address in Italy only', () => {
  const business = { countryIso: 'IT', type: 'billing', company: 'Romano Srl', vatNumber: '' }
  expect(italianInvoiceRequired(business)).toBe(true)
  expect(italianInvoiceRequired({ ...business, company: ' ', vatNumber: 'IT00743110157' })).toBe(true)
  expect(italianInvoiceRequired({ ...business, company: ' ' })).toBe(false)
  expect(italianInvoiceRequired({ ...business, type: 'shipping' })).toBe(false)
  expect(italianInvoiceRequired({ ...business, countryIso: 'DE' })).toBe(false)
})
