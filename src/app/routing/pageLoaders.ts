// Loaders that start a page's code and its main data together when navigation to it starts (render-as-you-fetch):
// the first paint of a product or a list then waits for one round trip less than when the page asks after it has
// arrived and rendered. They never fail and never wait for data: pages show their own loading, 404 and error
// states from the same cache entries (the arguments are the ones the pages' hooks use).
//
// A loader runs inside the click that navigates: its work (appending the code's script elements, dispatching the
// queries and every store subscriber's check that follows) waits for the next paint, so the tap's feedback shows
// first and the interaction's latency stays short.
import type { LoaderFunctionArgs } from 'react-router'
import { getConfig } from '@/shared/config'
import { afterNextPaint } from '@/shared/lib/yieldToMain'
import { isLocale } from '@/shared/i18n/detectLocale'
import type { AppStore } from '../store'
import { resolveSlug, type SlugKind } from './slugPatterns'

/** The code of each kind of one-segment page (SlugRoute renders them lazily from the same imports). */
export const slugPages = {
  product: () => import(/* webpackChunkName: "page-product" */ '@/pages/product/ProductPage'),
  category: () => import(/* webpackChunkName: "page-category" */ '@/pages/category/CategoryPage'),
  content: () => import(/* webpackChunkName: "page-content" */ '@/pages/content/ContentPage'),
} satisfies Record<Exclude<SlugKind['kind'], 'none'>, unknown>

export type SlugPageKind = keyof typeof slugPages

const prefetchPage = () => import(/* webpackChunkName: "prefetch-page" */ './prefetchPage')

export type FixedPageKind = keyof Awaited<ReturnType<typeof prefetchPage>>['prefetchFixedPage']

export const makeHomeLoader =
  (store: AppStore) =>
  async ({ params }: LoaderFunctionArgs) => {
    const lang = params.lang
    await afterNextPaint()
    if (isLocale(lang, getConfig().locales)) (await prefetchPage()).prefetchHomePage(store.dispatch, lang)
    return null
  }

export const makeSlugLoader =
  (store: AppStore) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const lang = params.lang
    const slug = resolveSlug(params.slug ?? '')
    if (!isLocale(lang, getConfig().locales) || slug.kind === 'none') return null
    await afterNextPaint()
    // Waiting for the code (not the data) keeps the current page on screen instead of a blank fallback. A failed
    // chunk is the page's to report (its lazy import tries again).
    await Promise.all([
      slugPages[slug.kind](),
      prefetchPage().then((m) => m.prefetchSlugPage(store.dispatch, lang, params.slug ?? '', slug, new URL(request.url).searchParams)),
    ]).catch(() => undefined)
    return null
  }

/** Brand list, brand page, search results: their main data, from the path's parameters and the query string. */
export const makeFixedPageLoader =
  (store: AppStore, kind: FixedPageKind) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const lang = params.lang
    await afterNextPaint()
    if (isLocale(lang, getConfig().locales)) {
      const { prefetchFixedPage } = await prefetchPage()
      prefetchFixedPage[kind](store.dispatch, lang, params, new URL(request.url).searchParams)
    }
    return null
  }
