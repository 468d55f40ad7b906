// Texts of the payment step (gateways, card, instalments), the loyalty points and the review step (terms, placing
// the order and what can go wrong there).
import { defineMessages } from 'react-intl'

export const paymentMessages = defineMessages({
  formLabel: { id: 'checkout.payment.formLabel', defaultMessage: 'Payment', description: 'Accessible name of the payment form' },
  methodLegend: { id: 'checkout.payment.methodLegend', defaultMessage: 'Payment method', description: 'Legend of the payment method radio group' },
  chooseMethod: {
    id: 'checkout.payment.chooseMethod',
    defaultMessage: 'Please choose a payment method.',
    description: 'Continue was pressed without a payment method',
  },
  redirectNote: {
    id: 'checkout.payment.redirectNote',
    defaultMessage: 'You’ll be taken to {gateway} to pay, then back here.',
    description: 'Under a hosted payment method (PayPal, MultiSafepay); {gateway} is its name',
  },
  cardLegend: { id: 'checkout.payment.cardLegend', defaultMessage: 'Card details', description: 'Legend of the card fields' },
  cardName: { id: 'checkout.payment.cardName', defaultMessage: 'Name on card', description: 'Label of the cardholder name field' },
  cardNumber: { id: 'checkout.payment.cardNumber', defaultMessage: 'Card number', description: 'Label of the card number field' },
  cardExpiry: { id: 'checkout.payment.cardExpiry', defaultMessage: 'Expiry date (MM/YY)', description: 'Label of the card expiry field' },
  cardCvv: { id: 'checkout.payment.cardCvv', defaultMessage: 'Security code (CVV)', description: 'Label of the card security code field' },
  cvvHelpBack: {
    id: 'checkout.payment.cvvHelpBack',
    defaultMessage: 'The {n} digits on the back of your card',
    description: 'Help under the security code field (Visa, Mastercard…)',
  },
  cvvHelpFront: {
    id: 'checkout.payment.cvvHelpFront',
    defaultMessage: 'The {n} digits on the front of your card',
    description: 'Help under the security code field (American Express)',
  },
  testCards: {
    id: 'checkout.payment.testCards',
    defaultMessage: 'Test card: {approve} approves, {decline} is declined',
    description: 'Hint of the sandbox payment provider; the card numbers are formatted',
  },
  secureNote: {
    id: 'checkout.payment.secureNote',
    defaultMessage: 'Your card details go straight to the payment provider and are not stored.',
    description: 'Reassurance under the card fields',
  },
  instalments: {
    id: 'checkout.payment.instalments',
    defaultMessage: 'Pay in {count} instalments of {amount}',
    description: 'Checkbox choosing instalments; {amount} is formatted money',
  },
  continue: { id: 'checkout.payment.continue', defaultMessage: 'Continue to review', description: 'Submit button of the payment step' },
  cardAgain: {
    id: 'checkout.payment.cardAgain',
    defaultMessage: 'Please enter your card details again.',
    description: 'The card is no longer in the page’s memory (e.g. after a reload)',
  },
  checkDetails: {
    id: 'checkout.payment.checkDetails',
    defaultMessage: 'Your order was not placed. Please check your payment details.',
    description: 'Top of the payment step when placing the order failed on a payment field',
  },
  summaryCard: { id: 'checkout.payment.summaryCard', defaultMessage: '{brand} •••• {last4}', description: 'Chosen card in the step summary' },
  summaryInstalments: {
    id: 'checkout.payment.summaryInstalments',
    defaultMessage: 'In {count} instalments of {amount}',
    description: 'Instalments in the step summary',
  },
})

export const pointsMessages = defineMessages({
  title: { id: 'checkout.points.title', defaultMessage: 'Loyalty points', description: 'Heading of the loyalty points section' },
  balance: {
    id: 'checkout.points.balance',
    defaultMessage: 'You have {balance, plural, one {# point} other {# points}}, worth {value}.',
    description: 'Points balance and its value in money',
  },
  field: { id: 'checkout.points.field', defaultMessage: 'Points to use', description: 'Label of the points field' },
  help: {
    id: 'checkout.points.help',
    defaultMessage: 'Up to {max, plural, one {# point} other {# points}} on this order',
    description: 'Help under the points field',
  },
  useMost: { id: 'checkout.points.useMost', defaultMessage: 'Use the most', description: 'Button filling in and saving the most points usable' },
  apply: { id: 'checkout.points.apply', defaultMessage: 'Apply points', description: 'Button saving the points to use' },
  applied: {
    id: 'checkout.points.applied',
    defaultMessage: '{used, plural, one {# point} other {# points}} used: −{value}',
    description: 'Points applied to the order and the discount they give',
  },
  wholeNumber: {
    id: 'checkout.points.wholeNumber',
    defaultMessage: 'Please enter a whole number of points.',
    description: 'The points field is not a whole number',
  },
})

export const reviewMessages = defineMessages({
  formLabel: { id: 'checkout.review.formLabel', defaultMessage: 'Place order', description: 'Accessible name of the place order form' },
  total: { id: 'checkout.review.total', defaultMessage: 'Total to pay', description: 'Label of the order total on the review step' },
  taxIncluded: { id: 'checkout.review.taxIncluded', defaultMessage: 'Taxes included: {tax}', description: 'VAT included in the total' },
  terms: {
    id: 'checkout.review.terms',
    defaultMessage: 'I have read and accept the <link>terms of service</link>',
    description: 'Terms checkbox; <link> opens the terms page in a new tab',
  },
  termsField: {
    id: 'checkout.review.termsField',
    defaultMessage: 'terms of service',
    description: 'Name of the terms checkbox in "Please accept the {field}."',
  },
  place: { id: 'checkout.review.place', defaultMessage: 'Place order and pay {total}', description: 'Button placing the order; {total} is formatted money' },
  placing: { id: 'checkout.review.placing', defaultMessage: 'Placing your order…', description: 'The place order button while the order is on its way' },
  redirectNote: {
    id: 'checkout.review.redirectNote',
    defaultMessage: 'Next, you’ll be taken to {gateway} to pay.',
    description: 'Under the place order button for a hosted payment method',
  },
  unknownOutcome: {
    id: 'checkout.review.unknownOutcome',
    defaultMessage: 'We couldn’t reach the shop, so we don’t know yet whether your order went through. Trying again is safe: your order won’t be placed twice.',
    description: 'Placing the order failed on the way (network, timeout, server error)',
  },
  reviewBag: { id: 'checkout.review.reviewBag', defaultMessage: 'Review your bag', description: 'Link to the bag after a bag problem' },
  notPlaced: {
    id: 'checkout.review.notPlaced',
    defaultMessage: 'Your order was not placed: {problem}',
    description: 'Placing the order failed; {problem} says why',
  },
})
