// Raw psdata of the cart's own calls beyond the cart (which lives in shared/cart).
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { CarrierChoices } from '@contract/api/cart'

export type PsCarrierChoices = CarrierChoices
