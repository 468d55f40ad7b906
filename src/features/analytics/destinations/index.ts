// The analytics chunk: loaded with the first event a consented tag should get, never before (the first download
// carries only the middleware that decides). A tag's script is loaded with its first event (once; the consent
// feature may have loaded it already), so its set-up precedes the event in its queue.
import type { AnalyticsEvent } from '@/shared/analytics'
import { loadTag } from '@/shared/analytics/tagScripts'
import type { AnalyticsTag } from '../model/analyticsTags'
import { toGtag, toTagManager } from './google'
import { toMatomo } from './matomo'

export { claimOrder, forgetOrders } from './reportedOrders'

export function deliver(tag: AnalyticsTag, event: AnalyticsEvent): void {
  loadTag(tag)
  switch (tag.type) {
    case 'gtag':
      return toGtag(event)
    case 'gtm':
      return toTagManager(event)
    case 'matomo':
      return toMatomo(event)
  }
}
