// Raw psdata of the order and return calls, as the reference API (server/routes/{orders,returns}.ts) sends it.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type {
  UpdateOrderInput,
  Order,
  OrderLine,
  OrderSummary,
  OrderWithdrawal,
  Orders,
  OrdersPagination,
  Return,
  ReturnInput,
  Returns,
} from '@contract/api/orders'

export type PsPagination = OrdersPagination
export type PsOrderSummary = OrderSummary
export type PsOrders = Orders
export type PsOrderLine = OrderLine
export type PsReturn = Return
export type PsOrderWithdrawal = OrderWithdrawal
export type PsOrder = Order
export type PsReturns = Returns
/** updateOrder's payload (the app sends it to cancel an order that has not been shipped). */
export type PsCancelOrderInput = UpdateOrderInput
export type PsReturnInput = ReturnInput
