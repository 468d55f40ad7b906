// Product reviews, as PrestaShop's productcomments module names them: a page of reviews and a review changed.
// Defined once (TypeBox): the API validates payloads with them, the web app's api/dto.ts types are Static<> of them,
// and docs/openapi.json is derived from them (npm run openapi).
import { Type, type Static } from '@sinclair/typebox'
export type Review = Static<typeof Review>
export const Review = Type.Object({
  id_product_comment: Type.Number(),
  id_product: Type.Number(),
  title: Type.String(),
  content: Type.String(),
  customer_name: Type.String(),
  grade: Type.Number(),
  criteria: Type.Record(Type.String(), Type.Number()),
  lang: Type.String(),
  date_add: Type.String(),
  date_upd: Type.String(),
  is_own: Type.Boolean(),
})

export type ReviewStatus = Static<typeof ReviewStatus>
export const ReviewStatus = Type.Union([
  Type.Literal('login_required'),
  Type.Literal('purchase_required'),
  Type.Literal('already_reviewed'),
  Type.Literal('allowed'),
])

export type ReviewPage = Static<typeof ReviewPage>
export const ReviewPage = Type.Object({
  comments_nb: Type.Number(),
  comments_per_page: Type.Number(),
  page: Type.Number(),
  average_grade: Type.Number(),
  grades: Type.Record(Type.String(), Type.Number()),
  criteria: Type.Array(
    Type.Object({
      key: Type.String(),
      name: Type.String(),
    }),
  ),
  criteria_averages: Type.Record(Type.String(), Type.Number()),
  comments: Type.Array(Review),
  can_review: Type.Boolean(),
  review_status: ReviewStatus,
  own_review_id: Type.Union([Type.Number(), Type.Null()]),
})

export type ReviewChange = Static<typeof ReviewChange>
export const ReviewChange = Type.Object({
  review: Review,
  rating: Type.Object({
    average: Type.Number(),
    count: Type.Number(),
  }),
})

/** deleteProductReview: which review went, and the product's rating without it. */
export type ReviewDeleted = Static<typeof ReviewDeleted>
export const ReviewDeleted = Type.Object({
  reviewId: Type.Number(),
  deleted: Type.Literal(true),
  rating: Type.Object({ average: Type.Number(), count: Type.Number() }),
})
