// Texts of the order history, the order details and the return request (spec §2, §3, §9: 14-day returns). The ids
// keep their 'account.' prefix from when orders were part of the account: translations/*.json are keyed by them.
import { defineMessages } from 'react-intl'

export const orderListMessages = defineMessages({
  caption: { id: 'account.orderList.caption', defaultMessage: 'Your orders, newest first', description: 'Caption of the order history table' },
  reference: { id: 'account.orderList.reference', defaultMessage: 'Order', description: 'Column: order reference' },
  date: { id: 'account.orderList.date', defaultMessage: 'Date', description: 'Column: date placed' },
  status: { id: 'account.orderList.status', defaultMessage: 'Status', description: 'Column: order status' },
  total: { id: 'account.orderList.total', defaultMessage: 'Total', description: 'Column: order total' },
  details: { id: 'account.orderList.details', defaultMessage: 'Details', description: 'Column: link to the order details' },
  view: { id: 'account.orderList.view', defaultMessage: 'View order {reference}', description: 'Link to an order’s details' },
  empty: { id: 'account.orderList.empty', defaultMessage: 'You have not placed any orders yet.', description: 'Empty order history' },
  startShopping: { id: 'account.orderList.startShopping', defaultMessage: 'Start shopping', description: 'Link to the home page from an empty order history' },
  loadFailed: { id: 'account.orderList.loadFailed', defaultMessage: 'Your orders could not be loaded.', description: 'getOrders failed' },
  pagination: { id: 'account.orderList.pagination', defaultMessage: 'Order history pages', description: 'Accessible name of the pagination' },
  previous: { id: 'account.orderList.previous', defaultMessage: 'Previous', description: 'Previous page of orders' },
  next: { id: 'account.orderList.next', defaultMessage: 'Next', description: 'Next page of orders' },
  pageOf: { id: 'account.orderList.pageOf', defaultMessage: 'Page {page} of {pages}', description: 'Current page of the order history' },
  returnsTitle: { id: 'account.orderList.returnsTitle', defaultMessage: 'My returns', description: 'Heading of the list of all return requests' },
})

export const orderDetailsMessages = defineMessages({
  title: { id: 'account.orderDetails.title', defaultMessage: 'Order {reference}', description: 'Heading of the order details' },
  placedOn: { id: 'account.orderDetails.placedOn', defaultMessage: 'Placed on {date}', description: 'When the order was placed' },
  back: { id: 'account.orderDetails.back', defaultMessage: 'Back to all orders', description: 'Link from the order details to the history' },
  notFound: { id: 'account.orderDetails.notFound', defaultMessage: 'This order could not be found.', description: 'getOrder answered 404' },
  products: { id: 'account.orderDetails.products', defaultMessage: 'Products', description: 'Heading of the order lines' },
  product: { id: 'account.orderDetails.product', defaultMessage: 'Product', description: 'Column: product' },
  quantity: { id: 'account.orderDetails.quantity', defaultMessage: 'Quantity', description: 'Column: quantity' },
  unitPrice: { id: 'account.orderDetails.unitPrice', defaultMessage: 'Price', description: 'Column: unit price' },
  lineTotal: { id: 'account.orderDetails.lineTotal', defaultMessage: 'Total', description: 'Column: line total' },
  returned: { id: 'account.orderDetails.returned', defaultMessage: '{count} returned', description: 'How many of a line are being returned' },
  withdrawn: { id: 'account.orderDetails.withdrawn', defaultMessage: '{count} withdrawn', description: 'How many of a line were withdrawn from (issue #22)' },
  subtotal: { id: 'account.orderDetails.subtotal', defaultMessage: 'Products', description: 'Totals: products' },
  discounts: { id: 'account.orderDetails.discounts', defaultMessage: 'Discounts', description: 'Totals: discounts and vouchers' },
  points: { id: 'account.orderDetails.points', defaultMessage: 'Loyalty points', description: 'Totals: loyalty points used' },
  shipping: { id: 'account.orderDetails.shipping', defaultMessage: 'Shipping', description: 'Totals: shipping cost' },
  total: { id: 'account.orderDetails.total', defaultMessage: 'Total', description: 'Totals: amount paid' },
  tax: { id: 'account.orderDetails.tax', defaultMessage: 'Of which tax', description: 'Totals: tax included in the total' },
  dutiesExcluded: {
    id: 'account.orderDetails.dutiesExcluded',
    defaultMessage: 'Local duties and taxes are not included and are payable on delivery.',
    description: 'Note for orders outside the EU',
  },
  delivery: { id: 'account.orderDetails.delivery', defaultMessage: 'Delivery', description: 'Heading of the delivery details' },
  deliveryMethod: { id: 'account.orderDetails.deliveryMethod', defaultMessage: 'Delivery method', description: 'Label of the carrier' },
  pickupPoint: { id: 'account.orderDetails.pickupPoint', defaultMessage: 'Collection point', description: 'Label of the collection point' },
  deliveryNote: { id: 'account.orderDetails.deliveryNote', defaultMessage: 'Delivery note', description: 'Label of the delivery message' },
  deliveryAddress: { id: 'account.orderDetails.deliveryAddress', defaultMessage: 'Delivery address', description: 'Heading of the delivery address' },
  invoiceAddress: { id: 'account.orderDetails.invoiceAddress', defaultMessage: 'Invoice address', description: 'Heading of the invoice address' },
  payment: { id: 'account.orderDetails.payment', defaultMessage: 'Payment', description: 'Heading of the payment details' },
  instalments: {
    id: 'account.orderDetails.instalments',
    defaultMessage: 'In {count} instalments',
    description: 'The order is paid in instalments',
  },
  history: { id: 'account.orderDetails.history', defaultMessage: 'Status history', description: 'Heading of the status history' },
  returns: { id: 'account.orderDetails.returns', defaultMessage: 'Returns', description: 'Heading of the order’s returns' },
  returnLine: { id: 'account.orderDetails.returnLine', defaultMessage: '{quantity} × {name} ({reason})', description: 'One returned line' },
  returnRequested: {
    id: 'account.orderDetails.returnRequested',
    defaultMessage: 'Requested on {date}: {status}',
    description: 'A return request with its date and status',
  },
  withdrawals: { id: 'account.orderDetails.withdrawals', defaultMessage: 'Withdrawals', description: 'Heading of the order’s withdrawals' },
  withdrawalReceived: {
    id: 'account.orderDetails.withdrawalReceived',
    defaultMessage: 'Withdrawal received on {date}, {time}',
    description: 'A withdrawal from the order, with the date and time the shop received it',
  },
  cancellationReceived: {
    id: 'account.orderDetails.cancellationReceived',
    defaultMessage: 'Cancellation received on {date}, {time}',
    description: 'A withdrawal that cancelled the unshipped order, with the date and time the shop received it',
  },
  withdrawnLine: { id: 'account.orderDetails.withdrawnLine', defaultMessage: '{quantity} × {name}', description: 'One withdrawn item' },
  downloads: { id: 'account.orderDetails.downloads', defaultMessage: 'Downloads', description: 'Heading of the downloadable files (manuals)' },
  download: { id: 'account.orderDetails.download', defaultMessage: '{name} (PDF)', description: 'Link to a downloadable manual' },
})

