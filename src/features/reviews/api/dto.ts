// psdata of the review calls (docs/api.md, "Reviews"), as PrestaShop's productcomments module names them.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Review, ReviewChange, ReviewPage, ReviewStatus } from '@contract/api/reviews'

export type PsReview = Review
export type PsReviewStatus = ReviewStatus
export type PsReviewPage = ReviewPage
export type PsReviewChange = ReviewChange
