import { INSTALMENTS, instalmentAmount, instalmentsAvailable } from './shopRules'

it.each([
  [29.99, false],
  [INSTALMENTS.min, true],
  [INSTALMENTS.max, true],
  [2000.01, false],
])('offers instalments for a total of %s EUR: %s', (total, available) => expect(instalmentsAvailable(total)).toBe(available))

it('splits a payment in three parts rounded to the cent', () => {
  expect(instalmentAmount(90)).toBe(30)
  expect(instalmentAmount(100)).toBe(33.33)
  expect(instalmentAmount(50)).toBe(16.67)
})
