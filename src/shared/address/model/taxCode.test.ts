// The SDI code; the Italian tax codes are in the case table shared with the API (vatCases.test.ts).
import { isValidSdiCode } from './taxCode'

describe('SDI code', () => {
  it('has seven letters or digits', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true)
    expect(isValidSdiCode('m5uxcr1')).toBe(true)
    expect(isValidSdiCode('M5UXCR')).toBe(false)
    expect(isValidSdiCode('M5UX-R1')).toBe(false)
  })
})
