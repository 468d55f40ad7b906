// Shop-wide calls: bootstrap (settings, menu, session summary) and the per-path redirect check.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import { getConfig, type Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import type { ShopBootstrap, ShopRedirect } from '../model/types'
import type { PsBootstrap, PsRedirect } from './dto'
import { mapBootstrap, mapRedirect } from './map'

export const shopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bootstrap: build.query<ShopBootstrap, Locale>({
      query: (lang) => ({ call: 'bootstrap', lang }),
      transformResponse: (res: PsEnvelope<PsBootstrap>) => mapBootstrap(res.psdata, getConfig()),
      providesTags: [TAG.Settings, TAG.Customer],
    }),
    getRedirect: build.query<ShopRedirect, string>({
      query: (path) => ({ call: 'getRedirect', body: { path } }),
      transformResponse: (res: PsEnvelope<PsRedirect | null>) => mapRedirect(res.psdata),
      keepUnusedDataFor: 600,
    }),
  }),
})

export const { useBootstrapQuery, useGetRedirectQuery } = shopApi

/**
 * Parts of the bootstrap in the page's language (and whether it failed), picked by `select`: a component redraws only
 * when a part it picked changes. The bootstrap is asked for again once a server-rendered page is live (with the
 * shopper's session) and after sign-in; its answer is a new object whenever anything in it changed — the country a
 * CDN names, the bag's count — while RTK Query keeps the unchanged parts the same objects. Taking the whole answer,
 * the home page redrew everything on it for a first visit from behind a CDN: 230–470 ms at 4× CPU
 * (`npm run load-tasks` with an `X-Country-Code`). `select` returns an object of parts: they are compared one by one.
 */
export function useShopData<Parts extends Record<string, unknown>>(select: (shop: ShopBootstrap | undefined, isError: boolean) => Parts): Parts {
  return useBootstrapQuery(useLocale(), { selectFromResult: ({ data, isError }) => select(data, isError) })
}
