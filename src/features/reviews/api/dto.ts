// psdata of the review calls (docs/api.md, "Reviews"), as PrestaShop's productcomments module names them.
export interface PsReview {
  id_product_comment: number
  id_product: number
  title: string
  content: string
  customer_name: string
  grade: number
  criteria: Record<string, number>
  lang: string
  date_add: string
  date_upd: string
  is_own: boolean
}

export type PsReviewStatus = 'login_required' | 'purchase_required' | 'already_reviewed' | 'allowed'

export interface PsReviewPage {
  comments_nb: number
  comments_per_page: number
  page: number
  average_grade: number
  grades: Record<string, number>
  criteria: { key: string; name: string }[]
  criteria_averages: Record<string, number>
  comments: PsReview[]
  can_review: boolean
  review_status: PsReviewStatus
  own_review_id: number | null
}

export interface PsReviewChange {
  review: PsReview
  rating: { average: number; count: number }
}
