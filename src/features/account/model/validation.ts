// Rules of the customer's own fields. Names follow PrestaShop's rule, which the back end applies too: no digits
// and none of the symbols !<>,;?=+()@#"°{}_$%:¤|.
import { compose, rules, type Validator } from '@/shared/forms'
import { fieldMessages } from '../messages/auth'

const NAME_PATTERN = /^[^0-9!<>,;?=+()@#"°{}_$%:¤|]+$/u

export const nameRule: Validator = compose(rules.required(), (value) =>
  typeof value === 'string' && value.trim() !== '' && !NAME_PATTERN.test(value) ? { descriptor: fieldMessages.nameInvalid } : undefined,
)

