// Texts of the newsletter: the sign-up in the footer and the page its e-mails' unsubscribe link opens.
import { defineMessages } from 'react-intl'

export const newsletterMessages = defineMessages({
  title: { id: 'newsletter.signup.title', defaultMessage: 'Newsletter', description: 'Heading of the footer sign-up' },
  intro: {
    id: 'newsletter.signup.intro',
    defaultMessage: 'New arrivals and offers first, about twice a month. Unsubscribe at any time.',
    description: 'What subscribers get',
  },
  email: { id: 'newsletter.signup.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  submit: { id: 'newsletter.signup.submit', defaultMessage: 'Subscribe', description: 'Subscribe button' },
  formLabel: { id: 'newsletter.signup.formLabel', defaultMessage: 'Subscribe to the newsletter', description: 'Accessible name of the sign-up form' },
  subscribed: {
    id: 'newsletter.signup.subscribed',
    defaultMessage: 'Thank you! We sent a welcome e-mail to {email}.',
    description: 'A new subscription',
  },
  already: { id: 'newsletter.signup.already', defaultMessage: '{email} is already subscribed.', description: 'The address was subscribed before' },
  throttled: {
    id: 'newsletter.signup.throttled',
    defaultMessage: 'Too many sign-ups from your connection. Please try again later.',
    description: 'The API limits sign-ups per address',
  },
  failed: { id: 'newsletter.signup.failed', defaultMessage: 'You could not be subscribed. Please try again.', description: 'Any other failure' },
  unsubscribeTitle: { id: 'newsletter.unsubscribe.title', defaultMessage: 'Unsubscribe from the newsletter', description: 'Heading of the unsubscribe page' },
  unsubscribeIntro: {
    id: 'newsletter.unsubscribe.intro',
    defaultMessage: 'You will no longer receive our newsletter at the address this link was sent to.',
    description: 'What unsubscribing does',
  },
  unsubscribeSubmit: { id: 'newsletter.unsubscribe.submit', defaultMessage: 'Unsubscribe', description: 'Confirms unsubscribing' },
  unsubscribed: {
    id: 'newsletter.unsubscribe.done',
    defaultMessage: '{email} is unsubscribed. You will not receive our newsletter any more.',
    description: 'Unsubscribing worked',
  },
  invalidLink: {
    id: 'newsletter.unsubscribe.invalid',
    defaultMessage: 'This unsubscribe link is not valid any more. If you still receive our newsletter, turn it off in your account’s profile.',
    description: 'Unknown, used or missing token',
  },
  unsubscribeFailed: {
    id: 'newsletter.unsubscribe.failed',
    defaultMessage: 'You could not be unsubscribed. Please try again.',
    description: 'Unsubscribing failed for another reason',
  },
  backHome: { id: 'newsletter.unsubscribe.home', defaultMessage: 'Continue shopping', description: 'Link to the home page' },
})
