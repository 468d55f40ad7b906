// psdata of the newsletter calls (docs/api.md, "Account"), as the back end sends it.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Subscription } from '@contract/api/newsletter'

export type PsSubscription = Subscription
