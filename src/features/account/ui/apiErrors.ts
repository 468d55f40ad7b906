// The messages of the API's contract that the account pages know, in the shopper's language: the `known` of the
// shared apiSubmissionErrors / apiErrorText (@/shared/forms), which land them on the form and word the failures that
// are not a field's. The address book's messages are the shared address rules' (addressApiMessage); a message known
// to neither is shown as the API sent it.
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { addressApiMessage } from '@/shared/address'
import { apiErrorMessages, passwordMessages, ruleMessages, type KnownApiMessage } from '@/shared/forms'
import { fieldMessages, loginMessages } from '../messages/auth'
import { passwordChangeMessages, profileMessages } from '../messages/profile'

type Known = [RegExp, MessageDescriptor, (match: RegExpExecArray) => Record<string, string | number>]
const exact = (text: string, descriptor: MessageDescriptor): Known => [new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), descriptor, () => ({})]

const KNOWN: Known[] = [
  exact('Authentication failed', loginMessages.failed),
  exact('Invalid Password', passwordChangeMessages.invalidPassword),
  exact('Password is required', passwordMessages.required),
  exact('Passwords do not match', passwordMessages.mismatch),
  exact('An account already exists with this email address.', fieldMessages.emailTaken),
  exact('Could not update user! check password or lastname, firstname format.', profileMessages.updateFailed),
  exact('Please enter a valid email address.', ruleMessages.email),
  exact('Too many attempts. Please try again later.', apiErrorMessages.throttled),
  exact('Login required', apiErrorMessages.sessionExpired),
]

/** The translation of a message of the account's contract; undefined for a message this shop does not know. */
export const knownAccountMessage =
  (intl: IntlShape): KnownApiMessage =>
  (message) => {
    for (const [pattern, descriptor, values] of KNOWN) {
      const match = pattern.exec(message)
      if (match) return intl.formatMessage(descriptor, values(match))
    }
    return addressApiMessage(intl, message)
  }
