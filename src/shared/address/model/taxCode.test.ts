import { isValidItalianTaxCode, isValidSdiCode } from './taxCode'

describe('Italian tax code (codice fiscale)', () => {
  it.each(['RSSMRA85T10A562S', 'MRTMTT91D08F205J', 'rssmra85t10a562s', 'RSSMRA85T10A562S '])('accepts a person’s code %j', (code) =>
    expect(isValidItalianTaxCode(code)).toBe(true),
  )

  it('accepts a company’s 11-digit code with a valid check digit', () => {
    expect(isValidItalianTaxCode('00743110157')).toBe(true)
    expect(isValidItalianTaxCode('00743110158')).toBe(false)
  })

  it.each(['RSSMRA85T10A562T', 'RSSMRA85T10A56', 'RSSMRA85Z10A562S', '1234567890123456'])('refuses %j', (code) => expect(isValidItalianTaxCode(code)).toBe(false))
})

describe('SDI code', () => {
  it('has seven letters or digits', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true)
    expect(isValidSdiCode('m5uxcr1')).toBe(true)
    expect(isValidSdiCode('M5UXCR')).toBe(false)
    expect(isValidSdiCode('M5UX-R1')).toBe(false)
  })
})
