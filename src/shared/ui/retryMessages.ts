// The retry alert's own text: every "could not be loaded" alert offers the same button.
import { defineMessages } from 'react-intl'

export const retryMessages = defineMessages({
  retry: { id: 'shared.retryAlert.retry', defaultMessage: 'Try again', description: 'Button loading again what could not be loaded' },
})
