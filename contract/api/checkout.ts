// The checkout's answers: the whole checkout state of every checkout step, carriers, collection points, payment
// methods, the placed and validated order, delivery message, loyalty points and the checkout feedback.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { Address } from './address'
import { Cart } from './cart'
// The placed order is answered as the order history lists it (server: presentOrderSummary).
import { OrderSummary } from './orders'
export type Carrier = Static<typeof Carrier>
export const Carrier = Type.Object({
  id_carrier: Type.Number(),
  name: Type.String(),
  delay: Type.String(),
  delivery_days: Type.Optional(
    Type.Union([
      Type.Object({
        min: Type.Number(),
        max: Type.Number(),
      }),
      Type.Null(),
    ]),
  ),
  is_pickup: Type.Boolean(),
  price: Type.Number(),
  is_free: Type.Boolean(),
})

export type Pudo = Static<typeof Pudo>
export const Pudo = Type.Object({
  id_pudo: Type.Number(),
  name: Type.String(),
  address: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
  country_iso: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  opening_hours: Type.Union([Type.String(), Type.Record(Type.String(), Type.String()), Type.Null()]),
  distance_km: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
})

export type Gateway = Static<typeof Gateway>
export const Gateway = Type.Object({
  id: Type.Union([Type.Literal('CREDITCARD'), Type.Literal('PAYPAL'), Type.Literal('MULTISAFEPAY'), Type.String()]),
  name: Type.String(),
  kind: Type.Union([Type.Literal('card'), Type.Literal('redirect')]),
  instalments: Type.Boolean(),
  test_cards: Type.Optional(
    Type.Object({
      approve: Type.String(),
      decline: Type.String(),
    }),
  ),
})

export type Checkout = Static<typeof Checkout>
export const Checkout = Type.Object({
  cart: Cart,
  customer: Type.Union([
    Type.Object({
      id_customer: Type.Number(),
      email: Type.String(),
      firstname: Type.String(),
      lastname: Type.String(),
      is_guest: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  addresses: Type.Object({
    delivery: Type.Union([Address, Type.Null()]),
    invoice: Type.Union([Address, Type.Null()]),
    invoice_same_as_delivery: Type.Boolean(),
  }),
  address_book: Type.Array(Address),
  carriers: Type.Array(Carrier),
  id_carrier: Type.Union([Type.Number(), Type.Null()]),
  carrier: Type.Union([Carrier, Type.Null()]),
  pudo: Type.Union([Pudo, Type.Null()]),
  delivery_message: Type.Union([Type.String(), Type.Null()]),
  points: Type.Object({
    balance: Type.Number(),
    used: Type.Number(),
    value: Type.Number(),
    point_value: Type.Number(),
    max_usable: Type.Number(),
  }),
  gateways: Type.Array(Gateway),
  totals: Cart.properties.totals,
  ready: Type.Boolean(),
  missing: Type.Array(Type.String()),
})

export type Pudos = Static<typeof Pudos>
export const Pudos = Type.Object({
  country_iso: Type.String(),
  located: Type.Boolean(),
  pudos: Type.Array(Pudo),
})

export type CreatedOrder = Static<typeof CreatedOrder>
export const CreatedOrder = Type.Object({
  order: OrderSummary,
  payment: Type.Object({
    gateway: Type.String(),
    status: Type.Union([Type.Literal('approved'), Type.Literal('declined'), Type.Literal('pending'), Type.Literal('canceled')]),
    redirect_url: Type.String(),
  }),
})

export type ValidatedOrder = Static<typeof ValidatedOrder>
export const ValidatedOrder = Type.Object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('declined'), Type.Literal('canceled'), Type.Literal('pending')]),
  order: Type.Intersect([
    OrderSummary,
    Type.Object({
      email: Type.Optional(Type.String()),
    }),
  ]),
})

export type DeliveryMessage = Static<typeof DeliveryMessage>
export const DeliveryMessage = Type.Object({
  message: Type.Union([Type.String(), Type.Null()]),
})

export type Feedback = Static<typeof Feedback>
export const Feedback = Type.Object({
  reference: Type.String(),
  rating: Type.Number(),
  comment: Type.Union([Type.String(), Type.Null()]),
})

/** getGateways: the payment methods the shop offers. */
export const Gateways = Type.Array(Gateway)

/** getLoyaltyPoints: the customer's points, what they are worth, and the last 100 changes. */
export type Loyalty = Static<typeof Loyalty>
export const Loyalty = Type.Object({
  balance: Type.Number(),
  value: Type.Number(),
  point_value: Type.Number(),
  earn_rate: Type.Number(),
  history: Type.Array(
    Type.Object({
      points: Type.Number(),
      reason: Type.Union([Type.Literal('order'), Type.Literal('redeem'), Type.Literal('refund')]),
      label: Type.String(),
      id_order: Type.Union([Type.Number(), Type.Null()]),
      reference: Type.Union([Type.String(), Type.Null()]),
      date_add: Type.String(),
    }),
  ),
})
