// The shopper's rating of the checkout of an order: one per order, sending it again replaces it.
import type { Queryable } from '../../db/client'

/** Stores (or replaces) the order's checkout feedback; a blank comment is none. Returns what was stored. */
export async function saveCheckoutFeedback(db: Queryable, idOrder: number, feedback: { rating: number; comment?: string }) {
  const comment = feedback.comment?.trim() || null
  await db.query(
    `insert into checkout_feedback (id_order, rating, comment) values ($1, $2, $3)
       on conflict (id_order) do update set rating = excluded.rating, comment = excluded.comment, date_upd = now()`,
    [idOrder, feedback.rating, comment],
  )
  return { rating: feedback.rating, comment }
}
