// Google's two tags. The Google tag (gtag.js) takes events as gtag('event', name, parameters); Tag Manager reads
// dataLayer objects: an e-commerce event as { event, ecommerce } after { ecommerce: null }, which clears the previous
// event's items from GTM's data model (as Google documents for GA4 e-commerce), any other with its parameters.
import { gtag } from '@/shared/analytics/gtag'
import { isEcommerce, type AnalyticsEvent } from '@/shared/analytics'

export function toGtag(event: AnalyticsEvent): void {
  gtag('event', event.name, event.params)
}

export function toTagManager(event: AnalyticsEvent): void {
  window.dataLayer ??= []
  if (isEcommerce(event)) window.dataLayer.push({ ecommerce: null }, { event: event.name, ecommerce: event.params })
  else window.dataLayer.push({ event: event.name, ...event.params })
}
