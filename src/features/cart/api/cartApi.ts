// The cart on the server. Every call answers with the whole cart, which replaces the cached one (in the language
// it was asked in, so translated names never mix). Quantity changes and removals show at once (optimistic) and
// are undone when the API refuses them. A change of the bag changes the checkout (totals, shipping prices, stock
// problems): every successful write has the checkout read again.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { withoutLine, withQuantity } from '../model/optimistic'
import type { DeliveryEstimate } from '../model/types'
import type { PsCarrierChoices } from './dto'
import { mapDeliveryEstimate } from './map'
import { mapCart, storeCart, type Cart, type LineKey, type PsCart } from '@/shared/cart'

interface WithLang {
  lang: Locale
  idempotencyKey?: string
}
export type AddArgs = WithLang & LineKey & { quantity: number }
export type UpdateArgs = WithLang & LineKey & { quantity: number }
export type RemoveArgs = WithLang & LineKey
export type CouponArgs = WithLang & { code: string; action: 'add' | 'remove' }

const toCart = (res: PsEnvelope<PsCart>) => mapCart(res.psdata)
const checkoutChanged = (result: Cart | undefined) => (result ? [TAG.Checkout] : [])
const line = ({ productId, attributeId }: LineKey) => ({ id_product: productId, id_product_attribute: attributeId })

type Dispatch = (action: unknown) => unknown

/** Replaces the cached cart of this language with the API's answer once it arrives. */
async function storeAnswer(lang: Locale, dispatch: Dispatch, queryFulfilled: Promise<{ data: Cart }>) {
  const result = await queryFulfilled.catch(() => null)
  if (result) storeCart(dispatch, lang, result.data)
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCartItems: build.query<Cart, Locale>({
      query: (lang) => ({ call: 'getCartItems', lang }),
      transformResponse: toCart,
      providesTags: [TAG.Cart],
    }),
    // The bag's shipping estimate to the shopper's country: carriers priced for this cart, so every change of the
    // bag (which invalidates the checkout) asks again.
    getCarriers: build.query<DeliveryEstimate, { lang: Locale; country: string }>({
      query: ({ lang, country }) => ({ call: 'getCarriers', body: { country_iso: country }, lang }),
      transformResponse: (res: PsEnvelope<PsCarrierChoices>) => mapDeliveryEstimate(res.psdata),
      providesTags: [TAG.Checkout],
    }),
    createCartItem: build.mutation<Cart, AddArgs>({
      query: ({ lang, idempotencyKey, quantity, ...key }) => ({ call: 'createCartItem', body: { ...line(key), quantity }, lang, idempotencyKey }),
      transformResponse: toCart,
      invalidatesTags: checkoutChanged,
      async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
        await storeAnswer(lang, dispatch, queryFulfilled)
      },
    }),
    updateCartItem: build.mutation<Cart, UpdateArgs>({
      query: ({ lang, idempotencyKey, quantity, ...key }) => ({ call: 'updateCartItem', body: { ...line(key), quantity }, lang, idempotencyKey }),
      transformResponse: toCart,
      invalidatesTags: checkoutChanged,
      async onQueryStarted({ lang, quantity, productId, attributeId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(cartApi.util.updateQueryData('getCartItems', lang, (cart) => withQuantity(cart, { productId, attributeId }, quantity)))
        const result = await queryFulfilled.catch(() => null)
        if (result) storeCart(dispatch, lang, result.data)
        else patch.undo()
      },
    }),
    removeCartItem: build.mutation<Cart, RemoveArgs>({
      query: ({ lang, idempotencyKey, ...key }) => ({ call: 'removeCartItem', body: line(key), lang, idempotencyKey }),
      transformResponse: toCart,
      invalidatesTags: checkoutChanged,
      async onQueryStarted({ lang, productId, attributeId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(cartApi.util.updateQueryData('getCartItems', lang, (cart) => withoutLine(cart, { productId, attributeId })))
        const result = await queryFulfilled.catch(() => null)
        if (result) storeCart(dispatch, lang, result.data)
        else patch.undo()
      },
    }),
    addOrRemoveCoupon: build.mutation<Cart, CouponArgs>({
      query: ({ lang, idempotencyKey, code, action }) => ({ call: 'addOrRemoveCoupon', body: { code, action }, lang, idempotencyKey }),
      transformResponse: toCart,
      invalidatesTags: checkoutChanged,
      async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
        await storeAnswer(lang, dispatch, queryFulfilled)
      },
    }),
  }),
})

export const {
  useGetCartItemsQuery,
  useGetCarriersQuery,
  useCreateCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useAddOrRemoveCouponMutation,
} = cartApi
