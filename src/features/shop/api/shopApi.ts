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
 * The bootstrap's data (and whether it failed) in the page's language, without its request state: components that
 * only show it do not redraw when it is asked for again (e.g. after sign-in or hydration) and the answer is the same.
 */
export const useShopData = () => useBootstrapQuery(useLocale(), { selectFromResult: ({ data, isError }) => ({ data, isError }) })
