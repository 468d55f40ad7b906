// The newsletter calls' answer: the address and whether it is subscribed.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
export type Subscription = Static<typeof Subscription>
export const Subscription = Type.Object({
  email: Type.String(),
  subscribed: Type.Boolean(),
  welcome_sent: Type.Optional(Type.Boolean()),
})
