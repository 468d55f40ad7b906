import { isValidPhone } from './phone'

it.each([
  ['+39 02 1234 5678', true],
  ['(030) 123-45/67', true],
  [' 0212345 ', true],
  ['12345', false],
  ['+39 02 1234 5678 9012 34', false],
  ['02 1234 5678 ext. 9', false],
  ['+', false],
])('%s is a phone number: %s', (input, valid) => expect(isValidPhone(input)).toBe(valid))
