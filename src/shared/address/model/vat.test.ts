import { checkEuVat, compactVat, hasEuVat, vatPrefixOf } from './vat'

describe('EU VAT numbers (spec §5: valid for intra-community use)', () => {
  it.each([
    ['IT', 'IT00743110157'],
    ['IT', '00743110157'],
    ['IT', 'it 007 431 101 57'],
    ['DE', 'DE136695976'],
    ['AT', 'ATU13585627'],
    ['FR', 'FR40303265045'],
    ['BE', 'BE0403019261'],
    ['NL', 'NL004495445B01'],
    ['NL', 'NL000099998B57'],
    ['PL', 'PL5260250274'],
    ['PT', 'PT501964843'],
    ['DK', 'DK13585628'],
    ['FI', 'FI20774740'],
    ['LU', 'LU15027442'],
    ['SK', 'SK2022749619'],
    ['GR', 'EL094259216'],
    ['SI', 'SI50223054'],
    ['HR', 'HR33392005961'],
    ['SE', 'SE556188840401'],
    ['ES', 'ESA12345674'],
  ])('accepts a valid number for %s: %s', (country, number) => expect(checkEuVat(number, country).valid).toBe(true))

  it('normalises to prefix + number', () => {
    expect(checkEuVat('007.431.101-57', 'IT')).toEqual({ valid: true, normalized: 'IT00743110157' })
    expect(compactVat(' de 136 695 976 ')).toBe('DE136695976')
  })

  it.each([
    ['IT', 'IT00743110158'],
    ['IT', 'IT00000001231'],
    ['DE', 'DE136695977'],
    ['AT', 'ATU13585626'],
    ['FR', 'FR41303265045'],
    ['BE', 'BE0403019262'],
    ['PL', 'PL5260250275'],
    ['NL', 'NL004495446B01'],
  ])('catches a typo (wrong check digit) for %s: %s', (country, number) => expect(checkEuVat(number, country)).toMatchObject({ valid: false, problem: 'checksum' }))

  it.each([
    ['IT', 'IT0074311015'],
    ['IT', 'IT0074311015X'],
    ['DE', 'DE12345678'],
    ['AT', 'AT13585627'],
    ['NL', 'NL004495445C01'],
  ])('refuses the wrong format for %s: %s, with an example', (country, number) =>
    expect(checkEuVat(number, country)).toMatchObject({ valid: false, problem: 'format', example: expect.stringMatching(/^[A-Z]{2}/) }),
  )

  it('refuses a number of another member state than the address’s', () => {
    expect(checkEuVat('DE136695976', 'IT')).toMatchObject({ valid: false, problem: 'country' })
  })

  it('knows which countries have EU VAT numbers (Greece as EL)', () => {
    expect(vatPrefixOf('GR')).toBe('EL')
    expect(hasEuVat('IT')).toBe(true)
    expect(hasEuVat('GR')).toBe(true)
    expect(hasEuVat('CH')).toBe(false)
    expect(checkEuVat('CHE123456789', 'CH')).toMatchObject({ valid: false, problem: 'country' })
  })
})
