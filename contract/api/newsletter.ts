import { Type, type Static } from '@sinclair/typebox'
export type Subscription = Static<typeof Subscription>
export const Subscription = Type.Object({
  email: Type.String(),
  subscribed: Type.Boolean(),
  welcome_sent: Type.Optional(Type.Boolean()),
})
