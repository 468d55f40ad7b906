// Texts of the withdrawal function (issue #22, Art. 11a Consumer Rights Directive). The button that records the
// withdrawal carries the legal label ("Confirm withdrawal"; de "Widerruf bestätigen", it "Conferma recesso",
// es "Confirmar desistimiento", fr "Confirmer la rétractation"); translations keep each language's legal wording
// (Widerruf, recesso, desistimiento, rétractation).
import { defineMessages } from 'react-intl'

export const withdrawalMessages = defineMessages({
  title: { id: 'withdrawal.page.title', defaultMessage: 'Withdraw from contract', description: 'Title (h1 and document title) of the withdrawal page' },
  intro: {
    id: 'withdrawal.page.intro',
    defaultMessage:
      'You can withdraw from your purchase within {days} days of delivery, without giving a reason and without an account. Orders not yet shipped are cancelled instead.',
    description: 'Introduction of the withdrawal page',
  },
  stepOf: { id: 'withdrawal.page.stepOf', defaultMessage: 'Step {step} of 2', description: 'Which of the two steps the shopper is on' },
  continue: { id: 'withdrawal.page.continue', defaultMessage: 'Continue', description: 'Button to the next step' },
  back: { id: 'withdrawal.page.back', defaultMessage: 'Back', description: 'Button to the previous step' },
  startAgain: { id: 'withdrawal.page.startAgain', defaultMessage: 'Start again', description: 'Button back to the first step after a refusal' },
})

