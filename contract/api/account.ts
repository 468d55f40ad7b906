// The account calls' schemas: the signed-in customer (login, register, resetPasswordEnter, getCustomer,
// updateCustomer) and the payloads of register and updateCustomer.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
import { accepted, arr, bool, date, email, nullable, obj, oneOf, str, text } from '../schema'
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

/** What a customer tells about themselves: the same fields and limits at registration and in a change. */
const profileFields = {
  email: email(),
  firstname: text(64),
  lastname: text(64),
  gender: nullable(oneOf(['m', 'f'])),
  birthday: nullable(date()),
  newsletter: bool(),
  newsletter_sections: arr(str(32, 1), 10),
  order_notifications: bool(),
  commercial_consent: bool(),
}

/** register's payload. */
export type Registration = Static<typeof Registration>
export const Registration = obj({ ...profileFields, password: str(72), terms_accepted: accepted() }, [
  'email',
  'password',
  'firstname',
  'lastname',
  'terms_accepted',
])

/** updateCustomer's payload: only the fields being changed; `password` (the current one) confirms an e-mail or password change. */
export type CustomerUpdate = Static<typeof CustomerUpdate>
export const CustomerUpdate = obj({
  ...profileFields,
  password: str(255),
  new_password: str(72),
})
