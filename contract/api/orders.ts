// Orders and returns: the order history and details (with returns and withdrawals), and the payloads of updateOrder
// and createReturn.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { arr, id, int, obj, oneOf, str } from '../schema'
import { StoredAddress } from './address'
import { Withdrawal, WithdrawalMode } from './withdrawal'
import { LineImage } from './catalog'
export type OrdersPagination = Static<typeof OrdersPagination>
export const OrdersPagination = Type.Object({
  total_items: Type.Number(),
  page: Type.Number(),
  per_page: Type.Number(),
  pages_count: Type.Number(),
})

export type OrderSummary = Static<typeof OrderSummary>
export const OrderSummary = Type.Object({
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
})

export type Orders = Static<typeof Orders>
export const Orders = Type.Object({
  orders: Type.Array(
    Type.Intersect([
      OrderSummary,
      Type.Object({
        withdrawal: Type.Object({
          mode: WithdrawalMode,
        }),
      }),
    ]),
  ),
  pagination: OrdersPagination,
})

export type OrderLine = Static<typeof OrderLine>
export const OrderLine = Type.Object({
  id_order_detail: Type.Number(),
  id_product: Type.Number(),
  id_product_attribute: Type.Number(),
  name: Type.String(),
  reference: Type.String(),
  attributes: Type.String(),
  quantity: Type.Number(),
  unit_price: Type.Number(),
  regular_unit_price: Type.Number(),
  total: Type.Number(),
  default_image: LineImage,
  url: Type.Union([Type.String(), Type.Null()]),
  returned_quantity: Type.Number(),
  returnable_quantity: Type.Number(),
  withdrawn_quantity: Type.Number(),
})

export type Return = Static<typeof Return>
export const Return = Type.Object({
  id_order_return: Type.Number(),
  id_order: Type.Number(),
  reference: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  date_add: Type.String(),
  lines: Type.Array(
    Type.Object({
      id_order_detail: Type.Number(),
      product_name: Type.String(),
      quantity: Type.Number(),
      reason: Type.String(),
    }),
  ),
})

/** A withdrawal or cancellation recorded for the order: the same record createWithdrawal answers with. */
export type OrderWithdrawal = Withdrawal

export type Order = Static<typeof Order>
export const Order = Type.Composite([
  OrderSummary,
  Type.Object({
    history: Type.Array(
      Type.Object({
        status: Type.String(),
        label: Type.String(),
        date_add: Type.String(),
      }),
    ),
    products: Type.Array(OrderLine),
    totals: Type.Object({
      products: Type.Number(),
      discounts: Type.Number(),
      shipping: Type.Number(),
      points: Type.Number(),
      vat_exempt: Type.Number(),
      tax: Type.Number(),
      total: Type.Number(),
      duties_excluded: Type.Boolean(),
    }),
    vouchers: Type.Array(
      Type.Object({
        code: Type.String(),
        name: Type.String(),
        amount: Type.Number(),
      }),
    ),
    carrier: Type.Object({
      id_carrier: Type.Union([Type.Number(), Type.Null()]),
      name: Type.String(),
    }),
    pudo: Type.Union([
      Type.Object({
        name: Type.Optional(Type.String()),
        address: Type.Optional(Type.String()),
        postcode: Type.Optional(Type.String()),
        city: Type.Optional(Type.String()),
      }),
      Type.Null(),
    ]),
    delivery_message: Type.Union([Type.String(), Type.Null()]),
    addresses: Type.Object({
      delivery: StoredAddress,
      invoice: StoredAddress,
    }),
    email: Type.String(),
    gateway_name: Type.String(),
    payment: Type.Union([
      Type.Object({
        status: Type.String(),
        card_brand: Type.Union([Type.String(), Type.Null()]),
        card_last4: Type.Union([Type.String(), Type.Null()]),
        instalments: Type.Number(),
      }),
      Type.Null(),
    ]),
    points_used: Type.Number(),
    points_earned: Type.Number(),
    returns: Type.Array(Return),
    return_deadline: Type.Union([Type.String(), Type.Null()]),
    is_returnable: Type.Boolean(),
    downloads: Type.Array(
      Type.Object({
        name: Type.String(),
        url: Type.String(),
        mime: Type.String(),
      }),
    ),
    withdrawal: Type.Object({
      mode: Type.Union([Type.Literal('withdraw'), Type.Literal('cancel'), Type.Literal('closed')]),
      deadline: Type.Union([Type.String(), Type.Null()]),
      closed_reason: Type.Union([Type.String(), Type.Null()]),
    }),
    withdrawals: Type.Array(Withdrawal),
  }),
])

export type Returns = Static<typeof Returns>
export const Returns = Type.Object({
  returns: Type.Array(Return),
})

/** updateOrder's payload: cancel an order that has not been shipped, or change its delivery message. */
export type UpdateOrderInput = Static<typeof UpdateOrderInput>
export const UpdateOrderInput = obj({ id_order: id(), action: oneOf(['cancel']), delivery_message: str(500) }, ['id_order'])

/** createReturn's payload. */
export type ReturnInput = Static<typeof ReturnInput>
export const ReturnInput = obj(
  {
    id_order: id(),
    lines: arr(
      obj({ id_order_detail: id(), quantity: int(1, 999), reason: str(500, 1, { pattern: '\\S' }) }, ['id_order_detail', 'quantity', 'reason']),
      100,
      1,
    ),
  },
  ['id_order', 'lines'],
)
