// Texts around the account pages: the header menu, the account navigation, notices after sign-in and sign-out.
// (Failures that are not a field's are worded by the shared forms.api.* messages, see @/shared/forms.)
import { defineMessages } from 'react-intl'

export const menuMessages = defineMessages({
  signedInAs: { id: 'account.menu.signedInAs', defaultMessage: 'Signed in as {name}', description: 'First line of the account menu' },
  profile: { id: 'account.menu.profile', defaultMessage: 'My account', description: 'Account menu link to the profile' },
  addresses: { id: 'account.menu.addresses', defaultMessage: 'My addresses', description: 'Account menu link to the address book' },
  orders: { id: 'account.menu.orders', defaultMessage: 'My orders', description: 'Account menu link to the order history' },
  wishlist: { id: 'account.menu.wishlist', defaultMessage: 'My wishlist', description: 'Account menu link to the wishlist' },
  logout: { id: 'account.menu.logout', defaultMessage: 'Sign out', description: 'Account menu item signing out' },
  nav: { id: 'account.menu.nav', defaultMessage: 'My account', description: 'Accessible name of the account navigation' },
})

export const noticeMessages = defineMessages({
  loginSuccess: { id: 'account.notice.loginSuccess', defaultMessage: 'Login successful', description: 'Shown after signing in' },
  loggedOut: { id: 'account.notice.loggedOut', defaultMessage: 'You have been logged out', description: 'Shown after signing out' },
  registered: {
    id: 'account.notice.registered',
    defaultMessage: 'Welcome! Your account has been created and you are signed in.',
    description: 'Shown after registering',
  },
  passwordReset: {
    id: 'account.notice.passwordReset',
    defaultMessage: 'Your password has been reset and you are signed in.',
    description: 'Shown after choosing a new password from the reset e-mail',
  },
  close: { id: 'account.notice.close', defaultMessage: 'Close', description: 'Closes a notice' },
})