export const returnMessages = defineMessages({
  title: { id: 'account.returnRequest.title', defaultMessage: 'Return products', description: 'Heading of the return request form' },
  until: {
    id: 'account.returnRequest.until',
    defaultMessage: 'You can return products of this order until {date}.',
    description: 'The return window is open',
  },
  quantityOf: { id: 'account.returnRequest.quantityOf', defaultMessage: 'Quantity of {name} to return', description: 'Label of a line’s return quantity' },
  reason: { id: 'account.returnRequest.reason', defaultMessage: 'Reason for the return', description: 'Label of the return reason field' },
  submit: { id: 'account.returnRequest.submit', defaultMessage: 'Request return', description: 'Submit button of the return request' },
  requested: { id: 'account.returnRequest.requested', defaultMessage: 'Return requested', description: 'The return request was accepted' },
  noneChosen: {
    id: 'account.returnRequest.noneChosen',
    defaultMessage: 'Choose at least one product to return.',
    description: 'Return request without any quantity',
  },
})

export const cancelMessages = defineMessages({
  button: { id: 'account.orderCancel.button', defaultMessage: 'Cancel order', description: 'Opens the confirmation to cancel an unshipped order' },
  hint: {
    id: 'account.orderCancel.hint',
    defaultMessage: 'This order has not been shipped yet: you can still cancel it.',
    description: 'Next to the cancel button',
  },
  withdrawHint: {
    id: 'account.orderCancel.withdrawHint',
    defaultMessage: 'You can withdraw from this order without giving a reason until {date}.',
    description: 'Next to the withdrawal control of a delivered order',
  },
  withdrawOnItsWay: {
    id: 'account.orderCancel.withdrawOnItsWay',
    defaultMessage: 'You can withdraw from this order without giving a reason until {days} days after it is delivered.',
    description: 'Next to the withdrawal control of a shipped order not delivered yet',
  },
  dialogTitle: { id: 'account.orderCancel.dialogTitle', defaultMessage: 'Cancel order {reference}?', description: 'Title of the cancel confirmation' },
  dialogText: {
    id: 'account.orderCancel.dialogText',
    defaultMessage: 'The whole order will be cancelled. If you have already paid, we refund you by the means of payment you used.',
    description: 'What cancelling does',
  },
  keep: { id: 'account.orderCancel.keep', defaultMessage: 'Keep order', description: 'Closes the confirmation without cancelling' },
  confirm: { id: 'account.orderCancel.confirm', defaultMessage: 'Yes, cancel order', description: 'Cancels the order' },
  cancelled: {
    id: 'account.orderCancel.cancelled',
    defaultMessage: 'Order {reference} has been cancelled. We have sent you a confirmation by e-mail.',
    description: 'The order was cancelled',
  },
  failed: { id: 'account.orderCancel.failed', defaultMessage: 'The order could not be cancelled. Please try again.', description: 'Any other failure' },
})
