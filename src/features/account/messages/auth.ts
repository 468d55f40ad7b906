// Texts of signing in, registering and resetting the password (spec §2, §5, §8).
import { defineMessages } from 'react-intl'

export const fieldMessages = defineMessages({
  email: { id: 'account.fields.email', defaultMessage: 'Email', description: 'Label of an e-mail address field' },
  password: { id: 'account.fields.password', defaultMessage: 'Password', description: 'Label of a password field' },
  gender: { id: 'account.fields.gender', defaultMessage: 'Title (optional)', description: 'Label of the optional gender / form of address select' },
  genderNone: { id: 'account.fields.genderNone', defaultMessage: 'Prefer not to say', description: 'Gender option: not given' },
  genderF: { id: 'account.fields.genderF', defaultMessage: 'Ms', description: 'Gender option: female form of address' },
  genderM: { id: 'account.fields.genderM', defaultMessage: 'Mr', description: 'Gender option: male form of address' },
  birthday: { id: 'account.fields.birthday', defaultMessage: 'Date of birth (optional)', description: 'Label of the optional birthday field' },
  showPassword: {
    id: 'account.fields.showPassword',
    defaultMessage: 'Show password',
    description: 'Toggle button revealing a password field (pressed while shown)',
  },
})

export const loginMessages = defineMessages({
  submit: { id: 'account.login.submit', defaultMessage: 'Sign in', description: 'Login form submit button' },
  throttled: {
    id: 'account.login.throttled',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
    description: 'The back end refuses further attempts for a while (HTTP 429)',
  },
  forgot: { id: 'account.login.forgot', defaultMessage: 'Forgot your password?', description: 'Link to the password reset request page' },
  newHere: { id: 'account.login.newHere', defaultMessage: 'New here?', description: 'Lead-in before the link to registration' },
  createAccount: { id: 'account.login.createAccount', defaultMessage: 'Create an account', description: 'Link to the registration page' },
  addressesPrompt: {
    id: 'account.login.addressesPrompt',
    defaultMessage: 'Sign in to see your addresses',
    description: 'Shown above the login form when the shopper came from the address book',
  },
  ordersPrompt: {
    id: 'account.login.ordersPrompt',
    defaultMessage: 'Sign in to see your orders',
    description: 'Shown above the login form when the shopper came from the order history',
  },
  accountPrompt: {
    id: 'account.login.accountPrompt',
    defaultMessage: 'Sign in to see your account',
    description: 'Shown above the login form when the shopper came from an account page',
  },
})

export const registerMessages = defineMessages({
  submit: { id: 'account.register.submit', defaultMessage: 'Create account', description: 'Registration form submit button' },
  requirementsTitle: {
    id: 'account.register.requirementsTitle',
    defaultMessage: 'Your password needs:',
    description: 'Heading of the password requirement list',
  },
  requirementMet: { id: 'account.register.requirementMet', defaultMessage: '(done)', description: 'Read after a met password requirement' },
  requirementUnmet: { id: 'account.register.requirementUnmet', defaultMessage: '(missing)', description: 'Read after an unmet password requirement' },
  repeatPassword: { id: 'account.register.repeatPassword', defaultMessage: 'Repeat password', description: 'Label of the password confirmation field' },
  newsletter: { id: 'account.register.newsletter', defaultMessage: 'Send me the newsletter', description: 'Newsletter subscription checkbox' },
  sectionsLegend: { id: 'account.register.sectionsLegend', defaultMessage: 'Newsletter topics', description: 'Legend of the newsletter section checkboxes' },
  orderNotifications: {
    id: 'account.register.orderNotifications',
    defaultMessage: 'Keep me informed about my orders by e-mail (shipping and delivery updates)',
    description: 'Consent to order notification e-mails',
  },
  commercialConsent: {
    id: 'account.register.commercialConsent',
    defaultMessage: 'I agree to receive personalised offers and commercial information',
    description: 'Consent to commercial information',
  },
  termsField: {
    id: 'account.register.termsField',
    defaultMessage: 'terms of service',
    description: 'Name of the terms checkbox inside "Please accept the {field}."',
  },
  terms: {
    id: 'account.register.terms',
    defaultMessage: 'I accept the <link>terms of service</link>',
    description: 'Terms of service checkbox; <link> wraps the link to the terms page',
  },
  haveAccount: { id: 'account.register.haveAccount', defaultMessage: 'Already have an account?', description: 'Lead-in before the link to the login page' },
  signIn: { id: 'account.register.signIn', defaultMessage: 'Sign in', description: 'Link to the login page' },
})

export const passwordResetMessages = defineMessages({
  intro: {
    id: 'account.forgotPassword.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    description: 'Explanation above the password reset request form',
  },
  submit: { id: 'account.forgotPassword.submit', defaultMessage: 'Send link', description: 'Password reset request submit button' },
  sent: {
    id: 'account.forgotPassword.sent',
    defaultMessage: 'If an account exists for {email}, we have sent it a link to choose a new password. The link works once and expires in one hour.',
    description: 'Confirmation after a reset request; the same whether or not the address has an account',
  },
  backToLogin: { id: 'account.forgotPassword.backToLogin', defaultMessage: 'Back to sign in', description: 'Link back to the login page' },
  newPassword: { id: 'account.resetPassword.newPassword', defaultMessage: 'New password', description: 'Label of the new password field' },
  repeatPassword: {
    id: 'account.resetPassword.repeatPassword',
    defaultMessage: 'Repeat new password',
    description: 'Label of the new password confirmation field',
  },
  submitReset: { id: 'account.resetPassword.submit', defaultMessage: 'Save new password', description: 'Submit button of the new password form' },
  askAgain: { id: 'account.resetPassword.askAgain', defaultMessage: 'Send me a new link', description: 'Link to request another reset e-mail' },
})
