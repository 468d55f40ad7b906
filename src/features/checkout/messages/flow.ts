// Texts of the checkout's steps from contact to delivery, the frame around them (loading, empty bag, stock) and
// the API's messages that can land on them. Payment, review and the pages after the gateway have their own files.
import { defineMessages } from 'react-intl'

export const flowMessages = defineMessages({
  loading: { id: 'checkout.flow.loading', defaultMessage: 'Loading the checkout…', description: 'Accessible name of the checkout skeleton' },
  loadFailed: { id: 'checkout.flow.loadFailed', defaultMessage: 'The checkout could not be loaded.', description: 'The checkout could not be read' },
  emptyBag: { id: 'checkout.flow.emptyBag', defaultMessage: 'Your bag is empty', description: 'Checkout opened with nothing in the bag' },
  emptyBagHint: {
    id: 'checkout.flow.emptyBagHint',
    defaultMessage: 'Add something you like to your bag, then come back here to check out.',
    description: 'Under the empty bag heading at checkout',
  },
  continueShopping: { id: 'checkout.flow.continueShopping', defaultMessage: 'Continue shopping', description: 'Link from an empty checkout back to the shop' },
  stockTitle: {
    id: 'checkout.flow.stockTitle',
    defaultMessage: 'Some items in your bag are no longer available as ordered',
    description: 'Heading of the stock problems at the top of the checkout',
  },
  stockHint: {
    id: 'checkout.flow.stockHint',
    defaultMessage: 'You can change the quantities or remove these items in the order summary.',
    description: 'How to fix stock problems at checkout',
  },
  stepOf: {
    id: 'checkout.flow.stepOf',
    defaultMessage: 'Step {number} of {total}',
    description: 'Small text above a checkout step heading',
  },
  edit: { id: 'checkout.flow.edit', defaultMessage: 'Edit', description: 'Link reopening a finished checkout step' },
  editStep: { id: 'checkout.flow.editStep', defaultMessage: 'Edit {step}', description: 'Accessible name of the Edit link; step is the step heading' },
  continue: { id: 'checkout.flow.continue', defaultMessage: 'Continue', description: 'Saves a checkout step and opens the next one' },
  contact: { id: 'checkout.flow.contact', defaultMessage: 'Contact', description: 'Heading of the contact step' },
  shipping: { id: 'checkout.flow.shipping', defaultMessage: 'Shipping address', description: 'Heading of the shipping address step' },
  billing: { id: 'checkout.flow.billing', defaultMessage: 'Billing address', description: 'Heading of the billing address step' },
  delivery: { id: 'checkout.flow.delivery', defaultMessage: 'Delivery', description: 'Heading of the delivery (shipping method) step' },
  payment: { id: 'checkout.flow.payment', defaultMessage: 'Payment', description: 'Heading of the payment step' },
  review: { id: 'checkout.flow.review', defaultMessage: 'Review and place order', description: 'Heading of the review step' },
})

export const contactMessages = defineMessages({
  form: { id: 'checkout.contact.form', defaultMessage: 'Check out as a guest', description: 'Accessible name of the guest e-mail form' },
  guestTitle: { id: 'checkout.contact.guestTitle', defaultMessage: 'Check out as a guest', description: 'Heading above the guest e-mail field' },
  email: { id: 'checkout.contact.email', defaultMessage: 'Email address', description: 'Label of the guest e-mail field' },
  emailHint: {
    id: 'checkout.contact.emailHint',
    defaultMessage: 'We’ll send your order confirmation to this address.',
    description: 'Hint under the guest e-mail field',
  },
  continueAsGuest: {
    id: 'checkout.contact.continueAsGuest',
    defaultMessage: 'Continue as guest',
    description: 'Saves the guest e-mail and opens the next step',
  },
  accountLater: {
    id: 'checkout.contact.accountLater',
    defaultMessage: 'No account needed: you can create one after placing your order.',
    description: 'Under the guest form: registration is optional and comes later',
  },
  signIn: { id: 'checkout.contact.signIn', defaultMessage: 'Have an account? Sign in', description: 'Button revealing the sign-in form in the contact step' },
  signInTitle: {
    id: 'checkout.contact.signInTitle',
    defaultMessage: 'Sign in to your account',
    description: 'Heading of the sign-in form in the contact step',
  },
  signedInAs: {
    id: 'checkout.contact.signedInAs',
    defaultMessage: 'Signed in as {name} ({email})',
    description: 'Contact of a signed-in customer',
  },
})

export const addressMessages = defineMessages({
  chooseShipping: {
    id: 'checkout.address.chooseShipping',
    defaultMessage: 'Where should we send your order?',
    description: 'Legend of the shipping address choice',
  },
  chooseBilling: {
    id: 'checkout.address.chooseBilling',
    defaultMessage: 'Which address goes on the invoice?',
    description: 'Legend of the billing address choice',
  },
  newAddress: { id: 'checkout.address.newAddress', defaultMessage: 'Add a new address', description: 'Choice revealing the fields of a new address' },
  defaultAddress: { id: 'checkout.address.defaultAddress', defaultMessage: 'Default', description: 'Marks the customer’s default address' },
  sameAsShipping: {
    id: 'checkout.address.sameAsShipping',
    defaultMessage: 'Same as shipping address',
    description: 'Checkbox and summary: the invoice goes to the shipping address',
  },
  countriesFailed: {
    id: 'checkout.address.countriesFailed',
    defaultMessage: 'The list of countries could not be loaded.',
    description: 'The address form cannot be shown without its countries',
  },
})

