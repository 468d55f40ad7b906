// The strips that may sit at the bottom of any page: the cookie consent first, and once it is answered the geo
// notice (never both at once, so that a phone's screen keeps its content); and, at the top, a new version's notice.
import { useLocation, useNavigate } from 'react-router'
import { Consent, selectConsentDue, selectConsentRestored } from '@/features/consent'
import { GeoNotice } from '@/features/country'
import { UpdatePrompt } from '@/features/offline'
import { useShopData } from '@/features/shop'
import { useShopDestination } from '@/pages/shopDestination'
import type { Locale } from '@/shared/config'
import { rememberLocale } from '@/shared/i18n/detectLocale'
import { useAppSelector } from '@/shared/store'
import { withLocale } from '../routing/localePaths'

function GeoNoticeOfShop() {
  const { countries, detected } = useShopData((shop) => ({ countries: shop?.countries, detected: shop?.detectedCountry }))
  const destination = useShopDestination()
  const location = useLocation()
  const navigate = useNavigate()
  const switchLanguage = (to: Locale) => {
    rememberLocale(to)
    void navigate(`${withLocale(to, location.pathname)}${location.search}${location.hash}`)
  }
  if (!countries || detected === undefined) return null
  return <GeoNotice current={destination} detected={detected} countries={countries} onSwitchLanguage={switchLanguage} />
}

export function ShopNotices() {
  const consentAnswered = useAppSelector((state) => selectConsentRestored(state) && !selectConsentDue(state))
  return (
    <>
      <Consent />
      <UpdatePrompt />
      {consentAnswered ? <GeoNoticeOfShop /> : null}
    </>
  )
}
