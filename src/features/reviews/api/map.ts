// psdata → the reviews' domain types.
import type { Review, ReviewChange, ReviewPage, ReviewPermission } from '../model/types'
import type { PsReview, PsReviewChange, PsReviewPage, PsReviewStatus } from './dto'

const PERMISSIONS: Record<PsReviewStatus, ReviewPermission> = {
  login_required: 'loginRequired',
  purchase_required: 'purchaseRequired',
  already_reviewed: 'alreadyReviewed',
  allowed: 'allowed',
}

export function mapReview(r: PsReview): Review {
  return {
    id: r.id_product_comment,
    title: r.title,
    content: r.content,
    author: r.customer_name,
    rating: r.grade,
    criteria: r.criteria ?? {},
    createdAt: r.date_add,
    updatedAt: r.date_upd && r.date_upd !== r.date_add ? r.date_upd : null,
    own: r.is_own,
  }
}

export function mapReviewPage(p: PsReviewPage): ReviewPage {
  const grade = (g: number) => Number(p.grades?.[String(g)] ?? 0)
  return {
    total: p.comments_nb,
    perPage: p.comments_per_page,
    page: p.page,
    average: Number(p.average_grade) || 0,
    grades: { 1: grade(1), 2: grade(2), 3: grade(3), 4: grade(4), 5: grade(5) },
    criteria: (p.criteria ?? []).map((c) => ({ key: c.key, name: c.name, average: p.criteria_averages?.[c.key] ?? null })),
    reviews: p.comments.map(mapReview),
    permission: PERMISSIONS[p.review_status] ?? 'loginRequired',
    ownReviewId: p.own_review_id ?? null,
  }
}

/** createProductReview / updateProductReview: the review as saved and the product's new rating summary. */
export const mapReviewChange = (p: PsReviewChange): ReviewChange => ({
  review: mapReview(p.review),
  rating: { average: Number(p.rating?.average) || 0, count: Number(p.rating?.count) || 0 },
})
