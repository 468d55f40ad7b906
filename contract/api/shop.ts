// The shop-wide answers: bootstrap (settings, menu, customer, countries, content pages) and getRedirect.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { CAPABILITY_NAMES } from '../capabilities'
export type MenuNode = Static<typeof MenuNode>
export const MenuNode = Type.Recursive(
  (This) =>
    Type.Object({
      id: Type.Union([Type.Number(), Type.String()]),
      slug: Type.String(),
      type: Type.String(),
      label: Type.String(),
      url: Type.String(),
      children: Type.Array(This),
      depth: Type.Number(),
      page_identifier: Type.Optional(Type.String()),
    }),
  { $id: 'MenuNode' },
)

export type ZoneDelivery = Static<typeof ZoneDelivery>
export const ZoneDelivery = Type.Object({
  countries: Type.Array(Type.String()),
  carriers: Type.Array(
    Type.Object({
      name: Type.String(),
      price: Type.Number(),
      free_shipping_applies: Type.Boolean(),
      delivery_days: Type.Union([
        Type.Object({
          min: Type.Number(),
          max: Type.Number(),
        }),
        Type.Null(),
      ]),
    }),
  ),
})

export type Bootstrap = Static<typeof Bootstrap>
export const Bootstrap = Type.Object({
  settings: Type.Optional(
    Type.Object({
      maintenance_mode: Type.Optional(Type.Boolean()),
      theme: Type.Optional(Type.String()),
      shop_name: Type.Optional(Type.String()),
      free_shipping: Type.Optional(
        Type.Object({
          country: Type.String(),
          from: Type.Number(),
          brands: Type.Optional(
            Type.Array(
              Type.Object({
                id_manufacturer: Type.Number(),
                from: Type.Number(),
              }),
            ),
          ),
        }),
      ),
      home_delivery: Type.Optional(Type.Array(ZoneDelivery)),
      instalments: Type.Optional(
        Type.Object({
          min: Type.Number(),
          max: Type.Number(),
        }),
      ),
      return_days: Type.Optional(Type.Number()),
      returns: Type.Optional(
        Type.Object({
          country: Type.String(),
          method: Type.Union([Type.Literal('mail'), Type.String()]),
          free_countries: Type.Array(Type.String()),
          label_fee: Type.Union([Type.Number(), Type.Null()]),
        }),
      ),
      same_as: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  menuItems: Type.Optional(Type.Array(MenuNode)),
  customer: Type.Optional(
    Type.Union([
      Type.Object({
        id_customer: Type.Number(),
        firstname: Type.String(),
        lastname: Type.String(),
        email: Type.String(),
      }),
      Type.Null(),
    ]),
  ),
  cart_count: Type.Optional(Type.Number()),
  detected_country: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  countries: Type.Optional(
    Type.Array(
      Type.Object({
        iso_code: Type.String(),
        name: Type.String(),
        is_eu: Type.Boolean(),
      }),
    ),
  ),
  cms_pages: Type.Optional(
    Type.Array(
      Type.Object({
        id_cms: Type.Number(),
        title: Type.String(),
        link_rewrite: Type.String(),
        url: Type.String(),
        role: Type.Optional(Type.Union([Type.Literal('terms'), Type.Literal('privacy'), Type.Null()])),
      }),
    ),
  ),
  /** The optional parts of the contract this back end offers (contract/capabilities.ts); one left out (or all) is offered. */
  capabilities: Type.Optional(Type.Partial(Type.Record(Type.Union(CAPABILITY_NAMES.map((name) => Type.Literal(name))), Type.Boolean()))),
})

export type Redirect = Static<typeof Redirect>
export const Redirect = Type.Object({
  to: Type.Union([Type.String(), Type.Null()]),
  status: Type.Optional(Type.Number()),
})
