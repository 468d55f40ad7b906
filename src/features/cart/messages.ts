import { defineMessages } from 'react-intl'

export const lineMessages = defineMessages({
  quantity: { id: 'cart.line.quantity', defaultMessage: 'Quantity of {name}', description: 'Accessible name of a line’s quantity' },
  decrease: { id: 'cart.line.decrease', defaultMessage: 'One less {name}', description: 'Stepper button: decrease the quantity' },
  increase: { id: 'cart.line.increase', defaultMessage: 'One more {name}', description: 'Stepper button: increase the quantity' },
  remove: { id: 'cart.line.remove', defaultMessage: 'Remove {name}', description: 'Button removing a line from the cart' },
  unitPrice: { id: 'cart.line.unitPrice', defaultMessage: '{price} each', description: 'Unit price of a cart line' },
  lineTotal: { id: 'cart.line.lineTotal', defaultMessage: 'Line total:', description: 'Screen-reader prefix of a line total' },
  maxReached: { id: 'cart.line.maxReached', defaultMessage: 'Maximum quantity reached', description: 'Shown when the stepper is at the stock or line limit' },
  preorder: { id: 'cart.line.preorder', defaultMessage: 'Pre-order', description: 'Badge of a pre-ordered line' },
})

export const summaryMessages = defineMessages({
  title: { id: 'cart.summary.title', defaultMessage: 'Order summary', description: 'Heading of the totals box' },
  subtotal: { id: 'cart.summary.subtotal', defaultMessage: 'Subtotal', description: 'Products total before vouchers' },
  discounts: { id: 'cart.summary.discounts', defaultMessage: 'Discounts', description: 'Voucher discounts row' },
  shipping: { id: 'cart.summary.shipping', defaultMessage: 'Shipping', description: 'Shipping row' },
  shippingFree: { id: 'cart.summary.shippingFree', defaultMessage: 'Free', description: 'Shipping is free' },
  shippingAtCheckout: { id: 'cart.summary.shippingAtCheckout', defaultMessage: 'Calculated at checkout', description: 'Shipping not priced yet' },
  shippingTo: {
    id: 'cart.summary.shippingTo',
    defaultMessage: 'Shipping to {country}',
    description: 'Shipping row of the estimate, with the shopper’s shipping country',
  },
  shippingFrom: { id: 'cart.summary.shippingFrom', defaultMessage: 'from {amount}', description: 'The cheapest delivery of the estimate' },
  shippingUnavailable: {
    id: 'cart.summary.shippingUnavailable',
    defaultMessage: 'No delivery there',
    description: 'No carrier delivers to the shopper’s country',
  },
  shippingNote: {
    id: 'cart.summary.shippingNote',
    defaultMessage: 'Shipping costs are recalculated at checkout.',
    description: 'Note under the shipping estimate',
  },
  points: { id: 'cart.summary.points', defaultMessage: 'Loyalty points', description: 'Loyalty points row' },
  vatExempt: { id: 'cart.summary.vatExempt', defaultMessage: 'VAT not charged', description: 'VAT exemption row (outside the EU)' },
  total: { id: 'cart.summary.total', defaultMessage: 'Total', description: 'Grand total row' },
  taxIncluded: { id: 'cart.summary.taxIncluded', defaultMessage: 'Taxes included: {tax}', description: 'VAT included in the total' },
  duties: {
    id: 'cart.summary.duties',
    defaultMessage: 'Local duties and taxes are excluded and paid on delivery.',
    description: 'Non-EU destination note',
  },
  freeShippingReached: {
    id: 'cart.summary.freeShippingReached',
    defaultMessage: 'Your order ships free to Italy.',
    description: 'Free shipping threshold reached',
  },
  freeShippingBrand: {
    id: 'cart.summary.freeShippingBrand',
    defaultMessage: 'Your {brand} items ship free to Italy.',
    description: 'A brand’s own free shipping threshold reached',
  },
  freeShippingProgress: {
    id: 'cart.summary.freeShippingProgress',
    defaultMessage: 'Add {remaining} more for free shipping to Italy (from {from}).',
    description: 'Progress towards free shipping; amounts formatted',
  },
  freeShippingBrandProgress: {
    id: 'cart.summary.freeShippingBrandProgress',
    defaultMessage: 'Or add {remaining} more of {brand} to get it shipped free.',
    description: 'Progress towards a brand’s own free shipping threshold',
  },
  freeShippingBar: { id: 'cart.summary.freeShippingBar', defaultMessage: 'Progress towards free shipping', description: 'Accessible name of the progress bar' },
  instalments: {
    id: 'cart.summary.instalments',
    defaultMessage: 'Pay in instalments: available for orders from {min} to {max}.',
    description: 'Instalment payment note; amounts formatted',
  },
  checkout: { id: 'cart.summary.checkout', defaultMessage: 'Checkout', description: 'Button to the checkout' },
})

