// The element of every /:lang route: SEO links, scroll handling, progress, the redirect check, the maintenance
// switch, and the page inside the layout its route metadata names.
import { useEffect, useMemo, useRef } from 'react'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { maintenanceEnded, selectApiUnavailable, useBootstrapQuery } from '@/features/shop'
import { ContentPageLinksProvider, type ContentPageSlugs } from '@/shared/content/contentPageLinks'
import { getConfig } from '@/shared/config'
import { rememberLocale, readCookie, LOCALE_COOKIE } from '@/shared/i18n/detectLocale'
import { ErrorPage } from '@/shared/ui/ErrorPage'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { LayoutFrame } from '../layouts/Layouts'
import { RouteProgress } from '../shell/RouteProgress'
import { AppManifestLink } from '../shell/AppManifestLink'
import { SeoLinks } from '../shell/SeoLinks'
import { ShopNotices } from '../shell/ShopNotices'
import { layoutOf, linksManifestFromServer } from './handle'
import { RedirectCheck } from './RedirectCheck'
import { OfflineNavigation } from './OfflineNavigation'
import { useLocale } from '@/shared/i18n/useLocale'

const MAINTENANCE_POLL_MS = 30_000

/** True while the shop is closed: by configuration, by the back end's setting, or because a call answered 503. */
export function useMaintenance(): boolean {
  const dispatch = useAppDispatch()
  const apiUnavailable = useAppSelector(selectApiUnavailable)
  const configured = getConfig().maintenance_mode
  // Only what decides the layout is selected: this component re-renders the whole page, and a re-render caused by
  // a store change is synchronous (it would hydrate every part of a server-rendered page in one long task).
  const { answered, maintenanceMode, startedTimeStamp } = useBootstrapQuery(useLocale(), {
    pollingInterval: apiUnavailable ? MAINTENANCE_POLL_MS : 0,
    selectFromResult: ({ data, startedTimeStamp }) => ({
      answered: Boolean(data),
      maintenanceMode: Boolean(data?.settings.maintenanceMode),
      startedTimeStamp: apiUnavailable ? startedTimeStamp : undefined,
    }),
  })
  const maintenance = configured || maintenanceMode || apiUnavailable
  // Only a bootstrap requested after the 503 may reopen the shop, not one that was already on its way.
  const closedAt = useRef<number | null>(null)
  useEffect(() => {
    if (!apiUnavailable) {
      closedAt.current = null
      return
    }
    closedAt.current ??= Date.now()
    if (answered && !maintenanceMode && (startedTimeStamp ?? 0) > closedAt.current) dispatch(maintenanceEnded())
  }, [apiUnavailable, answered, maintenanceMode, startedTimeStamp, dispatch])
  return maintenance
}

/** The slugs of the shop's terms and privacy pages in this language, from the bootstrap (one yes/no per change). */
function useContentPageSlugs(): ContentPageSlugs {
  const { terms, privacy } = useBootstrapQuery(useLocale(), {
    selectFromResult: ({ data }) => ({
      terms: data?.contentPages.find((p) => p.role === 'terms')?.slug,
      privacy: data?.contentPages.find((p) => p.role === 'privacy')?.slug,
    }),
  })
  return useMemo(() => ({ terms, privacy }), [terms, privacy])
}

export function LocaleRoot() {
  const lang = useLocale()
  const matches = useMatches()
  const maintenance = useMaintenance()
  const contentPages = useContentPageSlugs()
  useEffect(() => {
    if (readCookie(document.cookie, LOCALE_COOKIE) !== lang) rememberLocale(lang)
  }, [lang])

  if (maintenance) {
    return (
      <>
        <SeoLinks />
        <ShopNotices />
        <LayoutFrame name="maintenance">
          <ErrorPage status={503} />
        </LayoutFrame>
      </>
    )
  }
  return (
    <ContentPageLinksProvider value={contentPages}>
      <RouteProgress />
      <OfflineNavigation />
      <ScrollRestoration />
      <SeoLinks />
      <AppManifestLink fromServer={linksManifestFromServer(matches)} />
      <RedirectCheck />
      {/* Before the page: the consent banner (or geo notice) is the first thing the keyboard reaches. */}
      <ShopNotices />
      <LayoutFrame name={layoutOf(matches)}>
        <Outlet />
      </LayoutFrame>
    </ContentPageLinksProvider>
  )
}
