import { createIntl } from 'react-intl'
import { formatFieldError } from './formatRuleMessage'
import { nameRule } from './nameRule'

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })

describe('a person’s name (registration, profile, addresses)', () => {
  it.each(['Giulia', 'Anne-Marie', "O'Neill", 'José Luis', 'Zoë', 'St. John'])('accepts the name %j', (name) => expect(nameRule(name, {})).toBeUndefined())

  it.each(['R2D2', 'Ann@', 'Bob_', 'Eve%', 'A<b>'])('refuses the name %j (PrestaShop’s rule, as the back end)', (name) =>
    expect(formatFieldError(intl, nameRule(name, {}), 'First name')).toBe('First name cannot contain digits or symbols such as @, #, $ or %.'),
  )

  it('requires a name', () => expect(formatFieldError(intl, nameRule(' ', {}), 'Last name')).toBe('Last name is required.'))
})
