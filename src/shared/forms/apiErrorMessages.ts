// Sentences for failed calls that are not a field's: the shop could not be reached, too many attempts, the session
// ended. Shared by every form that lands the API's errors (apiSubmissionErrors).
import { defineMessages } from 'react-intl'

export const apiErrorMessages = defineMessages({
  network: {
    id: 'forms.api.network',
    defaultMessage: 'Network Error. Please check your connection and try again.',
    description: 'A form could not reach the shop (no connection, timeout)',
  },
  throttled: {
    id: 'forms.api.throttled',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
    description: 'The shop answered 429 to a form',
  },
  sessionExpired: {
    id: 'forms.api.sessionExpired',
    defaultMessage: 'Your session has ended. Please sign in again.',
    description: 'A form’s call needs a signed-in customer and answered 401',
  },
  generic: {
    id: 'forms.api.generic',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'A form’s call failed for a reason the shop does not know how to word',
  },
})
