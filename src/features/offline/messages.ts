// Texts of the offline page and of the new-version notice.
import { defineMessages } from 'react-intl'

export const offlineMessages = defineMessages({
  title: { id: 'offline.title', defaultMessage: 'You are offline', description: 'Heading of the offline page' },
  text: {
    id: 'offline.text',
    defaultMessage: 'This page could not be loaded because there is no connection. Your bag and account are safe on our side; nothing was changed.',
    description: 'What happened, on the offline page',
  },
  retry: { id: 'offline.retry', defaultMessage: 'Try again', description: 'Loads the page that failed again' },
  viewedTitle: { id: 'offline.viewed.title', defaultMessage: 'Pages you can still open', description: 'Heading of the list of pages kept for offline use' },
  viewedNone: { id: 'offline.viewed.none', defaultMessage: 'No pages are kept on this device yet.', description: 'No page is kept for offline use' },
  updateText: { id: 'offline.update.text', defaultMessage: 'A new version of the shop is available.', description: 'A new version was deployed' },
  updateReload: { id: 'offline.update.reload', defaultMessage: 'Reload', description: 'Loads the new version' },
  updateLater: { id: 'offline.update.later', defaultMessage: 'Later', description: 'Keeps the current version for now' },
})
