// Texts of the way back from the payment: the validate page (checking, waiting for the provider), the order
// confirmation, the failed payment and the checkout feedback.
import { defineMessages } from 'react-intl'

export const validateMessages = defineMessages({
  checking: { id: 'checkout.validate.checking', defaultMessage: 'Confirming your payment…', description: 'Heading while the payment is being checked' },
  checkingText: {
    id: 'checkout.validate.checkingText',
    defaultMessage: 'This takes a moment. Please keep this page open.',
    description: 'Text while the payment is being checked',
  },
  pendingTitle: {
    id: 'checkout.validate.pendingTitle',
    defaultMessage: 'We are waiting for the payment provider’s confirmation',
    description: 'Heading while the provider has not confirmed the payment yet',
  },
  pendingText: {
    id: 'checkout.validate.pendingText',
    defaultMessage: 'This usually takes less than a minute. Please don’t pay again: this page updates on its own as soon as we hear back.',
    description: 'Text while the payment is pending',
  },
  progress: { id: 'checkout.validate.progress', defaultMessage: 'Checking the payment', description: 'Accessible name of the spinner' },
  slowText: {
    id: 'checkout.validate.slowText',
    defaultMessage: 'It’s taking longer than usual. We’ll e-mail you as soon as the payment is confirmed, or you can check again now.',
    description: 'The payment is still pending after a few minutes of checking',
  },
  checkAgain: { id: 'checkout.validate.checkAgain', defaultMessage: 'Check again', description: 'Button checking a pending payment once more' },
  reference: { id: 'checkout.validate.reference', defaultMessage: 'Order {reference}', description: 'The order being paid' },
})

export const successMessages = defineMessages({
  title: {
    id: 'checkout.success.title',
    defaultMessage: 'Thank you! Your order {reference} is confirmed',
    description: 'Heading of the order confirmation page',
  },
  emailSent: { id: 'checkout.success.emailSent', defaultMessage: 'A confirmation was sent to {email}', description: 'Where the confirmation e-mail went' },
  notFoundTitle: { id: 'checkout.success.notFoundTitle', defaultMessage: 'We couldn’t find this order', description: 'Heading when the order is unknown' },
  notFoundText: {
    id: 'checkout.success.notFoundText',
    defaultMessage:
      'The link may be incomplete, or the order was placed in another session. If you were signed in when you ordered, you’ll find it in your account.',
    description: 'Text when the order is unknown',
  },
  home: { id: 'checkout.success.home', defaultMessage: 'Continue shopping', description: 'Link to the home page' },
  loadFailed: {
    id: 'checkout.success.loadFailed',
    defaultMessage: 'Your order could not be loaded.',
    description: 'getOrder failed for another reason than 404',
  },
  accountTitle: {
    id: 'checkout.success.accountTitle',
    defaultMessage: 'Save your details for next time',
    description: 'Heading of the account offer to a guest',
  },
  accountText: {
    id: 'checkout.success.accountText',
    defaultMessage: 'Create an account with {email} to follow this order and check out faster next time. Your orders come with you.',
    description: 'Account offer to a guest',
  },
  accountButton: { id: 'checkout.success.accountButton', defaultMessage: 'Create an account', description: 'Button showing the registration form' },
  accountCreated: {
    id: 'checkout.success.accountCreated',
    defaultMessage: 'Your account is ready. This order is in <link>My orders</link>.',
    description: 'After the guest created an account',
  },
})

export const failedMessages = defineMessages({
  declinedTitle: { id: 'checkout.failed.declinedTitle', defaultMessage: 'Your payment was declined', description: 'Heading: the payment was declined' },
  canceledTitle: {
    id: 'checkout.failed.canceledTitle',
    defaultMessage: 'You cancelled the payment',
    description: 'Heading: the shopper cancelled on the provider’s page',
  },
  expiredTitle: { id: 'checkout.failed.expiredTitle', defaultMessage: 'Your payment session expired', description: 'Heading: the payment took too long' },
  unknownTitle: { id: 'checkout.failed.unknownTitle', defaultMessage: 'We couldn’t confirm your payment', description: 'Heading: the outcome is unknown' },
  declinedText: {
    id: 'checkout.failed.declinedText',
    defaultMessage: 'Nothing was charged. You can try again with another card or choose another way to pay.',
    description: 'Text: the payment was declined',
  },
  canceledText: {
    id: 'checkout.failed.canceledText',
    defaultMessage: 'Nothing was charged. You can pay whenever you are ready.',
    description: 'Text: the payment was cancelled',
  },
  expiredText: {
    id: 'checkout.failed.expiredText',
    defaultMessage: 'The payment page was open for too long, so nothing was charged. You can start the payment again.',
    description: 'Text: the payment expired',
  },
  unknownText: {
    id: 'checkout.failed.unknownText',
    defaultMessage: 'If the payment went through, you’ll receive a confirmation e-mail within a few minutes. Please check your inbox before trying again.',
    description: 'Text: the outcome of the payment is unknown',
  },
  bagKept: {
    id: 'checkout.failed.bagKept',
    defaultMessage: 'Your bag is still there, with your addresses and delivery choice.',
    description: 'Reassurance after a failed payment',
  },
  reference: { id: 'checkout.failed.reference', defaultMessage: 'Order {reference}', description: 'The order whose payment failed' },
  tryAgain: { id: 'checkout.failed.tryAgain', defaultMessage: 'Try again', description: 'Button back to the payment step' },
  backToBag: { id: 'checkout.failed.backToBag', defaultMessage: 'Back to your bag', description: 'Link to the bag' },
})

export const feedbackMessages = defineMessages({
  title: { id: 'checkout.feedback.title', defaultMessage: 'How was checkout?', description: 'Heading and name of the checkout rating' },
  rating1: { id: 'checkout.feedback.rating1', defaultMessage: 'Very difficult', description: 'Rating 1 of 5' },
  rating2: { id: 'checkout.feedback.rating2', defaultMessage: 'Difficult', description: 'Rating 2 of 5' },
  rating3: { id: 'checkout.feedback.rating3', defaultMessage: 'Okay', description: 'Rating 3 of 5' },
  rating4: { id: 'checkout.feedback.rating4', defaultMessage: 'Easy', description: 'Rating 4 of 5' },
  rating5: { id: 'checkout.feedback.rating5', defaultMessage: 'Very easy', description: 'Rating 5 of 5' },
  option: { id: 'checkout.feedback.option', defaultMessage: '{value} of 5: {label}', description: 'Name of one rating radio' },
  none: { id: 'checkout.feedback.none', defaultMessage: 'No rating', description: 'Name of the empty rating radio' },
  ratingRequired: { id: 'checkout.feedback.ratingRequired', defaultMessage: 'Please choose a rating from 1 to 5.', description: 'Send without a rating' },
  comment: { id: 'checkout.feedback.comment', defaultMessage: 'Anything we could do better? (optional)', description: 'Label of the feedback comment' },
  send: { id: 'checkout.feedback.send', defaultMessage: 'Send feedback', description: 'Button sending the feedback' },
  thanks: { id: 'checkout.feedback.thanks', defaultMessage: 'Thanks for your feedback', description: 'After the feedback was sent' },
  commentTooLong: {
    id: 'checkout.feedback.commentTooLong',
    defaultMessage: 'Please keep your comment under {max} characters.',
    description: 'The comment is too long',
  },
})
