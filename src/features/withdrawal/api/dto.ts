// Raw psdata of the withdrawal calls (issue #22 contract, /work notes and docs/api.md): getWithdrawalOrder,
// createWithdrawal, and the withdrawal mode getOrders adds to each row.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type {
  ClosedReason,
  Withdrawal,
  WithdrawalCreated,
  WithdrawalIdentification,
  WithdrawalInput,
  WithdrawalMode,
  WithdrawalOrder,
} from '@contract/api/withdrawal'
import type { Orders } from '@contract/api/orders'

export type PsWithdrawalMode = WithdrawalMode
export type PsClosedReason = ClosedReason
export type PsWithdrawal = Withdrawal
export type PsWithdrawalOrder = WithdrawalOrder
export type PsWithdrawalIdentification = WithdrawalIdentification
export type PsWithdrawalInput = WithdrawalInput
export type PsWithdrawalCreated = WithdrawalCreated
/** getOrders' answer, each row with its withdrawal mode (the orders feature's call, read here for the choice). */
export type PsOrderRows = Orders
export type PsOrderRow = Orders['orders'][number]
