import { defineMessages } from 'react-intl'

export const contentMessages = defineMessages({
  loadFailed: { id: 'content.page.loadFailed', defaultMessage: 'This page could not be loaded. Please try again.', description: 'A CMS page failed to load' },
})
