// The checkout on the server (docs/api.md, "Checkout"). Every write answers with the whole checkout, cart included:
// the answer replaces the cached checkout and the cached cart (the order summary's totals change with the carrier
// and the points), so saving a step costs that one request. Server data stays here; the step and the draft are the
// slice's.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import { storeCart } from '@/shared/cart'
import type { Locale } from '@/shared/config'
import type { Checkout, Gateway, PlacedOrder, Pudo, SentFeedback, ValidatedOrder } from '../model/types'
import type { PsCheckout, PsCreatedOrder, PsDeliveryMessage, PsFeedback, PsGateway, PsPudos, PsValidatedOrder } from './dto'
import { mapCheckout, mapDeliveryMessage, mapFeedback, mapGateways, mapPlacedOrder, mapPudos, mapValidatedOrder } from './map'
import type { AddressStep, OrderRequest } from '../model/types'
import { addressStepBody, createOrderBody } from './requests'

interface Write {
  lang: Locale
  idempotencyKey?: string
}

export interface PudoQuery {
  lang: Locale
  countryIso: string
  postcode?: string
  city?: string
}

export interface ValidateArgs {
  lang: Locale
  order: string
  token: string
  status?: string
}

export interface FeedbackArgs extends Write {
  reference: string
  rating: number
  comment: string
}

const toCheckout = (res: PsEnvelope<PsCheckout>) => mapCheckout(res.psdata)

type Dispatch = (action: unknown) => unknown

/** A write's answer is the new checkout and its cart: store both instead of asking again. */
async function storeCheckout(lang: Locale, dispatch: Dispatch, queryFulfilled: Promise<{ data: Checkout }>) {
  const result = await queryFulfilled.catch(() => null)
  if (!result) return
  dispatch(checkoutApi.util.upsertQueryData('getCheckout', lang, result.data))
  storeCart(dispatch, lang, result.data.cart)
}

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: build.query<Checkout, Locale>({
      query: (lang) => ({ call: 'getCheckout', lang }),
      transformResponse: toCheckout,
      providesTags: [TAG.Checkout],
    }),
    updateCheckoutAddress: build.mutation<Checkout, Write & AddressStep>({
      query: ({ lang, idempotencyKey, ...step }) => ({ call: 'updateCheckoutAddress', body: addressStepBody(step), lang, idempotencyKey }),
      transformResponse: toCheckout,
      // Typed addresses join the customer's address book.
      invalidatesTags: (result) => (result ? [TAG.Address] : []),
      onQueryStarted: ({ lang }, { dispatch, queryFulfilled }) => storeCheckout(lang, dispatch, queryFulfilled),
    }),
    updateCheckoutCarrier: build.mutation<Checkout, Write & { carrierId: number; pudoId?: number }>({
      query: ({ lang, idempotencyKey, carrierId, pudoId }) => ({
        call: 'updateCheckoutCarrier',
        body: { id_carrier: carrierId, ...(pudoId !== undefined ? { id_pudo: pudoId } : {}) },
        lang,
        idempotencyKey,
      }),
      transformResponse: toCheckout,
      onQueryStarted: ({ lang }, { dispatch, queryFulfilled }) => storeCheckout(lang, dispatch, queryFulfilled),
    }),
    updateCheckoutPoints: build.mutation<Checkout, Write & { points: number }>({
      query: ({ lang, idempotencyKey, points }) => ({ call: 'updateCheckoutPoints', body: { points }, lang, idempotencyKey }),
      transformResponse: toCheckout,
      onQueryStarted: ({ lang }, { dispatch, queryFulfilled }) => storeCheckout(lang, dispatch, queryFulfilled),
    }),
    getPudos: build.query<Pudo[], PudoQuery>({
      query: ({ lang, countryIso, postcode, city }) => ({
        call: 'getPudos',
        body: { country_iso: countryIso, ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) },
        lang,
      }),
      transformResponse: (res: PsEnvelope<PsPudos>) => mapPudos(res.psdata),
    }),
    // Spec §7: read back with a GET.
    getDeliveryMessage: build.query<string | null, Locale>({
      query: (lang) => ({ call: 'getDeliveryMessage', lang }),
      transformResponse: (res: PsEnvelope<PsDeliveryMessage>) => mapDeliveryMessage(res.psdata),
      providesTags: [TAG.Checkout],
    }),
    addOrEditDeliveryMessage: build.mutation<string | null, Write & { message: string }>({
      query: ({ lang, idempotencyKey, message }) => ({ call: 'addOrEditDeliveryMessage', body: { message }, lang, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsDeliveryMessage>) => mapDeliveryMessage(res.psdata),
      async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null)
        if (!result) return
        dispatch(checkoutApi.util.upsertQueryData('getDeliveryMessage', lang, result.data))
        dispatch(
          checkoutApi.util.updateQueryData('getCheckout', lang, (checkout) => {
            checkout.deliveryMessage = result.data
          }),
        )
      },
    }),
    // Instalments depend on the total, so the list follows the checkout's changes.
    getGateways: build.query<Gateway[], Locale>({
      query: (lang) => ({ call: 'getGateways', lang }),
      transformResponse: (res: PsEnvelope<PsGateway[]>) => mapGateways(res.psdata),
      providesTags: [TAG.Checkout],
    }),
    createOrder: build.mutation<PlacedOrder, Write & OrderRequest>({
      query: ({ lang, idempotencyKey, ...request }) => ({ call: 'createOrder', body: createOrderBody(request), lang, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsCreatedOrder>) => mapPlacedOrder(res.psdata),
      // Not the checkout: the page is on its way to the gateway or the validate page, and a refetch there would
      // only race the navigation. The validate page invalidates it once the outcome is known.
      invalidatesTags: (result) => (result ? [TAG.Cart, TAG.Order] : []),
    }),
    // Spec §7: errors swallowed, null returned (the base query resolves the failure to null).
    validateOrder: build.mutation<ValidatedOrder | null, ValidateArgs>({
      query: ({ lang, order, token, status }) => ({ call: 'validateOrder', body: { order, token, ...(status ? { status } : {}) }, lang }),
      transformResponse: (res: PsEnvelope<PsValidatedOrder> | null) => (res ? mapValidatedOrder(res.psdata) : null),
      invalidatesTags: (result) => (result && result.status !== 'pending' ? [TAG.Cart, TAG.Checkout, TAG.Order] : []),
    }),
    createCheckoutFeedback: build.mutation<SentFeedback, FeedbackArgs>({
      query: ({ lang, idempotencyKey, reference, rating, comment }) => ({
        call: 'createCheckoutFeedback',
        body: { reference, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        lang,
        idempotencyKey,
      }),
      transformResponse: (res: PsEnvelope<PsFeedback>) => mapFeedback(res.psdata),
    }),
  }),
})

export const {
  useGetCheckoutQuery,
  useUpdateCheckoutAddressMutation,
  useUpdateCheckoutCarrierMutation,
  useUpdateCheckoutPointsMutation,
  useGetPudosQuery,
  useLazyGetPudosQuery,
  useGetDeliveryMessageQuery,
  useAddOrEditDeliveryMessageMutation,
  useGetGatewaysQuery,
  useCreateOrderMutation,
  useValidateOrderMutation,
  useCreateCheckoutFeedbackMutation,
} = checkoutApi
