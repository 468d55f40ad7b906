/** The newsletter: sign-up (footer) and the unsubscribe page its e-mails link to. */
export { NewsletterSignup } from './ui/NewsletterSignup'
export { UnsubscribeView } from './ui/UnsubscribeView'
export { newsletterMessages } from './messages'
