// RTK Query asks again for a cache entry without data whenever a component subscribes to it. When a route's loader
// has already been told "404" (it asks while the page's code loads), the page would ask a second time for the
// same answer; it checks here first and skips its query instead.
import type { skipToken } from '@reduxjs/toolkit/query/react'
import { useAppSelector } from '@/shared/store'
import { isApiError } from './apiError'

interface SelectableEndpoint<A> {
  select: (arg: A | typeof skipToken) => (state: never) => { error?: unknown }
}

/** True when the cache holds a 404 for these arguments. */
export function useCachedNotFound<A>(endpoint: SelectableEndpoint<A>, arg: A | typeof skipToken): boolean {
  return useAppSelector((state) => {
    const error = endpoint.select(arg)(state as never).error
    return isApiError(error) && error.status === 404
  })
}
