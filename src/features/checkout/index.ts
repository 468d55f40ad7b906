/** The checkout: steps from contact to review, placing the order, and the gateway's way back (validate,
 * success, failed, pending). Server data is RTK Query's; the step and the non-sensitive draft are the slice's. */
export { CheckoutFlow, type CheckoutFlowProps } from './ui/CheckoutFlow'
export { CardMemoryProvider } from './ui/cardMemory'
export type { SignInSlot } from './ui/contact/SignInOption'
export { checkoutSlice, selectCheckoutStep, selectCheckoutDraft } from './model/slice'
export type { Step, Checkout, PaymentOutcome } from './model/types'
// The way back from the payment: the validate page's check, the failed page, and the confirmation's parts.
export { PaymentValidation } from './ui/confirmation/PaymentValidation'
export { PaymentFailed, failureReason } from './ui/confirmation/PaymentFailed'
export { ConfirmationHeading } from './ui/confirmation/ConfirmationHeading'
export { OrderNotFound } from './ui/confirmation/OrderNotFound'
export { OrderLoadFailed } from './ui/confirmation/OrderLoadFailed'
export { CheckoutFeedback } from './ui/confirmation/CheckoutFeedback'
export { AccountOffer } from './ui/confirmation/AccountOffer'
