// What the shopper's consent does in the page: Consent Mode signals (denied until they choose), the configured
// tags of each granted category loaded, and on a withdrawal the tags' cookies deleted — and, when a withdrawn tag
// already runs in this page, a reload, since only a new page stops a script.
import { useEffect, useRef } from 'react'
import { useAppSelector } from '@/shared/store'
import { getConfig } from '@/shared/config'
import { currentPage } from '@/shared/lib/currentPage'
import { signalConsent } from '../model/consentMode'
import { CONSENT_CATEGORIES, type ConsentChoice } from '../model/consentSlice'
import { selectConsentChoice } from '../model/selectors'
import { isTagLoaded, loadTag } from '@/shared/analytics/tagScripts'
import { deleteCookies, tagCookies } from '../model/tagCookies'

export function ConsentEffects() {
  const choice = useAppSelector(selectConsentChoice)
  const applied = useRef<ConsentChoice | null | undefined>(undefined)

  useEffect(() => {
    const before = applied.current
    applied.current = choice
    if (before === undefined) signalConsent('default', null)
    if (choice || before) signalConsent('update', choice)

    const { tags } = getConfig().consent
    const withdrawn = CONSENT_CATEGORIES.filter((category) => before?.[category] && !choice?.[category])
    const stopped = tags.filter((tag) => withdrawn.includes(tag.category))
    if (stopped.length) {
      deleteCookies(stopped.flatMap(tagCookies))
      if (stopped.some((tag) => isTagLoaded(tag))) {
        currentPage.reload()
        return
      }
    }
    for (const tag of tags) if (choice?.[tag.category]) loadTag(tag)
  }, [choice])

  return null
}
