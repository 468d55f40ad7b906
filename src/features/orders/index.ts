/** The customer's orders: the order history, one order in full (also the checkout's confirmation), the return
 * requests and the form that makes one. The account pages' frame and signing in are @/features/account's: the
 * pages put the two together. */
export { OrderHistory } from './ui/OrderHistory'
export { OrderDetails } from './ui/OrderDetails'
export { useOrder } from './ui/useOrder'
export { useReportPurchase } from './ui/useReportPurchase'
export { ReturnsList } from './ui/ReturnsList'
export type { Order, OrderSummary, OrderLine, OrderPage, OrderReturn, ReturnRequest } from './model/types'
