// Texts of the profile page: personal data, password change, newsletter and consents (spec §2, §8).
import { defineMessages } from 'react-intl'

export const profileMessages = defineMessages({
  greeting: { id: 'account.profile.greeting', defaultMessage: 'Hello, {name}', description: 'Greeting at the top of the account page' },
  personalTitle: { id: 'account.profile.personalTitle', defaultMessage: 'Personal data', description: 'Heading of the personal data form' },
  save: { id: 'account.profile.save', defaultMessage: 'Save changes', description: 'Submit button of the personal data form' },
  updated: {
    id: 'account.profile.updated',
    defaultMessage: 'The user account data was successfully updated!',
    description: 'Personal data saved',
  },
  currentPassword: { id: 'account.profile.currentPassword', defaultMessage: 'Current password', description: 'Label of the current password field' },
  confirmEmailChange: {
    id: 'account.profile.confirmEmailChange',
    defaultMessage: 'Enter your current password to change your e-mail address.',
    description: 'Hint under the password field when the e-mail address is being changed',
  },
  loadFailed: {
    id: 'account.profile.loadFailed',
    defaultMessage: 'Your account could not be loaded. Please try again.',
    description: 'getCustomer failed',
  },
})

export const passwordChangeMessages = defineMessages({
  title: { id: 'account.passwordChange.title', defaultMessage: 'Change password', description: 'Heading of the password change form' },
  newPassword: { id: 'account.passwordChange.newPassword', defaultMessage: 'New password', description: 'Label of the new password field' },
  repeatPassword: { id: 'account.passwordChange.repeatPassword', defaultMessage: 'Repeat new password', description: 'Label of the new password confirmation' },
  submit: { id: 'account.passwordChange.submit', defaultMessage: 'Change password', description: 'Submit button of the password change form' },
  changed: { id: 'account.passwordChange.changed', defaultMessage: 'Your password has been changed.', description: 'Password changed' },
})

export const preferencesMessages = defineMessages({
  title: { id: 'account.preferences.title', defaultMessage: 'Newsletter and consents', description: 'Heading of the newsletter and consents form' },
  save: { id: 'account.preferences.save', defaultMessage: 'Save preferences', description: 'Submit button of the newsletter and consents form' },
  updated: { id: 'account.preferences.updated', defaultMessage: 'Contact Details Updated', description: 'Newsletter and consent choices saved' },
  sectionApparel: { id: 'account.preferences.sectionApparel', defaultMessage: 'Apparel', description: 'Newsletter topic' },
  sectionMotorcycle: { id: 'account.preferences.sectionMotorcycle', defaultMessage: 'Motorcycle accessories', description: 'Newsletter topic' },
  sectionFashion: { id: 'account.preferences.sectionFashion', defaultMessage: 'Fashion', description: 'Newsletter topic' },
  sectionHome: { id: 'account.preferences.sectionHome', defaultMessage: 'Home goods', description: 'Newsletter topic' },
})
