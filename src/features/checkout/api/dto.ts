// Raw psdata of the checkout calls (docs/api.md, "Checkout"; server/services/checkout/checkout.ts).
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Carrier, Checkout, CreatedOrder, DeliveryMessage, Feedback, Gateway, Pudo, Pudos, ValidatedOrder } from '@contract/api/checkout'
import type { OrderSummary } from '@contract/api/orders'

export type PsCarrier = Carrier
export type PsPudo = Pudo
export type PsGateway = Gateway
export type PsCheckout = Checkout
export type PsPudos = Pudos
export type PsOrderSummary = OrderSummary
export type PsCreatedOrder = CreatedOrder
export type PsValidatedOrder = ValidatedOrder
export type PsDeliveryMessage = DeliveryMessage
export type PsFeedback = Feedback
