// The review calls as the reference API answers them, over an in-memory list, with the requests received.
import { http, HttpResponse } from 'msw'
import type { PsReview, PsReviewStatus } from '../api/dto'

const API = 'http://localhost/api'

export interface ReviewsMockOptions {
  /** What the viewer may do before they write anything. */
  status?: PsReviewStatus
  /** How many reviews by others exist (newest first: "Review 1" is the newest). */
  others?: number
  /** The viewer's own review exists. */
  own?: boolean
  /** Every write of this call fails with HTTP 500 (the app's one retry included). */
  failing?: 'createProductReview' | 'updateProductReview' | 'deleteProductReview'
}

export interface ReviewRequest {
  call: string
  body: Record<string, unknown>
}

const review = (id: number, overrides: Partial<PsReview> = {}): PsReview => ({
  id_product_comment: id,
  id_product: 42,
  title: `Review ${id}`,
  content: `Text of review ${id}, long enough.`,
  customer_name: `Author ${id}.`,
  grade: 4,
  criteria: { quality: 5 },
  lang: 'en',
  date_add: '2026-11-20T10:00:00.000Z',
  date_upd: '2026-11-20T10:00:00.000Z',
  is_own: false,
  ...overrides,
})

export function reviewsHandlers({ status = 'login_required', others = 2, own = false, failing }: ReviewsMockOptions = {}) {
  const requests: ReviewRequest[] = []
  let list: PsReview[] = Array.from({ length: others }, (_, i) => review(i + 1, { grade: i % 2 ? 5 : 4 }))
  let nextId = 100
  if (own) list = [review(nextId++, { title: 'Warm and soft', content: 'My own words about it.', customer_name: 'Mario R.', grade: 5, is_own: true }), ...list]
  const ownId = () => list.find((r) => r.is_own)?.id_product_comment ?? null
  const currentStatus = (): PsReviewStatus => (ownId() ? 'already_reviewed' : status === 'already_reviewed' ? 'allowed' : status)
  const fail = (call: string) => {
    if (failing !== call) return null
    return HttpResponse.json({ success: false, code: 500, psdata: null, message: 'Something went wrong' }, { status: 500 })
  }
  const rating = () => ({ average: list.length ? list.reduce((s, r) => s + r.grade, 0) / list.length : 0, count: list.length })

  const handlers = [
    http.post(`${API}/getProductReviews`, async ({ request }) => {
      const body = (await request.json()) as { productId: number; page?: number }
      requests.push({ call: 'getProductReviews', body })
      const page = body.page ?? 1
      const grades = Object.fromEntries([1, 2, 3, 4, 5].map((g) => [g, list.filter((r) => r.grade === g).length]))
      return HttpResponse.json({
        success: true,
        code: 200,
        psdata: {
          comments_nb: list.length,
          comments_per_page: 10,
          page,
          average_grade: rating().average,
          grades,
          criteria: [
            { key: 'quality', name: 'Quality' },
            { key: 'fit', name: 'Fit' },
          ],
          criteria_averages: list.length ? { quality: 5 } : {},
          comments: list.slice((page - 1) * 10, page * 10),
          can_review: currentStatus() === 'allowed',
          review_status: currentStatus(),
          own_review_id: ownId(),
        },
      })
    }),
    http.post(`${API}/createProductReview`, async ({ request }) => {
      const body = (await request.json()) as { productId: number; review: { title: string; content: string; rating: number; criteria: Record<string, number> } }
      requests.push({ call: 'createProductReview', body })
      const failed = fail('createProductReview')
      if (failed) return failed
      const created = review(nextId++, {
        title: body.review.title,
        content: body.review.content,
        grade: body.review.rating,
        criteria: body.review.criteria,
        customer_name: 'Mario R.',
        is_own: true,
        date_add: '2026-11-22T09:00:00.000Z',
        date_upd: '2026-11-22T09:00:00.000Z',
      })
      list = [created, ...list]
      return HttpResponse.json({ success: true, code: 201, psdata: { review: created, rating: rating() }, message: 'Review submitted' }, { status: 201 })
    }),
    http.post(`${API}/updateProductReview`, async ({ request }) => {
      const body = (await request.json()) as {
        productId: number
        reviewId: number
        review: { title: string; content: string; rating: number; criteria: Record<string, number> }
      }
      requests.push({ call: 'updateProductReview', body })
      const failed = fail('updateProductReview')
      if (failed) return failed
      list = list.map((r) =>
        r.id_product_comment === body.reviewId
          ? {
              ...r,
              title: body.review.title,
              content: body.review.content,
              grade: body.review.rating,
              criteria: body.review.criteria,
              date_upd: '2026-11-22T09:30:00.000Z',
            }
          : r,
      )
      const updated = list.find((r) => r.id_product_comment === body.reviewId)!
      return HttpResponse.json({ success: true, code: 200, psdata: { review: updated, rating: rating() }, message: 'Review updated' })
    }),
    http.post(`${API}/deleteProductReview`, async ({ request }) => {
      const body = (await request.json()) as { productId: number; reviewId: number }
      requests.push({ call: 'deleteProductReview', body })
      const failed = fail('deleteProductReview')
      if (failed) return failed
      list = list.filter((r) => r.id_product_comment !== body.reviewId)
      return HttpResponse.json({ success: true, code: 200, psdata: { reviewId: body.reviewId, deleted: true, rating: rating() } })
    }),
  ]
  return { handlers, requests }
}
