// Which of the shop's configured tags receive events (gtag, gtm, matomo; a plain `script` tag is the shop's own
// business), and the key each is known by (the consent feature's, on the tag's <script> element too).
import { getConfig, type ConsentCategory, type ConsentTag } from '@/shared/config'

export type AnalyticsTag = Extract<ConsentTag, { type: 'gtag' | 'gtm' | 'matomo' }>

export const isAnalyticsTag = (tag: ConsentTag): tag is AnalyticsTag => tag.type !== 'script'

export const analyticsTags = (): AnalyticsTag[] => getConfig().consent.tags.filter(isAnalyticsTag)

export const destinationName = (tag: AnalyticsTag) => `${tag.type}:${tag.type === 'matomo' ? tag.url : tag.id}`

/** The tags the shopper's consent allows now. */
export const allowedTags = (granted: (category: ConsentCategory) => boolean) => analyticsTags().filter((tag) => granted(tag.category))
