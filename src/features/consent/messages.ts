// Texts of the cookie consent: the banner of a first visit, the settings dialog and the footer link that reopens it.
import { defineMessages } from 'react-intl'

export const consentMessages = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'Your privacy', description: 'Heading of the cookie consent banner' },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage:
      'We use the cookies the shop needs to work. With your consent, we also remember your preferences, measure visits to improve the shop and show you relevant offers.',
    description: 'What the banner asks consent for (short: the banner must not hide the page on a phone)',
  },
  privacyLink: { id: 'consent.privacyLink', defaultMessage: 'Privacy policy', description: 'Link to the privacy content page' },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all', description: 'Consents to every category' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Reject all', description: 'Consents to no optional category' },
  customise: { id: 'consent.customise', defaultMessage: 'Customise', description: 'Opens the settings to choose category by category' },
  settingsTitle: { id: 'consent.settings.title', defaultMessage: 'Cookie settings', description: 'Title of the consent settings dialog' },
  settingsIntro: {
    id: 'consent.settings.intro',
    defaultMessage: 'Choose what we may store in your browser. You can change your choice at any time from “Cookie settings” at the bottom of every page.',
    description: 'Introduction of the settings dialog',
  },
  save: { id: 'consent.settings.save', defaultMessage: 'Save my choices', description: 'Saves the categories as switched' },
  close: { id: 'consent.settings.close', defaultMessage: 'Close', description: 'Closes the settings without saving' },
  alwaysOn: { id: 'consent.settings.alwaysOn', defaultMessage: 'Always on', description: 'State of the necessary category, which cannot be switched off' },
  necessary: { id: 'consent.category.necessary', defaultMessage: 'Necessary', description: 'Name of the necessary category' },
  necessaryText: {
    id: 'consent.category.necessary.text',
    defaultMessage: 'Keep the shop working: your bag, sign-in, language and security.',
    description: 'What necessary cookies do',
  },
  preferences: { id: 'consent.category.preferences', defaultMessage: 'Preferences', description: 'Name of the preferences category' },
  preferencesText: {
    id: 'consent.category.preferences.text',
    defaultMessage: 'Remember your choices, such as how product lists are shown.',
    description: 'What preference storage does',
  },
  statistics: { id: 'consent.category.statistics', defaultMessage: 'Statistics', description: 'Name of the statistics category' },
  statisticsText: {
    id: 'consent.category.statistics.text',
    defaultMessage: 'Count visits and see how the shop is used, so that we can improve it.',
    description: 'What statistics cookies do',
  },
  marketing: { id: 'consent.category.marketing', defaultMessage: 'Marketing', description: 'Name of the marketing category' },
  marketingText: {
    id: 'consent.category.marketing.text',
    defaultMessage: 'Show you relevant offers on other websites and measure our advertising.',
    description: 'What marketing cookies do',
  },
  settingsLink: { id: 'consent.settingsLink', defaultMessage: 'Cookie settings', description: 'Footer link that reopens the consent settings' },
})
