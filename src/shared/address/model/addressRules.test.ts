import { createIntl } from 'react-intl'
import { formatFieldError, type Validator } from '@/shared/forms'
import { mapCountries } from '../map'
import { countriesFixture } from '../mocks/fixtures'
import { addressRules, needsItalianInvoice } from './addressRules'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const countries = mapCountries(countriesFixture).list
const rules = addressRules(countries)
const IT = '1'
const DE = '2'
const CH = '3'
const US = '4'
const say = (validator: Validator, value: unknown, all: object, field = 'Field') => formatFieldError(intl, validator(value, all), field)

describe('address rules per field (spec §3, §5)', () => {
  it('needs a country', () => {
    expect(say(rules.country, '', {})).toBe('Please choose a country.')
    expect(rules.country(IT, {})).toBeUndefined()
  })

  it.each([
    [IT, '20121', undefined],
    [IT, '2012', 'Zip code must look like 00184.'],
    [DE, '10115', undefined],
    [CH, '8001', undefined],
    [CH, '80011', 'Zip code must look like 8001.'],
    [US, '10001-1234', undefined],
    [IT, '', 'Zip code is required.'],
  ])('zip code for country %s: %j', (country, zip, message) => expect(say(rules.postcode, zip, { id_country: country }, 'Zip code')).toBe(message))

  it('needs a state where the country has states', () => {
    expect(say(rules.state, '', { id_country: US })).toBe('Please choose a state or province.')
    expect(say(rules.state, 'TX', { id_country: US })).toBe('Please choose a state or province.')
    expect(rules.state('NY', { id_country: US })).toBeUndefined()
    expect(rules.state('', { id_country: DE })).toBeUndefined()
  })

  it('checks phone numbers loosely, and only when given', () => {
    expect(rules.phone('', {})).toBeUndefined()
    expect(rules.phone('+39 02 123-4567', {})).toBeUndefined()
    expect(say(rules.phone, 'call me', {})).toBe('Please enter a valid phone number.')
  })

  it('checks the VAT number of EU addresses: format, check digit and country', () => {
    expect(rules.vat('IT00743110157', { id_country: IT })).toBeUndefined()
    expect(say(rules.vat, 'IT00743110158', { id_country: IT })).toBe('This VAT number does not exist. Please check it for typos.')
    expect(say(rules.vat, 'IT123', { id_country: IT })).toBe('This is not a valid EU VAT number (for example IT00743110157).')
    expect(say(rules.vat, 'DE136695976', { id_country: IT })).toBe('The VAT number must belong to the country of the address.')
    expect(rules.vat('anything', { id_country: CH })).toBeUndefined()
  })

  it('checks the Italian tax code and SDI code', () => {
    expect(rules.taxCode('RSSMRA85T10A562S', { id_country: IT })).toBeUndefined()
    expect(say(rules.taxCode, 'RSSMRA85T10A562X', { id_country: IT })).toBe('Please enter a valid tax code.')
    expect(say(rules.sdi, 'ABC', { id_country: IT })).toBe('The SDI code has 7 letters or digits.')
    expect(say(rules.pec, 'not-an-email', { id_country: IT })).toBe('Please enter a valid email address.')
  })

  describe('the Italian e-invoice of a business billing address', () => {
    const business = { id_country: IT, address_type: 'billing', company: 'Romano Srl', vat_number: '', tax_code: '', pec: '', sdi: '' }

    it('applies to Italian billing addresses of a company or with a VAT number only', () => {
      expect(needsItalianInvoice(business, countries[0])).toBe(true)
      expect(needsItalianInvoice({ ...business, address_type: 'shipping' }, countries[0])).toBe(false)
      expect(needsItalianInvoice({ ...business, company: '' }, countries[0])).toBe(false)
      expect(needsItalianInvoice({ ...business, id_country: DE }, countries[1])).toBe(false)
    })

    it('needs VAT number, tax code and a PEC address or an SDI code', () => {
      expect(say(rules.vat, '', business)).toBe('An Italian invoice needs a VAT number.')
      expect(say(rules.taxCode, '', business)).toBe('An Italian invoice needs a tax code.')
      expect(say(rules.sdi, '', business)).toBe('An Italian invoice needs a PEC address or an SDI code.')
      expect(rules.sdi('', { ...business, pec: 'romano@pec.it' })).toBeUndefined()
      expect(rules.sdi('M5UXCR1', business)).toBeUndefined()
    })
  })
})
