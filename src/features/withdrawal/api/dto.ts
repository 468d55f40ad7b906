// Raw psdata of the withdrawal calls (issue #22 contract, /work notes and docs/api.md): getWithdrawalOrder,
// createWithdrawal, and the withdrawal mode getOrders adds to each row.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type {
  ClosedReason,
  OrderRow,
  OrderRows,
  Withdrawal,
  WithdrawalCreated,
  WithdrawalIdentification,
  WithdrawalInput,
  WithdrawalMode,
  WithdrawalOrder,
} from '@contract/api/withdrawal'

export type PsWithdrawalMode = WithdrawalMode
export type PsClosedReason = ClosedReason
export type PsWithdrawal = Withdrawal
export type PsWithdrawalOrder = WithdrawalOrder
export type PsWithdrawalIdentification = WithdrawalIdentification
export type PsWithdrawalInput = WithdrawalInput
export type PsWithdrawalCreated = WithdrawalCreated
export type PsOrderRow = OrderRow
export type PsOrderRows = OrderRows
