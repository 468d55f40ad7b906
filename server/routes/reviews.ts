// Product reviews (services/reviews/): anyone reads them; a logged-in customer who bought the product writes one,
// and edits or deletes only their own (anyone else's answers 404).
import { ReviewChange, ReviewDeleted, ReviewPage } from '@contract/api/reviews'
import { call } from '../http/calls'
import { dict, id, int, obj, str } from '@contract/schema'
import { deleteReview, editReview, writeReview } from '../services/reviews/changes'
import { reviewPage } from '../services/reviews/reviews'

const reviewSchema = () =>
  obj(
    {
      title: str(64, 3, { pattern: '\\S' }),
      content: str(2000, 10, { pattern: '\\S' }),
      rating: int(1, 5),
      criteria: dict(int(1, 5), '^[a-z_]{1,32}$', 10),
    },
    ['title', 'content', 'rating'],
  )

const getProductReviews = call({
  name: 'getProductReviews',
  answer: ReviewPage,
  body: obj({ productId: id(), page: int(1, 10_000) }, ['productId']),
  async handler({ shop, session, lang, body }) {
    return { psdata: await reviewPage(shop.db, lang, body.productId, body.page ?? 1, session.customerId) }
  },
})

const createProductReview = call({
  name: 'createProductReview',
  answer: ReviewChange,
  created: true,
  auth: true,
  writes: true,
  body: obj({ productId: id(), review: reviewSchema() }, ['productId', 'review']),
  async handler({ shop, session, lang, body }) {
    return { psdata: await writeReview(shop, lang, session.requireCustomer(), body.productId, body.review), message: 'Review submitted' }
  },
})

const updateProductReview = call({
  name: 'updateProductReview',
  answer: ReviewChange,
  auth: true,
  writes: true,
  body: obj({ productId: id(), reviewId: id(), review: reviewSchema() }, ['productId', 'reviewId', 'review']),
  async handler({ shop, session, body }) {
    const idCustomer = session.requireCustomer().id_customer
    return { psdata: await editReview(shop, idCustomer, body.productId, body.reviewId, body.review), message: 'Review updated' }
  },
})

const deleteProductReview = call({
  name: 'deleteProductReview',
  answer: ReviewDeleted,
  auth: true,
  writes: true,
  body: obj({ productId: id(), reviewId: id() }, ['productId', 'reviewId']),
  async handler({ shop, session, body }) {
    const rating = await deleteReview(shop, session.requireCustomer().id_customer, body.productId, body.reviewId)
    return { psdata: { reviewId: body.reviewId, deleted: true, rating }, message: 'Review deleted' }
  },
})

export const reviewCalls = [getProductReviews, createProductReview, updateProductReview, deleteProductReview]
