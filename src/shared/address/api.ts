// The countries with their address rules (getCountries). Country and state names come in the request's language,
// so the language is part of the cache key; the list rarely changes, so it stays cached for an hour.
import { baseApi, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { PsCountries } from './dto'
import { mapCountries } from './map'
import type { Countries } from './model/types'

const countriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Countries, Locale>({
      query: (lang) => ({ call: 'getCountries', lang }),
      transformResponse: (res: PsEnvelope<PsCountries>) => mapCountries(res.psdata),
      keepUnusedDataFor: 3600,
    }),
  }),
})

export const { useGetCountriesQuery } = countriesApi
