// The sentences of the API's refusals that are worded for the shopper (by code: see ./wording.ts), in every
// language. Most ids are older than this file: they were each feature's until refusals were translated by code,
// and keep the translations made for them; a sentence added since takes the id of the screen that shows it.
import { defineMessages } from 'react-intl'

export const refusalMessages = defineMessages({
  authFailed: { id: 'account.login.failed', defaultMessage: 'Authentication failed', description: 'Wrong e-mail or password (never says which)' },
  emailTaken: {
    id: 'account.fields.emailTaken',
    defaultMessage: 'An account already exists with this email address.',
    description: 'Registration or e-mail change with an address that already has an account',
  },
  passwordWrong: { id: 'account.passwordChange.invalidPassword', defaultMessage: 'Invalid Password', description: 'The current password is wrong' },
  profileInvalid: {
    id: 'account.profile.updateFailed',
    defaultMessage: 'Could not update user! check password or lastname, firstname format.',
    description: 'Personal data refused by the back end',
  },
  checkoutEmailRequired: {
    id: 'checkout.contact.emailRequired',
    defaultMessage: 'Please enter your email address in the contact step first.',
    description: 'The API was asked to save an address for a guest it has no e-mail for',
  },
  pudoRequired: {
    id: 'checkout.delivery.choosePointFirst',
    defaultMessage: 'Please choose a collection point.',
    description: 'Continue with a pickup carrier and no point',
  },
  stockLineLimited: {
    id: 'checkout.flow.stockOnlyLeft',
    defaultMessage: 'Only {count} left in stock for {name}.',
    description: 'A line holds more than the stock',
  },
  stockLineOut: { id: 'checkout.flow.stockOut', defaultMessage: '{name} is out of stock.', description: 'A line is out of stock' },
  fieldRequired: { id: 'checkout.errors.required', defaultMessage: 'This field is required.', description: 'The API says a field must be filled' },
  fieldTooLong: { id: 'checkout.errors.tooLong', defaultMessage: 'Please use at most {max} characters.', description: 'The API says a text is too long' },
  carrierNotServing: {
    id: 'checkout.errors.carrierNotServing',
    defaultMessage: 'This shipping method does not deliver to this address.',
    description: 'The chosen carrier does not serve the delivery address',
  },
  carrierUnknown: {
    id: 'checkout.errors.carrierUnknown',
    defaultMessage: 'This shipping method is no longer offered. Please choose another.',
    description: 'The chosen carrier does not exist any more',
  },
  addressFirst: {
    id: 'checkout.errors.addressFirst',
    defaultMessage: 'Please enter a delivery address first.',
    description: 'A carrier was chosen before a delivery address',
  },
  pudoUnknown: {
    id: 'checkout.errors.pointUnknown',
    defaultMessage: 'This collection point is no longer available. Please choose another.',
    description: 'The chosen collection point does not exist any more',
  },
  pudoNotForCarrier: {
    id: 'checkout.errors.pointNotForCarrier',
    defaultMessage: 'This shipping method delivers to your address, not to a collection point.',
    description: 'A collection point was sent with a carrier that delivers to the door',
  },
  cartEmpty: { id: 'checkout.errors.cartEmpty', defaultMessage: 'Your bag is empty.', description: 'A checkout call found no cart' },
  addressNotFound: {
    id: 'checkout.errors.addressNotFound',
    defaultMessage: 'This address is no longer in your address book. Please choose another.',
    description: 'A chosen saved address does not exist (any more)',
  },
  cardNumberInvalid: {
    id: 'checkout.payment.invalidNumber',
    defaultMessage: 'Please enter a valid card number.',
    description: 'The card number fails the checksum',
  },
  cardExpired: { id: 'checkout.payment.expired', defaultMessage: 'This card has expired.', description: 'The expiry date is in the past' },
  cardExpiryFormat: {
    id: 'checkout.payment.expiryFormat',
    defaultMessage: 'Please enter the expiry date as MM/YY.',
    description: 'The expiry date is not MM/YY',
  },
  cardCvvInvalid: {
    id: 'checkout.payment.cvv',
    defaultMessage: 'Please enter the {n}-digit security code.',
    description: 'The security code has the wrong number of digits; {n} is 3 or 4',
  },
  cardRequired: { id: 'checkout.payment.cardRequired', defaultMessage: 'Card details are required.', description: 'The API got no card for a card payment' },
  paymentMethodUnavailable: {
    id: 'checkout.payment.methodUnavailable',
    defaultMessage: 'This payment method is not available.',
    description: 'The API refused the chosen gateway',
  },
  instalmentsRange: {
    id: 'checkout.payment.instalmentsRange',
    defaultMessage: 'Instalments are available for orders from {min} to {max}.',
    description: 'The total is outside the instalment range; amounts formatted',
  },
  pointsBalance: {
    id: 'checkout.points.have',
    defaultMessage: 'You have {balance, plural, one {# point} other {# points}}.',
    description: 'API: more points than the balance were asked for',
  },
  pointsMax: {
    id: 'checkout.points.max',
    defaultMessage: 'You can use at most {max, plural, one {# point} other {# points}} on this order.',
    description: 'More points than usable were entered',
  },
  pointsNotEnough: {
    id: 'checkout.points.notEnough',
    defaultMessage: 'You do not have enough points.',
    description: 'API: the balance no longer covers the points used',
  },
  pointsSignIn: {
    id: 'checkout.points.signIn',
    defaultMessage: 'Sign in to use loyalty points.',
    description: 'API: loyalty points need a signed-in customer',
  },
  paymentInProgress: {
    id: 'checkout.review.inProgress',
    defaultMessage: 'A payment for this order is already in progress. Please wait a moment before trying again.',
    description: 'API: a card payment for this cart is still being authorised',
  },
  orderLineUnavailable: {
    id: 'checkout.review.outOfStock',
    defaultMessage: '{name} is no longer available in this quantity.',
    description: 'API: a product ran out of stock while placing the order',
  },
  returnPeriodOver: {
    id: 'account.returnRequest.window',
    defaultMessage: 'Products can be returned within {days} days of delivery.',
    description: 'The order cannot be returned (yet or any more)',
  },
  cartNotAdded: { id: 'cart.add.notAdded', defaultMessage: 'Product not added to cart', description: 'Adding failed (spec §8)' },
  stockOut: { id: 'cart.add.outOfStock', defaultMessage: 'This product is out of stock.', description: 'Reason: no stock' },
  stockLimited: { id: 'cart.add.onlyLeft', defaultMessage: 'Only {count} left in stock.', description: 'Reason: not enough stock' },
  combinationUnknown: { id: 'cart.add.noCombination', defaultMessage: 'This combination does not exist.', description: 'Reason: unknown variant' },
  cartQuantityMax: { id: 'cart.add.atMost', defaultMessage: 'You can order at most {count} of a product.', description: 'Reason: line limit' },
  voucherUnknown: { id: 'cart.voucher.unknown', defaultMessage: 'This voucher does not exist.', description: 'Unknown voucher code' },
  voucherExpired: { id: 'cart.voucher.expired', defaultMessage: 'This voucher has expired.', description: 'Expired voucher code' },
  voucherAlreadyAdded: { id: 'cart.voucher.already', defaultMessage: 'This voucher is already in your cart.', description: 'Voucher added twice' },
  voucherMinimum: {
    id: 'cart.voucher.minimum',
    defaultMessage: 'The minimum amount to benefit from this voucher is {amount}.',
    description: 'Voucher minimum not reached; amount formatted',
  },
  carrierRequired: {
    id: 'checkout.delivery.chooseMethodFirst',
    defaultMessage: 'Please choose a shipping method.',
    description: 'Continue, or place the order, without a shipping method',
  },
  addressTwice: {
    id: 'checkout.errors.addressTwice',
    defaultMessage: 'Please choose a saved address or enter a new one, not both.',
    description: 'The API got both a saved address and a typed one for the same use',
  },
  checkoutIncomplete: {
    id: 'checkout.review.incomplete',
    defaultMessage: 'Some details of your order are still missing. Please check the steps above.',
    description: 'Placing the order: an earlier checkout step is not complete; follows "Your order was not placed: "',
  },
  orderStockChanged: {
    id: 'checkout.review.stockChanged',
    defaultMessage: 'Some products in your bag are no longer in stock.',
    description: 'Placing the order: stock ran out meanwhile; follows "Your order was not placed: "',
  },
  cardNotTaken: {
    id: 'checkout.payment.cardNotTaken',
    defaultMessage: 'Card details are only needed for a card payment.',
    description: 'Card details were sent with a payment method that does not take them',
  },
  vatNotEu: {
    id: 'account.addressRules.vatNotEu',
    defaultMessage: 'A VAT number can only be given for an address in the EU.',
    description: 'A VAT number for an address outside the EU',
  },
  nameInvalid: {
    id: 'account.fields.nameRefused',
    defaultMessage: 'A name cannot contain digits or symbols such as @, #, $ or %.',
    description: 'The API refused a first or last name (shown under the field)',
  },
  resetLinkInvalid: {
    id: 'account.resetPassword.linkInvalid',
    defaultMessage: 'This link is invalid or has expired. Links work once and for one hour.',
    description: 'The reset link was used already, expired or is malformed',
  },
  orderNotCancellable: {
    id: 'account.orderCancel.tooLate',
    defaultMessage: 'This order can no longer be cancelled. If it is on its way, you can withdraw from the contract once it has been delivered.',
    description: 'updateOrder refused the cancel: the order was sent or cancelled meanwhile (e.g. in another tab)',
  },
  orderNothingToChange: {
    id: 'account.orderUpdate.nothingToChange',
    defaultMessage: 'There is nothing to change in this order.',
    description: 'An order change that changes nothing',
  },
  orderAlreadyLeft: {
    id: 'account.orderUpdate.alreadyLeft',
    defaultMessage: 'The delivery note of this order can no longer be changed.',
    description: 'The order has been shipped (or closed): its delivery note is final',
  },
  returnQuantityTooHigh: {
    id: 'account.returnRequest.quantityTooHigh',
    defaultMessage: '{max, plural, =0 {This product can no longer be returned.} other {You can still return at most # of this product.}}',
    description: 'More of a product than can still be returned; shown at its quantity',
  },
  returnUnknownLine: {
    id: 'account.returnRequest.unknownLine',
    defaultMessage: 'This product is not part of this order.',
    description: 'A return for a product the order does not have',
  },
  returnDuplicateLine: {
    id: 'account.returnRequest.duplicateLine',
    defaultMessage: 'This product is in your return request twice.',
    description: 'A return request names the same product twice',
  },
  reviewPurchaseRequired: {
    id: 'reviews.permission.purchase',
    defaultMessage: 'You must purchase this product before you can leave a review.',
    description: 'Spec §6: the viewer has not bought the product',
  },
  reviewAlreadyWritten: {
    id: 'reviews.form.alreadyWritten',
    defaultMessage: 'You have already reviewed this product.',
    description: 'A second review of the same product',
  },
})
