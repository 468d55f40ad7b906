import type { PsReview } from './dto'
import { mapReview, mapReviewChange } from './map'

// A review as the reference API's productcomments calls send it.
const psReview = (overrides: Partial<PsReview> = {}): PsReview => ({
  id_product_comment: 100,
  id_product: 42,
  title: 'Warm and soft',
  content: 'My own words about it.',
  customer_name: 'Mario R.',
  grade: 5,
  criteria: { quality: 5, fit: 4 },
  lang: 'en',
  date_add: '2026-11-22T09:00:00.000Z',
  date_upd: '2026-11-22T09:00:00.000Z',
  is_own: true,
  ...overrides,
})

describe('mapReview', () => {
  it('names the fields for the pages and keeps the edit date only when there was an edit', () => {
    expect(mapReview(psReview())).toEqual({
      id: 100,
      title: 'Warm and soft',
      content: 'My own words about it.',
      author: 'Mario R.',
      rating: 5,
      criteria: { quality: 5, fit: 4 },
      createdAt: '2026-11-22T09:00:00.000Z',
      updatedAt: null,
      own: true,
    })
    expect(mapReview(psReview({ date_upd: '2026-11-22T09:30:00.000Z' })).updatedAt).toBe('2026-11-22T09:30:00.000Z')
  })
})

describe('mapReviewChange', () => {
  it('maps the saved review and the product’s new rating summary', () => {
    const change = mapReviewChange({ review: psReview({ date_upd: '2026-11-22T09:30:00.000Z' }), rating: { average: 4.5, count: 2 } })
    expect(change).toEqual({
      review: expect.objectContaining({ id: 100, rating: 5, author: 'Mario R.', updatedAt: '2026-11-22T09:30:00.000Z', own: true }),
      rating: { average: 4.5, count: 2 },
    })
  })
})
