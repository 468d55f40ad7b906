/** Analytics: the middleware that sends the features' events (shopperActed, @/shared/analytics) to the consented
 * gtag, gtm and matomo tags, and the debug record of what was sent (config.js `analytics: { debug: true }`). */
export { analyticsMiddleware, type ConsentGate } from './model/analyticsMiddleware'
export { analyticsSlice, selectSentEvents, type SentEvent } from './model/analyticsSlice'
