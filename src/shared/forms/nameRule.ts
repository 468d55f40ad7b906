// A person's first or last name: its labels and PrestaShop's rule, which the back end applies too (no digits and
// none of the symbols !<>,;?=+()@#"°{}_$%:¤|). Used by registration, the profile and every address. The message
// ids keep the account's prefix they were translated under.
import { defineMessages } from 'react-intl'
import { compose, rules, type Validator } from './rules'

export const nameMessages = defineMessages({
  firstName: { id: 'account.fields.firstName', defaultMessage: 'First name', description: 'Label of the first name field' },
  lastName: { id: 'account.fields.lastName', defaultMessage: 'Last name', description: 'Label of the last name field' },
  nameInvalid: {
    id: 'account.fields.nameInvalid',
    defaultMessage: '{field} cannot contain digits or symbols such as @, #, $ or %.',
    description: 'A first or last name with characters a name cannot have',
  },
})

const NAME_PATTERN = /^[^0-9!<>,;?=+()@#"°{}_$%:¤|]+$/u

export const nameRule: Validator = compose(rules.required(), (value) =>
  typeof value === 'string' && value.trim() !== '' && !NAME_PATTERN.test(value) ? { descriptor: nameMessages.nameInvalid } : undefined,
)
