// The order history, an order's details and the returns. Status labels come in the request's language, so the
// language is part of every cache key.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { Order, OrderPage, OrderReturn, ReturnRequest } from '../model/types'
import type { PsOrder, PsOrders, PsReturn, PsReturns } from './dto'
import { cancelOrderBody, mapOrder, mapOrderPage, mapReturn, mapReturns, returnRequestBody } from './map'

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderPage, { page: number; lang: Locale }>({
      query: ({ page, lang }) => ({ call: 'getOrders', body: { page }, lang }),
      transformResponse: (res: PsEnvelope<PsOrders>) => mapOrderPage(res.psdata),
      providesTags: [TAG.Order],
    }),
    // By reference: the order confirmation e-mail links to /{lang}/my-account/orders?order=<reference>.
    getOrder: build.query<Order, { reference: string; lang: Locale }>({
      query: ({ reference, lang }) => ({ call: 'getOrder', body: { reference }, lang }),
      transformResponse: (res: PsEnvelope<PsOrder>) => mapOrder(res.psdata),
      providesTags: [TAG.Order],
    }),
    getReturns: build.query<OrderReturn[], Locale>({
      query: (lang) => ({ call: 'getReturns', lang }),
      transformResponse: (res: PsEnvelope<PsReturns>) => mapReturns(res.psdata),
      providesTags: [TAG.Order],
    }),
    createReturn: build.mutation<OrderReturn, { request: ReturnRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({ call: 'createReturn', body: { ...returnRequestBody(request) }, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsReturn>) => mapReturn(res.psdata),
      invalidatesTags: (result) => (result ? [TAG.Order] : []),
    }),
    // updateOrder { action: 'cancel' }: an order not shipped yet, cancelled by its customer. The stock comes back
    // (the catalogue's answers are stale) and a paid order is refunded: the server's rules, shown by refetching.
    cancelOrder: build.mutation<Order, { orderId: number; lang: Locale; idempotencyKey: string }>({
      query: ({ orderId, lang, idempotencyKey }) => ({ call: 'updateOrder', body: { ...cancelOrderBody(orderId) }, lang, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsOrder>) => mapOrder(res.psdata),
      invalidatesTags: (result) => (result ? [TAG.Order, TAG.Product] : []),
    }),
  }),
})

export const { useGetOrdersQuery, useGetOrderQuery, useGetReturnsQuery, useCreateReturnMutation, useCancelOrderMutation } = ordersApi
