// The route table's guards, which decide whether and where a path is shown before any page data is asked for: the
// language prefix (and the visitor's language for a path without one), the trailing slash, a page's validate check
// (with the back end's redirects) and the sign-in requirement. They read shop settings through the store (cached
// bootstrap). A page's data is started by its own loader (pageLoaders.ts).
import { data, redirect, type LoaderFunctionArgs } from 'react-router'
import { shopApi, type ShopBootstrap } from '@/features/shop'
import { getConfig, type Locale } from '@/shared/config'
import { detectLocale, isLocale } from '@/shared/i18n/detectLocale'
import { localeChanged } from '@/shared/i18n/localeSlice'
import { loadMessages } from '@/shared/i18n/loadMessages'
import { localeOfPath } from '@/shared/i18n/useLocale'
import type { AppStore } from '../store'
import { guardFailure, type RouteHandle } from './handle'
import { localisedTarget, splitLocale, stripTrailingSlash } from './localePaths'

export function detectedLocale(): Locale {
  const config = getConfig()
  return detectLocale({
    cookie: document.cookie,
    languages: navigator.languages ?? [navigator.language],
    locales: config.locales,
    fallback: config.defaultLocale,
  })
}

/** The language the app starts in: the URL's, or for a path without one the visitor's (cookie, then browser). */
export function startupLocale(): Locale {
  const fromUrl = splitLocale(window.location.pathname).lang
  return isLocale(fromUrl, getConfig().locales) ? fromUrl : detectedLocale()
}

export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const stripped = stripTrailingSlash(url.pathname)
  if (stripped) throw redirect(`${stripped}${url.search}${url.hash}`)
  if (url.pathname === '/') throw redirect(`/${detectedLocale()}${url.search}`)
  return null
}

export const makeLangLoader =
  (store: AppStore) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const lang = params.lang
    if (!isLocale(lang, getConfig().locales)) {
      const url = new URL(request.url)
      throw redirect(`${localisedTarget(url.pathname, detectedLocale())}${url.search}${url.hash}`)
    }
    // Every page's header needs the shop's bootstrap: ask now, while the messages and the page's code load.
    store.dispatch(shopApi.util.prefetch('bootstrap', lang, {}))
    await loadMessages(lang)
    if (store.getState().locale.current !== lang) store.dispatch(localeChanged(lang))
    return null
  }

/** The cached bootstrap of this language (fetched once and shared with the header); undefined when it failed. */
export async function loadBootstrap(store: AppStore, lang: Locale): Promise<ShopBootstrap | undefined> {
  const query = store.dispatch(shopApi.endpoints.bootstrap.initiate(lang))
  try {
    return await query.unwrap()
  } catch {
    return undefined
  } finally {
    query.unsubscribe()
  }
}

async function movedTo(store: AppStore, pathname: string): Promise<{ target: string; status: number } | null> {
  const query = store.dispatch(shopApi.endpoints.getRedirect.initiate(pathname))
  try {
    const moved = (await query).data
    return moved?.target && moved.target !== pathname ? { target: moved.target, status: moved.status } : null
  } finally {
    query.unsubscribe()
  }
}

export const makeGuardLoader =
  (store: AppStore, handle: RouteHandle) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const lang = localeOfPath(url.pathname)
    if (handle.validate) {
      const bootstrap = await loadBootstrap(store, lang)
      const status = guardFailure(handle.validate({ params, settings: bootstrap?.settings }))
      if (status !== undefined) {
        // A path the back end moves (e.g. the legacy /en/brands/show) goes there rather than to the error page:
        // the error would otherwise replace the page whose redirect check (RedirectCheck) would have moved it.
        const moved = await movedTo(store, url.pathname)
        if (moved) throw redirect(`${moved.target}${moved.target.includes('?') ? '' : url.search}`, moved.status)
        throw data({ guardFailed: true }, { status })
      }
    }
    if (handle.auth) {
      const bootstrap = await loadBootstrap(store, lang)
      if (!bootstrap?.customer) {
        throw redirect(`/${lang}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)
      }
    }
    return null
  }
