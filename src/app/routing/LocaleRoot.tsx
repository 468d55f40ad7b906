// The element of every /:lang route: SEO links, scroll handling, progress, the redirect check, the maintenance
// switch, and the page inside the layout its route metadata names.
import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useMatches, useParams } from 'react-router'
import { maintenanceEnded, selectApiUnavailable, useBootstrapQuery } from '@/features/shop'
import { getConfig, type Locale } from '@/shared/config'
import { rememberLocale, readCookie, LOCALE_COOKIE } from '@/shared/i18n/detectLocale'
import { ErrorPage } from '../ErrorPage'
import { useAppDispatch, useAppSelector } from '../hooks'
import { LayoutFrame } from '../layouts/Layouts'
import { RouteProgress } from '../shell/RouteProgress'
import { SeoLinks } from '../shell/SeoLinks'
import { layoutOf } from './handle'
import { RedirectCheck } from './RedirectCheck'

const MAINTENANCE_POLL_MS = 30_000

/** True while the shop is closed: by configuration, by the back end's setting, or because a call answered 503. */
export function useMaintenance(lang: Locale): boolean {
  const dispatch = useAppDispatch()
  const apiUnavailable = useAppSelector(selectApiUnavailable)
  const configured = getConfig().maintenance_mode
  const { data, fulfilledTimeStamp } = useBootstrapQuery(lang, { pollingInterval: apiUnavailable ? MAINTENANCE_POLL_MS : 0 })
  const maintenance = configured || Boolean(data?.settings.maintenanceMode) || apiUnavailable
  // Only a bootstrap answered after the 503 may reopen the shop, not the cached one from before it.
  const seen = useRef(fulfilledTimeStamp)
  useEffect(() => {
    if (fulfilledTimeStamp !== seen.current && apiUnavailable && data && !data.settings.maintenanceMode) dispatch(maintenanceEnded())
    seen.current = fulfilledTimeStamp
  }, [fulfilledTimeStamp, apiUnavailable, data, dispatch])
  return maintenance
}

export function LocaleRoot() {
  const lang = useParams().lang as Locale
  const matches = useMatches()
  const maintenance = useMaintenance(lang)
  useEffect(() => {
    if (readCookie(document.cookie, LOCALE_COOKIE) !== lang) rememberLocale(lang)
  }, [lang])

  if (maintenance) {
    return (
      <>
        <SeoLinks lang={lang} />
        <LayoutFrame name="maintenance" lang={lang}>
          <ErrorPage status={503} />
        </LayoutFrame>
      </>
    )
  }
  return (
    <>
      <RouteProgress />
      <ScrollRestoration />
      <SeoLinks lang={lang} />
      <RedirectCheck />
      <LayoutFrame name={layoutOf(matches)} lang={lang}>
        <Outlet />
      </LayoutFrame>
    </>
  )
}
