import { Type, type Static } from '@sinclair/typebox'
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
      default_image: Type.Union([
        Type.Object({
          url: Type.String(),
          width: Type.Number(),
          height: Type.Number(),
          legend: Type.Optional(Type.String()),
        }),
        Type.Null(),
      ]),
    }),
  ),
  withdrawals: Type.Array(Withdrawal),
})

export type WithdrawalIdentification = Static<typeof WithdrawalIdentification>
export const WithdrawalIdentification = Type.Union([
  Type.Object({
    reference: Type.String(),
    email: Type.String(),
  }),
  Type.Object({
    id_order: Type.Number(),
  }),
])

export type WithdrawalInput = Static<typeof WithdrawalInput>
export const WithdrawalInput = Type.Intersect([
  WithdrawalIdentification,
  Type.Object({
    name: Type.String(),
    lines: Type.Optional(
      Type.Array(
        Type.Object({
          id_order_detail: Type.Number(),
          quantity: Type.Number(),
        }),
      ),
    ),
    reason: Type.Optional(Type.String()),
  }),
])

export type WithdrawalCreated = Static<typeof WithdrawalCreated>
export const WithdrawalCreated = Type.Object({
  withdrawal: Withdrawal,
  order: WithdrawalOrder,
})

export type OrderRow = Static<typeof OrderRow>
export const OrderRow = Type.Object({
  id_order: Type.Number(),
  reference: Type.String(),
  date_add: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  total_paid: Type.Number(),
  total_tax: Type.Number(),
  products_count: Type.Number(),
  carrier_name: Type.String(),
  gateway: Type.String(),
  withdrawal: Type.Object({
    mode: WithdrawalMode,
  }),
})

export type OrderRows = Static<typeof OrderRows>
export const OrderRows = Type.Object({
  orders: Type.Array(OrderRow),
  pagination: Type.Object({
    total_items: Type.Number(),
    page: Type.Number(),
    per_page: Type.Number(),
    pages_count: Type.Number(),
  }),
})
