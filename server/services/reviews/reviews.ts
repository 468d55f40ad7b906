// Product reviews: the list with averages, who may write one (logged in, bought the product, not reviewed it
// yet) and the presenter.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { requireActiveProduct } from '../catalog/activeProduct'

export const REVIEWS_PER_PAGE = 10

/** Orders in these states count as a purchase. */
const PURCHASED = ['payment_accepted', 'processing', 'shipped', 'delivered']

export interface ReviewRow {
  id_product_comment: number
  id_product: number
  id_customer: number | null
  customer_name: string
  title: string
  content: string
  lang: Lang
  grade: number
  criteria: Record<string, number>
  date_add: Date
  date_upd: Date
}

export function presentReview(r: ReviewRow, viewer: number | null) {
  return {
    id_product_comment: r.id_product_comment,
    id_product: r.id_product,
    title: r.title,
    content: r.content,
    customer_name: r.customer_name,
    grade: r.grade,
    criteria: r.criteria,
    lang: r.lang,
    date_add: new Date(r.date_add).toISOString(),
    date_upd: new Date(r.date_upd).toISOString(),
    is_own: viewer !== null && r.id_customer === viewer,
  }
}

export async function hasPurchased(db: Queryable, idCustomer: number, idProduct: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from orders o join order_details d on d.id_order = o.id_order
      where o.id_customer = $1 and d.id_product = $2 and o.status = any($3) limit 1`,
    [idCustomer, idProduct, PURCHASED],
  )
  return rows.length > 0
}

export async function criteriaNames(db: Queryable, lang: Lang) {
  const rows = await db.query<{ criterion_key: string; names: Record<string, string> }>('select criterion_key, names from review_criteria order by position')
  return rows.map((r) => ({ key: r.criterion_key, name: r.names[lang] ?? r.names.en ?? r.criterion_key }))
}

export async function reviewStatus(db: Queryable, idCustomer: number | null, idProduct: number) {
  if (idCustomer === null) return { can_review: false, review_status: 'login_required' as const, own_review_id: null }
  const [own] = await db.query<{ id_product_comment: number }>('select id_product_comment from reviews where id_product = $1 and id_customer = $2', [
    idProduct,
    idCustomer,
  ])
  if (own) return { can_review: false, review_status: 'already_reviewed' as const, own_review_id: own.id_product_comment }
  if (!(await hasPurchased(db, idCustomer, idProduct))) return { can_review: false, review_status: 'purchase_required' as const, own_review_id: null }
  return { can_review: true, review_status: 'allowed' as const, own_review_id: null }
}

/** A page of a product's reviews as psdata: the reviews, their count and averages (overall, per grade, per criterion), and whether the viewer may write one. */
export async function reviewPage(db: Queryable, lang: Lang, idProduct: number, page: number, viewer: number | null) {
  await requireActiveProduct(db, idProduct)
  const rows = await db.query<ReviewRow>(
    `select * from reviews where id_product = $1 order by date_add desc, id_product_comment desc limit ${REVIEWS_PER_PAGE} offset $2`,
    [idProduct, (page - 1) * REVIEWS_PER_PAGE],
  )
  const [stats] = await db.query<{ n: number; avg: number | null }>(
    'select count(*) as n, avg(grade)::numeric(3,2) as avg from reviews where id_product = $1',
    [idProduct],
  )
  const grades = await db.query<{ grade: number; n: number }>('select grade, count(*) as n from reviews where id_product = $1 group by grade', [idProduct])
  const criteria = await criteriaNames(db, lang)
  const averages = await db.query<{ key: string; avg: number }>(
    `select c.key, round(avg(c.value::numeric), 2) as avg from reviews r, jsonb_each_text(r.criteria) c where r.id_product = $1 group by c.key`,
    [idProduct],
  )
  return {
    comments_nb: stats?.n ?? 0,
    comments_per_page: REVIEWS_PER_PAGE,
    page,
    average_grade: Number(stats?.avg ?? 0),
    grades: Object.fromEntries([1, 2, 3, 4, 5].map((g) => [g, grades.find((x) => x.grade === g)?.n ?? 0])),
    criteria,
    criteria_averages: Object.fromEntries(averages.map((a) => [a.key, Number(a.avg)])),
    comments: rows.map((r) => presentReview(r, viewer)),
    ...(await reviewStatus(db, viewer, idProduct)),
  }
}
