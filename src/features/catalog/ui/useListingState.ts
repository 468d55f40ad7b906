// The listing state of the current URL, and how to change it: sort and filter changes add a history entry (so Back
// undoes them); showing more or less replaces it.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readListingParams, writeListingParams, type ListingState } from '../model/listingParams'

export type ListingChange = (next: ListingState, history?: 'push' | 'replace') => void

export function useListingState(): [ListingState, ListingChange] {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListingParams(params), [params])
  const change = useCallback<ListingChange>(
    (next, history = 'push') => setParams((current) => writeListingParams(next, current), { replace: history === 'replace', preventScrollReset: true }),
    [setParams],
  )
  return [state, change]
}
