// A product's reviews (getProductReviews, 10 per page) and the customer's own review: create, update, delete.
// What the viewer may do depends on who is signed in, so the pages also carry the Customer tag (sign-in and
// sign-out refresh them); a change refreshes the product too, whose rating summary it moves.
import type { ProductId } from '@/shared/ids'
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { ReviewChange, ReviewInput, ReviewPage } from '../model/types'
import type { PsReviewChange, PsReviewPage } from './dto'
import { mapReviewChange, mapReviewPage } from './map'

interface Target {
  lang: Locale
  productId: ProductId
}

const changed = (_r: unknown, _e: unknown, { productId }: Target) => [
  { type: TAG.Review, id: productId },
  { type: TAG.Product, id: productId },
]

const reviewBody = ({ title, content, rating, criteria }: ReviewInput) => ({ title: title.trim(), content: content.trim(), rating, criteria })

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ReviewPage, Target & { page: number }>({
      query: ({ lang, productId, page }) => ({ call: 'getProductReviews', lang, body: { productId, page } }),
      transformResponse: (res: PsEnvelope<PsReviewPage>) => mapReviewPage(res.psdata),
      providesTags: (_r, _e, { productId }) => [{ type: TAG.Review, id: productId }, TAG.Customer],
    }),
    createProductReview: build.mutation<ReviewChange, Target & { review: ReviewInput }>({
      query: ({ lang, productId, review }) => ({ call: 'createProductReview', lang, body: { productId, review: reviewBody(review) } }),
      transformResponse: (res: PsEnvelope<PsReviewChange>) => mapReviewChange(res.psdata),
      invalidatesTags: changed,
    }),
    updateProductReview: build.mutation<ReviewChange, Target & { reviewId: number; review: ReviewInput }>({
      query: ({ lang, productId, reviewId, review }) => ({ call: 'updateProductReview', lang, body: { productId, reviewId, review: reviewBody(review) } }),
      transformResponse: (res: PsEnvelope<PsReviewChange>) => mapReviewChange(res.psdata),
      invalidatesTags: changed,
    }),
    deleteProductReview: build.mutation<null, Target & { reviewId: number }>({
      query: ({ lang, productId, reviewId }) => ({ call: 'deleteProductReview', lang, body: { productId, reviewId } }),
      transformResponse: () => null,
      invalidatesTags: changed,
    }),
  }),
})

export const { useGetProductReviewsQuery, useCreateProductReviewMutation, useUpdateProductReviewMutation, useDeleteProductReviewMutation } = reviewsApi
