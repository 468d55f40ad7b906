// The cart, as every cart call answers it (and getCheckout's `cart`), and getCarriers' carriers for a country.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { LineImage } from './catalog'
export type CartLine = Static<typeof CartLine>
export const CartLine = Type.Object({
  id_product: Type.Number(),
  id_product_attribute: Type.Number(),
  name: Type.String(),
  link_rewrite: Type.String(),
  url: Type.String(),
  reference: Type.String(),
  quantity: Type.Number(),
  cart_quantity: Type.Number(),
  price: Type.Number(),
  regular_price: Type.Number(),
  has_discount: Type.Boolean(),
  discount: Type.Optional(Type.Unknown()),
  total: Type.Number(),
  regular_total: Type.Number(),
  attributes: Type.String(),
  attributes_array: Type.Array(
    Type.Object({
      group: Type.String(),
      name: Type.String(),
      id_attribute: Type.Number(),
    }),
  ),
  default_image: LineImage,
  quantity_available: Type.Number(),
  availability: Type.String(),
  preorder: Type.Union([
    Type.Object({
      available_date: Type.String(),
    }),
    Type.Null(),
  ]),
  id_manufacturer: Type.Union([Type.Number(), Type.Null()]),
})

export type Cart = Static<typeof Cart>
export const Cart = Type.Object({
  id_cart: Type.Union([Type.Number(), Type.Null()]),
  products: Type.Array(CartLine),
  products_count: Type.Number(),
  totals: Type.Object({
    products: Type.Number(),
    products_regular: Type.Number(),
    discounts: Type.Number(),
    shipping: Type.Union([Type.Number(), Type.Null()]),
    points: Type.Number(),
    vat_exempt: Type.Number(),
    tax: Type.Number(),
    total: Type.Number(),
    duties_excluded: Type.Boolean(),
  }),
  vouchers: Type.Object({
    allowed: Type.Boolean(),
    added: Type.Array(
      Type.Object({
        id_cart_rule: Type.Number(),
        code: Type.String(),
        name: Type.String(),
        voucher_type: Type.String(),
        value: Type.Number(),
        amount: Type.Number(),
      }),
    ),
  }),
  free_shipping: Type.Object({
    country: Type.String(),
    from: Type.Number(),
    remaining: Type.Number(),
    qualifies: Type.Boolean(),
    brands: Type.Array(
      Type.Object({
        id_manufacturer: Type.Number(),
        name: Type.String(),
        from: Type.Number(),
        remaining: Type.Number(),
      }),
    ),
  }),
  instalments: Type.Object({
    available: Type.Boolean(),
    min: Type.Number(),
    max: Type.Number(),
  }),
  errors: Type.Array(Type.String()),
  problems: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.String(),
        message: Type.String(),
        params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
      }),
    ),
  ),
})

export type CarrierChoices = Static<typeof CarrierChoices>
export const CarrierChoices = Type.Object({
  country_iso: Type.Union([Type.String(), Type.Null()]),
  carriers: Type.Array(
    Type.Object({
      id_carrier: Type.Number(),
      name: Type.String(),
      price: Type.Number(),
      is_free: Type.Boolean(),
      is_pickup: Type.Boolean(),
    }),
  ),
})
