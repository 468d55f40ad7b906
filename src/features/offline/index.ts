/** Offline and updates: the offline page's view (pages kept on this device) and the new-version notice with its
 * slice; the service worker itself is the app's (app/offline). */
export { OfflineView } from './ui/OfflineView'
export { UpdatePrompt } from './ui/UpdatePrompt'
export { updateSlice, updateAvailable, updateAccepted, updateDismissed, selectUpdateAccepted } from './model/updateSlice'
export { offlineMessages } from './messages'
