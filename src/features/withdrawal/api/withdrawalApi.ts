// The withdrawal calls. Looking an order up is a read, but the API throttles it (it is how a stranger would guess
// orders): it runs only when the shopper asks, as a mutation, never again by itself on focus or remount, and the
// e-mail never becomes a cache key. Names and status labels come in the request's language.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { CustomerOrderChoices, OrderIdentification, Withdrawal, WithdrawalOrder, WithdrawalRequest } from '../model/types'
import type { PsOrderRows, PsWithdrawalCreated, PsWithdrawalOrder } from './dto'
import { identificationBody, mapOrderChoices, mapWithdrawal, mapWithdrawalOrder, withdrawalBody } from './map'

export const withdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The signed-in customer's orders (getOrders rows carry their withdrawal mode), to choose one from.
    getWithdrawalChoices: build.query<CustomerOrderChoices, { page: number; lang: Locale }>({
      query: ({ page, lang }) => ({ call: 'getOrders', body: { page }, lang }),
      transformResponse: (res: PsEnvelope<PsOrderRows>) => mapOrderChoices(res.psdata),
      providesTags: [TAG.Order],
    }),
    lookUpWithdrawalOrder: build.mutation<WithdrawalOrder, { order: OrderIdentification; lang: Locale }>({
      query: ({ order, lang }) => ({ call: 'getWithdrawalOrder', body: { ...identificationBody(order) }, lang }),
      transformResponse: (res: PsEnvelope<PsWithdrawalOrder>) => mapWithdrawalOrder(res.psdata),
    }),
    // Stock comes back when an unshipped order is cancelled: the catalogue's answers are stale too.
    createWithdrawal: build.mutation<{ withdrawal: Withdrawal; order: WithdrawalOrder }, { request: WithdrawalRequest; lang: Locale; idempotencyKey: string }>({
      query: ({ request, lang, idempotencyKey }) => ({ call: 'createWithdrawal', body: { ...withdrawalBody(request) }, lang, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsWithdrawalCreated>) => ({
        withdrawal: mapWithdrawal(res.psdata.withdrawal),
        order: mapWithdrawalOrder(res.psdata.order),
      }),
      invalidatesTags: (result) => (result ? [TAG.Order, TAG.Product] : []),
    }),
  }),
})

export const { useGetWithdrawalChoicesQuery, useLookUpWithdrawalOrderMutation, useCreateWithdrawalMutation } = withdrawalApi
