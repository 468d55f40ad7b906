// The withdrawal function (issue #22): the order as getWithdrawalOrder shows it, a recorded withdrawal, and the
// payloads that name the order (by reference and e-mail, or by id) and withdraw from it.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { arr, id, int, obj, str, text } from '../schema'
import { LineImage } from './catalog'
export type WithdrawalMode = Static<typeof WithdrawalMode>
export const WithdrawalMode = Type.Union([Type.Literal('withdraw'), Type.Literal('cancel'), Type.Literal('closed')])

export type ClosedReason = Static<typeof ClosedReason>
export const ClosedReason = Type.Union([
  Type.Literal('period_over'),
  Type.Literal('already_withdrawn'),
  Type.Literal('cancelled'),
  Type.Literal('not_eligible'),
])

export type Withdrawal = Static<typeof Withdrawal>
export const Withdrawal = Type.Object({
  id_withdrawal: Type.Number(),
  kind: Type.Union([Type.Literal('withdrawal'), Type.Literal('cancellation')]),
  reference: Type.String(),
  received_at: Type.String(),
  name: Type.String(),
  email_masked: Type.String(),
  lines: Type.Array(
    Type.Object({
      id_order_detail: Type.Number(),
      product_name: Type.String(),
      quantity: Type.Number(),
    }),
  ),
  reason: Type.Union([Type.String(), Type.Null()]),
  return_address: Type.Union([Type.Array(Type.String()), Type.Null()]),
})

export type WithdrawalOrder = Static<typeof WithdrawalOrder>
export const WithdrawalOrder = Type.Object({
  id_order: Type.Number(),
  reference: Type.String(),
  date_add: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
  withdrawal: Type.Object({
    mode: WithdrawalMode,
    deadline: Type.Union([Type.String(), Type.Null()]),
    closed_reason: Type.Union([ClosedReason, Type.Null()]),
  }),
  products: Type.Array(
    Type.Object({
      id_order_detail: Type.Number(),
      name: Type.String(),
      attributes: Type.String(),
      quantity: Type.Number(),
      withdrawable_quantity: Type.Number(),
      default_image: LineImage,
    }),
  ),
  withdrawals: Type.Array(Withdrawal),
})

export type WithdrawalCreated = Static<typeof WithdrawalCreated>
export const WithdrawalCreated = Type.Object({
  withdrawal: Withdrawal,
  order: WithdrawalOrder,
})

/** Around the e-mail: spaces a shopper pasted are forgiven (trimmed before comparing). */
const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\s*$'

/** How the order is named: by reference and the e-mail it was placed with (anyone), or by id (its customer). */
const identityFields = {
  id_order: id(),
  reference: text(32),
  email: str(255, 1, { pattern: EMAIL_PATTERN }),
}

/** getWithdrawalOrder's payload. */
export type WithdrawalIdentification = Static<typeof WithdrawalIdentification>
export const WithdrawalIdentification = obj(identityFields)

/** createWithdrawal's payload: the order, who withdraws, and which lines (all that are left when none are named). */
export type WithdrawalInput = Static<typeof WithdrawalInput>
export const WithdrawalInput = obj(
  {
    ...identityFields,
    name: text(200),
    lines: arr(obj({ id_order_detail: id(), quantity: int(1, 999) }, ['id_order_detail', 'quantity']), 100, 1),
    reason: str(500),
  },
  ['name'],
)