export const identifyMessages = defineMessages({
  title: { id: 'withdrawal.identify.title', defaultMessage: 'Which order?', description: 'Heading of step 1 while the order is not chosen yet' },
  guestIntro: {
    id: 'withdrawal.identify.guestIntro',
    defaultMessage: 'Enter the order reference from your order confirmation and the e-mail address you ordered with.',
    description: 'What a guest gives to find their order',
  },
  formLabel: { id: 'withdrawal.identify.formLabel', defaultMessage: 'Find your order', description: 'Accessible name of the reference and e-mail form' },
  reference: { id: 'withdrawal.identify.reference', defaultMessage: 'Order reference', description: 'Label of the order reference field' },
  referenceHelp: {
    id: 'withdrawal.identify.referenceHelp',
    defaultMessage: 'For example XKBKNABJK (in your order confirmation)',
    description: 'Help under the order reference field',
  },
  email: { id: 'withdrawal.identify.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  find: { id: 'withdrawal.identify.find', defaultMessage: 'Find my order', description: 'Button looking the order up' },
  customerIntro: {
    id: 'withdrawal.identify.customerIntro',
    defaultMessage: 'Choose the order you want to withdraw from.',
    description: 'What a signed-in customer does in step 1',
  },
  ordersLegend: { id: 'withdrawal.identify.ordersLegend', defaultMessage: 'Your orders', description: 'Legend of the list of the customer’s orders' },
  orderChoice: {
    id: 'withdrawal.identify.orderChoice',
    defaultMessage: 'Order {reference} of {date} ({status})',
    description: 'One of the customer’s orders to choose from',
  },
  chooseOrder: { id: 'withdrawal.identify.chooseOrder', defaultMessage: 'Choose an order.', description: 'No order chosen' },
  noOrders: {
    id: 'withdrawal.identify.noOrders',
    defaultMessage: 'None of your orders can be withdrawn from at the moment.',
    description: 'The customer has no order still in the withdrawal period',
  },
  moreOrders: { id: 'withdrawal.identify.moreOrders', defaultMessage: 'Show older orders', description: 'Loads the next page of the customer’s orders' },
  ordersFailed: { id: 'withdrawal.identify.ordersFailed', defaultMessage: 'Your orders could not be loaded.', description: 'getOrders failed' },
  useReference: {
    id: 'withdrawal.identify.useReference',
    defaultMessage: 'An order placed with another e-mail address? Enter its reference',
    description: 'Switches a signed-in customer to the reference and e-mail form',
  },
  useAccount: { id: 'withdrawal.identify.useAccount', defaultMessage: 'Choose from my orders', description: 'Switches back to the customer’s orders' },
})

export const detailsMessages = defineMessages({
  title: { id: 'withdrawal.details.title', defaultMessage: 'Order {reference}', description: 'Heading of step 1 once the order is found' },
  formLabel: { id: 'withdrawal.details.formLabel', defaultMessage: 'Your withdrawal', description: 'Accessible name of the items, name and reason form' },
  placedOn: { id: 'withdrawal.details.placedOn', defaultMessage: 'Placed on {date}', description: 'When the order was placed' },
  until: {
    id: 'withdrawal.details.until',
    defaultMessage: 'Delivered on {delivered}: you can withdraw until {deadline}.',
    description: 'A delivered order within the withdrawal period',
  },
  onItsWay: {
    id: 'withdrawal.details.onItsWay',
    defaultMessage: 'Your order is on its way: you can withdraw until {days} days after it is delivered.',
    description: 'A shipped order not delivered yet',
  },
  cancelNotice: {
    id: 'withdrawal.details.cancelNotice',
    defaultMessage: 'This order has not been shipped yet, so withdrawing cancels the whole order.',
    description: 'An unshipped order: the withdrawal cancels it',
  },
  scopeLegend: {
    id: 'withdrawal.details.scopeLegend',
    defaultMessage: 'What do you withdraw from?',
    description: 'Legend of the whole order / some items choice',
  },
  scopeAll: { id: 'withdrawal.details.scopeAll', defaultMessage: 'The whole order', description: 'Withdraw from every item' },
  scopeSome: { id: 'withdrawal.details.scopeSome', defaultMessage: 'Only some items', description: 'Choose items and quantities' },
  items: { id: 'withdrawal.details.items', defaultMessage: 'Items', description: 'Heading of the items withdrawn from' },
  itemLine: { id: 'withdrawal.details.itemLine', defaultMessage: '{quantity} × {name}', description: 'An item and its quantity' },
  quantityOf: { id: 'withdrawal.details.quantityOf', defaultMessage: 'Quantity of {name} to withdraw', description: 'Label of an item’s quantity' },
  noneChosen: { id: 'withdrawal.details.noneChosen', defaultMessage: 'Choose at least one item.', description: 'Only some items, but none chosen' },
  name: { id: 'withdrawal.details.name', defaultMessage: 'Your name', description: 'Label of the name field' },
  reason: { id: 'withdrawal.details.reason', defaultMessage: 'Reason (optional)', description: 'Label of the optional reason field' },
  reasonHelp: {
    id: 'withdrawal.details.reasonHelp',
    defaultMessage: 'You do not have to give a reason.',
    description: 'Help under the reason field',
  },
})

export const summaryMessages = defineMessages({
  title: { id: 'withdrawal.summary.title', defaultMessage: 'Check and confirm', description: 'Heading of step 2' },
  statementWithdraw: {
    id: 'withdrawal.summary.statementWithdraw',
    defaultMessage: 'I hereby withdraw from my contract for the purchase of the following goods:',
    description: 'The withdrawal statement above the items',
  },
  statementCancel: {
    id: 'withdrawal.summary.statementCancel',
    defaultMessage: 'I hereby withdraw from my contract: please cancel this order, which has not been shipped yet, with these items:',
    description: 'The withdrawal statement of an unshipped order, which is cancelled',
  },
  order: { id: 'withdrawal.summary.order', defaultMessage: 'Order', description: 'Summary label: the order reference' },
  placed: { id: 'withdrawal.summary.placed', defaultMessage: 'Ordered on', description: 'Summary label: the order date' },
  name: { id: 'withdrawal.summary.name', defaultMessage: 'Name', description: 'Summary label: the consumer’s name' },
  reason: { id: 'withdrawal.summary.reason', defaultMessage: 'Reason', description: 'Summary label: the reason given' },
  acknowledgementTo: {
    id: 'withdrawal.summary.acknowledgementTo',
    defaultMessage: 'We will send an acknowledgement to {email}.',
    description: 'Where the acknowledgement will go (a guest’s e-mail)',
  },
  acknowledgementAccount: {
    id: 'withdrawal.summary.acknowledgementAccount',
    defaultMessage: 'We will send an acknowledgement to the e-mail address of your order.',
    description: 'Where the acknowledgement will go (a customer)',
  },
  nothingYet: {
    id: 'withdrawal.summary.nothingYet',
    defaultMessage: 'Nothing is recorded until you confirm.',
    description: 'Reassures that the summary has not sent anything yet',
  },
  confirm: {
    id: 'withdrawal.summary.confirm',
    defaultMessage: 'Confirm withdrawal',
    description: 'LEGAL LABEL (Art. 11a CRD): the button that records the withdrawal',
  },
})

export const doneMessages = defineMessages({
  withdrawnTitle: { id: 'withdrawal.done.withdrawnTitle', defaultMessage: 'Withdrawal received', description: 'Heading of the confirmation' },
  cancelledTitle: { id: 'withdrawal.done.cancelledTitle', defaultMessage: 'Order cancelled', description: 'Heading of the confirmation of an unshipped order' },
  receivedAt: {
    id: 'withdrawal.done.receivedAt',
    defaultMessage: 'We received your withdrawal from order {reference} on {date} at {time}.',
    description: 'Date and time the withdrawal was received',
  },
  cancelledAt: {
    id: 'withdrawal.done.cancelledAt',
    defaultMessage: 'We received your withdrawal on {date} at {time} and have cancelled order {reference}.',
    description: 'Date and time the cancellation was received',
  },
  nextTitle: { id: 'withdrawal.done.nextTitle', defaultMessage: 'What happens next', description: 'Heading of the next steps' },
  nextSendBack: {
    id: 'withdrawal.done.nextSendBack',
    defaultMessage: 'Please send the goods back to us within 14 days of your withdrawal, to this address:',
    description: 'Next step: send the goods back (the return address follows)',
  },
  nextSendBackMail: {
    id: 'withdrawal.done.nextSendBackMail',
    defaultMessage: 'Please send the goods back to us within 14 days of your withdrawal. Our return address is in the e-mail.',
    description: 'Next step: send the goods back (when the shop did not give its return address here)',
  },
  nextRefund: {
    id: 'withdrawal.done.nextRefund',
    defaultMessage: 'We refund your payment within 14 days of receiving your withdrawal, by the means of payment you used.',
    description: 'Next step: the refund',
  },
  nextNothingToSend: {
    id: 'withdrawal.done.nextNothingToSend',
    defaultMessage: 'There is nothing to send back. If you have already paid, we refund you within 14 days by the means of payment you used.',
    description: 'Next step of a cancelled order',
  },
  acknowledgementSent: {
    id: 'withdrawal.done.acknowledgementSent',
    defaultMessage: 'We sent an acknowledgement to {email}.',
    description: 'Where the acknowledgement e-mail went (masked address)',
  },
  viewOrder: { id: 'withdrawal.done.viewOrder', defaultMessage: 'View the order', description: 'Link to the order in the account' },
  backHome: { id: 'withdrawal.done.backHome', defaultMessage: 'Continue shopping', description: 'Link to the home page' },
})

/** The refusals, by reason (model/refusal.ts). */
export const refusalMessages = defineMessages({
  not_found: {
    id: 'withdrawal.refusal.notFound',
    defaultMessage: 'We could not find an order with this reference and e-mail address. Please check both and try again.',
    description: 'The reference and e-mail do not name an order (never says which is wrong)',
  },
  period_over: { id: 'withdrawal.refusal.periodOver', defaultMessage: 'The withdrawal period for this order has ended.', description: 'Past the deadline' },
  already_withdrawn: {
    id: 'withdrawal.refusal.alreadyWithdrawn',
    defaultMessage: 'This order has already been withdrawn from: there is nothing left to withdraw.',
    description: 'Every item already withdrawn or returned',
  },
  not_eligible: {
    id: 'withdrawal.refusal.notEligible',
    defaultMessage: 'This order cannot be withdrawn from: it was not paid or has already been refunded.',
    description: 'Refunded, failed payment…',
  },
  cancelled: {
    id: 'withdrawal.refusal.cancelled',
    defaultMessage: 'This order has been cancelled: there is nothing to withdraw from.',
    description: 'A cancelled order',
  },
  quantity_too_high: {
    id: 'withdrawal.refusal.quantityTooHigh',
    defaultMessage: 'For {name}, you chose more than can still be withdrawn. Please go back and check the quantities.',
    description: 'A quantity above what can still be withdrawn',
  },
  unknown_line: {
    id: 'withdrawal.refusal.unknownLine',
    defaultMessage: 'One of the items is no longer part of this order. Please start again.',
    description: 'A line the order does not have',
  },
  throttled: {
    id: 'withdrawal.refusal.throttled',
    defaultMessage: 'Too many attempts. To protect our customers’ orders, please wait a few minutes and try again.',
    description: 'The API answered 429',
  },
  signed_out: {
    id: 'withdrawal.refusal.signedOut',
    defaultMessage: 'Your session has ended. Please sign in again, or enter your order reference and e-mail address.',
    description: 'A customer’s session ended (401)',
  },
  network: {
    id: 'withdrawal.refusal.network',
    defaultMessage: 'The shop could not be reached. Please check your connection and try again.',
    description: 'Transport failure',
  },
  failed: { id: 'withdrawal.refusal.failed', defaultMessage: 'Something went wrong. Please try again.', description: 'Any other failure' },
  anItem: { id: 'withdrawal.refusal.anItem', defaultMessage: 'one of the items', description: 'Stands for {name} when the item is not known' },
})
