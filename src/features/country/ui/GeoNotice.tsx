// The geo notice: when the visitor seems to be in another country the shop ships to, a strip offers to switch to
// it (see geoNotice.ts for when). Its code is fetched only for a visitor it has something to offer; it does not
// come back for that country once answered.
import { lazy, Suspense } from 'react'
import { useAppSelector } from '@/shared/store'
import { getConfig, type Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { selectGeoNoticeAnsweredFor } from '../model/countrySlice'
import { geoOffer } from '../model/geoNotice'
import type { ShippingDestination } from '../model/useShippingDestination'

const GeoNoticeStrip = lazy(withReloadGuard(() => import(/* webpackChunkName: "geo-notice" */ './GeoNoticeStrip')))

interface GeoNoticeProps {
  current: ShippingDestination | null
  detected: string | null
  countries: ShippingDestination[]
  /** Opens the same page in another language (the app's language switch). */
  onSwitchLanguage: (lang: Locale) => void
}

export function GeoNotice({ current, detected, countries, onSwitchLanguage }: GeoNoticeProps) {
  const lang = useLocale()
  const answeredFor = useAppSelector(selectGeoNoticeAnsweredFor)
  if (!current) return null
  const offer = geoOffer({ detected, current: current.iso, lang, shipsTo: new Set(countries.map((c) => c.iso)), locales: getConfig().locales, answeredFor })
  const country = offer && countries.find((c) => c.iso === offer.country)
  if (!offer || !country) return null
  return (
    <Suspense fallback={null}>
      <GeoNoticeStrip current={current} country={country} offer={offer} onSwitchLanguage={onSwitchLanguage} />
    </Suspense>
  )
}
