// Google Consent Mode v2: the signals Google tags and tag managers read from the dataLayer. Everything optional is
// denied by default; the shopper's choice updates it. Other tags are gated by not being loaded at all (tags.ts).
import { gtag } from '@/shared/analytics/gtag'
import type { ConsentChoice } from './consentSlice'

type Signal = 'granted' | 'denied'

export function consentModeSignals(choice: ConsentChoice | null): Record<string, Signal> {
  const signal = (granted: boolean | undefined): Signal => (granted ? 'granted' : 'denied')
  return {
    ad_storage: signal(choice?.marketing),
    ad_user_data: signal(choice?.marketing),
    ad_personalization: signal(choice?.marketing),
    analytics_storage: signal(choice?.statistics),
    functionality_storage: signal(choice?.preferences),
    personalization_storage: signal(choice?.preferences),
    security_storage: 'granted',
  }
}

export function signalConsent(kind: 'default' | 'update', choice: ConsentChoice | null): void {
  gtag('consent', kind, consentModeSignals(choice))
}
