import { createIntl } from 'react-intl'
import { emailRule, formatFieldError, passwordRule, repeatPasswordRule } from '@/shared/forms'
import { nameRule } from './validation'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })

describe('the customer’s fields', () => {
  it.each(['Giulia', 'Anne-Marie', "O'Neill", 'José Luis', 'Zoë', 'St. John'])('accepts the name %j', (name) => expect(nameRule(name, {})).toBeUndefined())

  it.each(['R2D2', 'Ann@', 'Bob_', 'Eve%', 'A<b>'])('refuses the name %j (PrestaShop’s rule, as the back end)', (name) =>
    expect(formatFieldError(intl, nameRule(name, {}), 'First name')).toBe('First name cannot contain digits or symbols such as @, #, $ or %.'),
  )

  it('requires a name and a valid e-mail', () => {
    expect(formatFieldError(intl, nameRule(' ', {}), 'Last name')).toBe('Last name is required.')
    expect(formatFieldError(intl, emailRule('', {}), 'Email')).toBe('Email is required.')
    expect(formatFieldError(intl, emailRule('giulia@', {}), 'Email')).toBe('Please enter a valid email address.')
    expect(emailRule('giulia@example.com', {})).toBeUndefined()
  })

  it('uses the password rule and repeat rule of spec §5 for new passwords', () => {
    expect(formatFieldError(intl, passwordRule('', {}), 'Password')).toBe('Password is required')
    expect(formatFieldError(intl, passwordRule('secret', {}), 'Password')).toBe(
      'Password must meet the following requirements: at least 8 characters, an uppercase letter, a digit, and a special character',
    )
    expect(formatFieldError(intl, repeatPasswordRule('new_password')('Abcdef1!', { new_password: 'Abcdef1?' }), 'Repeat')).toBe('Passwords do not match')
  })
})
