/** Analytics vocabulary every feature reports with: GA4 events and items built from the features' domain shapes,
 * and the action that reports one. Sending is the analytics feature's (after consent). */
export type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem, EcommerceParams } from './types'
export { isEcommerce } from './types'
export { item, productFacts, lineFacts, orderLineFacts, categoriesOf, variantLabel, type ItemFacts } from './items'
export * as analyticsEvents from './events'
export type { ItemList } from './events'
export { paidPurchase, cancellationRefund } from './orderOutcome'
export { shopperActed, useTrack } from './tracked'
export { useTrackOnce } from './useTrackOnce'
