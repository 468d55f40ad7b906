// Reviews of a product as the pages use them.
export interface Review {
  id: number
  title: string
  /** Plain text (shown as text, never as HTML). */
  content: string
  author: string
  rating: number
  criteria: Record<string, number>
  /** ISO date of writing, and of the last edit when there was one. */
  createdAt: string
  updatedAt: string | null
  own: boolean
}

export type ReviewPermission = 'loginRequired' | 'purchaseRequired' | 'alreadyReviewed' | 'allowed'

export interface ReviewPage {
  total: number
  perPage: number
  page: number
  average: number
  /** Number of reviews per star grade, 1 to 5. */
  grades: Record<1 | 2 | 3 | 4 | 5, number>
  criteria: { key: string; name: string; average: number | null }[]
  reviews: Review[]
  permission: ReviewPermission
  ownReviewId: number | null
}

/** A written or edited review, and the product's rating summary after it. */
export interface ReviewChange {
  review: Review
  rating: { average: number; count: number }
}

/** What the review form sends. */
export interface ReviewInput {
  title: string
  content: string
  rating: number
  criteria: Record<string, number>
}
