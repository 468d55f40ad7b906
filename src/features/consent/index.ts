/** Cookie consent: the banner and settings (mounted once per page), the footer link that reopens them, the slice,
 * and the one selector features ask whether a category is granted. */
export { Consent } from './ui/Consent'
export { ConsentSettingsLink } from './ui/ConsentSettingsLink'
export {
  consentSlice,
  consentDecided,
  consentSettingsOpened,
  consentSettingsClosed,
  type ConsentChoice,
  type ConsentRecord,
  type ConsentState,
} from './model/consentSlice'
export { selectConsentGranted, selectConsentDue, selectConsentRestored } from './model/selectors'
export { consentMessages } from './messages'
