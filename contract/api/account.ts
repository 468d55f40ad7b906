import { Type, type Static } from '@sinclair/typebox'
export type Customer = Static<typeof Customer>
export const Customer = Type.Object({
  id_customer: Type.Number(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  gender: Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Null()]),
  birthday: Type.Union([Type.String(), Type.Null()]),
  newsletter: Type.Boolean(),
  newsletter_sections: Type.Array(Type.String()),
  order_notifications: Type.Boolean(),
  commercial_consent: Type.Boolean(),
  lang: Type.String(),
  is_guest: Type.Boolean(),
  date_add: Type.String(),
})

export type SignedIn = Static<typeof SignedIn>
export const SignedIn = Type.Object({
  customer: Customer,
  cart_count: Type.Number(),
})

export type Registration = Static<typeof Registration>
export const Registration = Type.Object({
  email: Type.String(),
  password: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  gender: Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Null()]),
  birthday: Type.Union([Type.String(), Type.Null()]),
  newsletter: Type.Boolean(),
  newsletter_sections: Type.Array(Type.String()),
  order_notifications: Type.Boolean(),
  commercial_consent: Type.Boolean(),
  terms_accepted: Type.Literal(true),
})

export type CustomerUpdate = Static<typeof CustomerUpdate>
export const CustomerUpdate = Type.Object({
  email: Type.Optional(Type.String()),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  gender: Type.Optional(Type.Union([Type.Literal('m'), Type.Literal('f'), Type.Null()])),
  birthday: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  newsletter: Type.Optional(Type.Boolean()),
  newsletter_sections: Type.Optional(Type.Array(Type.String())),
  order_notifications: Type.Optional(Type.Boolean()),
  commercial_consent: Type.Optional(Type.Boolean()),
  password: Type.Optional(Type.String()),
  new_password: Type.Optional(Type.String()),
})
