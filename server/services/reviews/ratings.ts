// Products carry their rating average and count (listings sort and show them without a join on reviews).
import type { Queryable } from '../../db/client'

export async function refreshRatings(db: Queryable, idProduct?: number): Promise<void> {
  await db.query(
    `update products p set rating_avg = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
       from (select pr.id_product, round(avg(rv.grade)::numeric, 2) as avg, count(rv.id_product_comment) as n
               from products pr left join reviews rv on rv.id_product = pr.id_product
              where ($1::int is null or pr.id_product = $1)
              group by pr.id_product) r
      where p.id_product = r.id_product`,
    [idProduct ?? null],
  )
}
