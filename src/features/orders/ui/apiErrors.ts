// The messages of the orders' part of the API's contract, in the shopper's language: the `known` of the shared
// apiSubmissionErrors (@/shared/forms) for the return request. A message it does not know is shown as the API sent it.
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { apiErrorMessages, type KnownApiMessage } from '@/shared/forms'
import { returnMessages } from '../messages'

const KNOWN: [RegExp, MessageDescriptor, Record<string, number>][] = [
  [/^This order can no longer be returned/, returnMessages.window, { days: 14 }],
  [/^Too many attempts\. Please try again later\.$/, apiErrorMessages.throttled, {}],
  [/^Login required$/, apiErrorMessages.sessionExpired, {}],
]

/** The translation of a message of the orders' contract; undefined for a message this shop does not know. */
export const knownOrderMessage =
  (intl: IntlShape): KnownApiMessage =>
  (message) => {
    const known = KNOWN.find(([pattern]) => pattern.test(message))
    return known ? intl.formatMessage(known[1], known[2]) : undefined
  }
