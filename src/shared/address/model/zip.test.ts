import { zipProblem } from './zip'

const italy = { needsZip: true, zipPattern: '^\\d{5}$' }
const usa = { needsZip: true, zipPattern: '^\\d{5}(-\\d{4})?$' }
const switzerland = { needsZip: true, zipPattern: '^\\d{4}$' }
const uk = { needsZip: true, zipPattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$' }
const noPostcodes = { needsZip: false, zipPattern: null }

describe('postcodes per country (the back end’s pattern)', () => {
  it.each([
    [italy, '20121'],
    [usa, '10001'],
    [usa, '10001-1234'],
    [switzerland, '8001'],
    [uk, 'sw1a 1aa'],
    [uk, ' SW1A  1AA '],
  ])('accepts %j %j', (country, zip) => expect(zipProblem(zip, country)).toBeUndefined())

  it.each([
    [italy, '2012'],
    [italy, '201211'],
    [switzerland, '80011'],
    [usa, '1000A'],
    [uk, '12345'],
  ])('refuses %j %j', (country, zip) => expect(zipProblem(zip, country)).toBe('format'))

  it('requires one where the country has postcodes', () => {
    expect(zipProblem('  ', italy)).toBe('required')
    expect(zipProblem('', noPostcodes)).toBeUndefined()
  })

  it('leaves a pattern it cannot compile to the back end', () => {
    expect(zipProblem('x', { needsZip: true, zipPattern: '(' })).toBeUndefined()
  })
})
