// One order by reference, for pages outside the account (the checkout's confirmation): the order, or whether it
// is unknown to this session (404) or failed to load. Same cache entry as OrderDetails: one request for both.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useLocale } from '@/shared/i18n/useLocale'
import { useGetOrderQuery } from '../api/ordersApi'

export function useOrder(reference: string | null) {
  const lang = useLocale()
  const { data, error, isError, refetch, isFetching } = useGetOrderQuery(reference ? { reference, lang } : skipToken)
  const notFound = (error as { status?: unknown } | undefined)?.status === 404
  return { order: data, notFound, failed: isError && !notFound, retry: () => void refetch(), retrying: isFetching }
}
