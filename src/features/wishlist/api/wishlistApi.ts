// A customer's wishlist on the server. Adding and removing answer with the whole list, which replaces the cached
// one (in the language it was asked in), so a toggle costs one request.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { WishKey, WishlistItem } from '../model/types'
import type { PsWishlist } from './dto'
import { mapWishlist } from './map'

type Change = WishKey & { lang: Locale }

const body = ({ productId, attributeId }: WishKey) => ({ id_product: productId, id_product_attribute: attributeId })

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistItem[], Locale>({
      query: (lang) => ({ call: 'getWishlist', lang }),
      transformResponse: (res: PsEnvelope<PsWishlist>) => mapWishlist(res.psdata),
      providesTags: [TAG.Wishlist],
    }),
    addToWishlist: build.mutation<WishlistItem[], Change>({
      query: ({ lang, ...key }) => ({ call: 'addToWishlist', body: body(key), lang }),
      transformResponse: (res: PsEnvelope<PsWishlist>) => mapWishlist(res.psdata),
      async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null)
        if (result) dispatch(wishlistApi.util.upsertQueryData('getWishlist', lang, result.data))
      },
    }),
    removeFromWishlist: build.mutation<WishlistItem[], Change>({
      query: ({ lang, ...key }) => ({ call: 'removeFromWishlist', body: body(key), lang }),
      transformResponse: (res: PsEnvelope<PsWishlist>) => mapWishlist(res.psdata),
      async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null)
        if (result) dispatch(wishlistApi.util.upsertQueryData('getWishlist', lang, result.data))
      },
    }),
  }),
})

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi
