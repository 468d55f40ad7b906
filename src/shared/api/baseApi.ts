/** The app's single RTK Query API. It has no endpoints of its own: each feature injects its calls in its `api/`. */
import { createApi } from '@reduxjs/toolkit/query/react'
import { getConfig } from '@/shared/config'
import { psdataBaseQuery } from './psdataBaseQuery'
import { serverDataReceived } from './serverHandover'
import { TAG } from './tags'

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: psdataBaseQuery,
  tagTypes: Object.values(TAG),
  // Spec §7: data older than 5 s is refetched when a component mounts; newer data is served from the cache.
  refetchOnMountOrArgChange: getConfig().freshnessSeconds,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
  // A server-rendered page starts with the data its HTML was rendered from.
  extractRehydrationInfo: (action) => (serverDataReceived.match(action) ? (action.payload as never) : undefined),
})