export const voucherMessages = defineMessages({
  form: { id: 'cart.voucher.form', defaultMessage: 'Voucher', description: 'Accessible name of the voucher form' },
  code: { id: 'cart.voucher.code', defaultMessage: 'Voucher code', description: 'Voucher field label' },
  apply: { id: 'cart.voucher.apply', defaultMessage: 'Apply', description: 'Voucher submit button' },
  applied: { id: 'cart.voucher.applied', defaultMessage: 'Voucher {code} applied.', description: 'Voucher added confirmation' },
  remove: { id: 'cart.voucher.remove', defaultMessage: 'Remove voucher {code}', description: 'Button removing an applied voucher' },
  removed: { id: 'cart.voucher.removed', defaultMessage: 'Voucher {code} removed.', description: 'Voucher removed confirmation' },
  required: { id: 'cart.voucher.required', defaultMessage: 'Please enter a voucher code.', description: 'Empty voucher submitted' },
  failed: { id: 'cart.voucher.failed', defaultMessage: 'The voucher could not be changed. Please try again.', description: 'Other voucher failure' },
})

export const cartMessages = defineMessages({
  itemCount: { id: 'cart.page.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}', description: 'Number of items in the cart' },
  loading: { id: 'cart.page.loading', defaultMessage: 'Loading your bag…', description: 'Cart loading' },
  loadFailed: { id: 'cart.page.loadFailed', defaultMessage: 'Your bag could not be loaded.', description: 'Cart load error' },
  empty: { id: 'cart.page.empty', defaultMessage: 'Your bag is empty.', description: 'Empty cart' },
  continueShopping: { id: 'cart.page.continueShopping', defaultMessage: 'Continue shopping', description: 'Link back to the shop' },
  lines: { id: 'cart.page.lines', defaultMessage: 'Products in your bag', description: 'Accessible name of the list of lines' },
  removedLine: { id: 'cart.page.removedLine', defaultMessage: '{name} was removed from your bag.', description: 'Line removed notice' },
  undo: { id: 'cart.page.undo', defaultMessage: 'Undo', description: 'Undo a removal' },
  updateFailed: {
    id: 'cart.page.updateFailed',
    defaultMessage: 'Your bag could not be changed, so it was left as it was. {reason}',
    description: 'An optimistic change was rolled back; reason may be empty',
  },
  problemOnlyLeft: {
    id: 'cart.page.problemOnlyLeft',
    defaultMessage: 'Only {count} left in stock for {name}: please lower the quantity.',
    description: 'A line holds more than the stock',
  },
  problemOutOfStock: { id: 'cart.page.problemOutOfStock', defaultMessage: '{name} is out of stock: please remove it.', description: 'A line is out of stock' },
  added: { id: 'cart.add.added', defaultMessage: 'Product Added To Cart', description: 'Notice after adding a product' },
  needsConnection: {
    id: 'cart.add.needsConnection',
    defaultMessage: 'there is no connection, and the bag is kept on our side. Nothing was changed.',
    description: 'Follows "Product not added to cart: " when the device is offline',
  },
  quickAdd: { id: 'cart.add.quickAdd', defaultMessage: 'Add {name} to bag', description: 'Accessible name of a card’s quick add button' },
  quickAddShort: { id: 'cart.add.quickAddShort', defaultMessage: 'Add to bag', description: 'Visible text of a card’s quick add button' },
  drawerTitle: { id: 'cart.drawer.title', defaultMessage: 'Your bag', description: 'Heading of the bag drawer' },
  close: { id: 'cart.drawer.close', defaultMessage: 'Close the bag', description: 'Closes the bag drawer' },
  viewBag: { id: 'cart.drawer.viewBag', defaultMessage: 'View bag', description: 'Link from the drawer to the cart page' },
})

export const orderSummaryMessages = defineMessages({
  totals: { id: 'cart.orderSummary.totals', defaultMessage: 'Totals', description: 'Heading of the totals inside the checkout’s order summary' },
  discountCode: {
    id: 'cart.orderSummary.discountCode',
    defaultMessage: 'I have a discount code',
    description: 'Reveals the voucher form in the checkout’s order summary',
  },
  show: {
    id: 'cart.orderSummary.show',
    defaultMessage: 'Show order summary · {total}',
    description: 'Mobile bar above the checkout steps opening the order summary; total formatted',
  },
  hide: {
    id: 'cart.orderSummary.hide',
    defaultMessage: 'Hide order summary · {total}',
    description: 'Mobile bar above the checkout steps closing the order summary; total formatted',
  },
  loadFailed: {
    id: 'cart.orderSummary.loadFailed',
    defaultMessage: 'Your bag could not be loaded.',
    description: 'The checkout’s order summary could not be read',
  },
})