export const deliveryMessages = defineMessages({
  methods: { id: 'checkout.delivery.methods', defaultMessage: 'Shipping method', description: 'Legend of the carrier choice' },
  free: { id: 'checkout.delivery.free', defaultMessage: 'Free', description: 'Badge and price of a free shipping method' },
  pickupKind: {
    id: 'checkout.delivery.pickupKind',
    defaultMessage: 'Pick-up point — collect your parcel nearby',
    description: 'Under a shipping method that delivers to a collection point, before it is chosen: what kind of delivery it is',
  },
  expected: {
    id: 'checkout.delivery.expected',
    defaultMessage: 'Estimated delivery: {dates}',
    description: 'Delivery date range of a carrier; dates formatted',
  },
  saving: { id: 'checkout.delivery.saving', defaultMessage: 'Saving your choice…', description: 'A shipping method is being saved' },
  noCarriers: {
    id: 'checkout.delivery.noCarriers',
    defaultMessage: 'We can’t deliver to this address. Please choose another shipping address.',
    description: 'No carrier serves the delivery address',
  },
  changeAddress: {
    id: 'checkout.delivery.changeAddress',
    defaultMessage: 'Change the shipping address',
    description: 'Link back to the shipping address step',
  },
  dropped: {
    id: 'checkout.delivery.dropped',
    defaultMessage: 'The shipping method you chose doesn’t deliver to the new address. Please choose another.',
    description: 'The carrier chosen before was dropped when the shopper changed the address',
  },
  pickupNeedsPoint: {
    id: 'checkout.delivery.pickupNeedsPoint',
    defaultMessage: 'This method delivers to a collection point: choose one to continue.',
    description: 'Under a collection-point carrier chosen without a point',
  },
  choosePoint: { id: 'checkout.delivery.choosePoint', defaultMessage: 'Choose a collection point', description: 'Opens the collection point picker' },
  changePoint: { id: 'checkout.delivery.changePoint', defaultMessage: 'Change collection point', description: 'Reopens the collection point picker' },
  point: {
    id: 'checkout.delivery.point',
    defaultMessage: 'Collection point: {name}, {address}, {postcode} {city}',
    description: 'The chosen collection point',
  },
  messageLabel: {
    id: 'checkout.delivery.messageLabel',
    defaultMessage: 'Delivery instructions (optional)',
    description: 'Label of the delivery message field',
  },
  messageHint: {
    id: 'checkout.delivery.messageHint',
    defaultMessage: 'For example: leave the parcel with the concierge.',
    description: 'Placeholder-like hint of the delivery message field',
  },
  messageCount: { id: 'checkout.delivery.messageCount', defaultMessage: '{count}/{max}', description: 'Characters typed / allowed in the delivery message' },
  summary: {
    id: 'checkout.delivery.summary',
    defaultMessage: '{carrier}, {price}',
    description: 'One-line summary of the delivery step; price formatted or Free',
  },
})

export const pudoMessages = defineMessages({
  title: { id: 'checkout.pudo.title', defaultMessage: 'Choose a collection point', description: 'Title of the collection point picker' },
  form: { id: 'checkout.pudo.form', defaultMessage: 'Find collection points', description: 'Accessible name of the collection point search' },
  query: { id: 'checkout.pudo.query', defaultMessage: 'Postcode or city', description: 'Label of the collection point search field' },
  search: { id: 'checkout.pudo.search', defaultMessage: 'Search', description: 'Searches collection points' },
  searching: { id: 'checkout.pudo.searching', defaultMessage: 'Looking for collection points…', description: 'Collection points are being looked up' },
  results: { id: 'checkout.pudo.results', defaultMessage: 'Collection points', description: 'Accessible name of the list of collection points' },
  count: {
    id: 'checkout.pudo.count',
    defaultMessage:
      '{count, plural, =0 {No collection points found. Try another postcode or city.} one {# collection point, nearest first} other {# collection points, nearest first}}',
    description: 'Number of collection points found',
  },
  notLocated: {
    id: 'checkout.pudo.notLocated',
    defaultMessage: 'We couldn’t find that place, so these points are not sorted by distance.',
    description: 'The search term matched no place; the list is unsorted',
  },
  distance: {
    id: 'checkout.pudo.distance',
    defaultMessage: '{distance} away',
    description: 'Distance of a collection point; distance formatted with its unit',
  },
  hours: { id: 'checkout.pudo.hours', defaultMessage: 'Opening hours', description: 'Label before a collection point’s opening hours' },
  choose: { id: 'checkout.pudo.choose', defaultMessage: 'Choose {name}', description: 'Chooses a collection point; name is the point’s' },
  chooseShort: { id: 'checkout.pudo.chooseShort', defaultMessage: 'Choose', description: 'Visible text of the button choosing a collection point' },
  chosen: { id: 'checkout.pudo.chosen', defaultMessage: 'Chosen', description: 'Marks the collection point already chosen' },
  close: { id: 'checkout.pudo.close', defaultMessage: 'Close', description: 'Closes the collection point picker' },
  searchFailed: {
    id: 'checkout.pudo.searchFailed',
    defaultMessage: 'Collection points could not be loaded. Please try again.',
    description: 'The collection point search failed',
  },
})
