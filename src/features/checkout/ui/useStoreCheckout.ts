// A write's answer is the new checkout. The endpoint stores it too, but only after the caller's await has moved on;
// storing it here first means the next step is decided on the saved state, not on the one before the save.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch } from 'react-redux'
import type { Locale } from '@/shared/config'
import { checkoutApi } from '../api/checkoutApi'
import type { Checkout } from '../model/types'

type Upsert = ReturnType<typeof checkoutApi.util.upsertQueryData<'getCheckout'>>
type ApiState = ReturnType<Parameters<Upsert>[1]>

export function useStoreCheckout(lang: Locale): (checkout: Checkout) => Promise<unknown> {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>()
  return (checkout) => dispatch(checkoutApi.util.upsertQueryData('getCheckout', lang, checkout))
}
