// What the load and fault scripts set up in the database before a run and check in it afterwards, against what the
// shoppers were told: the orders answered "approved" are paid, no cart has two live orders, and stock plus the
// stock orders hold is what it was (orders take stock and give it back, never make or lose any).
import type { Db } from '../../server/db/client'

/** `--name value` from the command line. */
export function option(name: string, args = process.argv.slice(2)): string | undefined {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

/** Simple products (no combinations, not pre-ordered), given stock enough that no shopper runs out in a run. */
export async function stockedProducts(db: Db, count: number): Promise<number[]> {
  const rows = await db.query<{ id_product: number }>(
    `select id_product from products p where not exists (select 1 from combinations c where c.id_product = p.id_product)
       and preorder_date is null order by id_product limit $1`,
    [count],
  )
  const products = rows.map((r) => r.id_product)
  await db.query('update products set quantity = 1000000 where id_product = any($1)', [products])
  return products
}

/** Stock plus what orders hold, per product. */
export async function stockHeld(db: Db, products: number[]): Promise<Record<number, number>> {
  const rows = await db.query<{ id_product: number; total: number }>(
    `select p.id_product, p.quantity + coalesce(sum(d.reserved_quantity), 0) as total
       from products p left join order_details d on d.id_product = p.id_product
      where p.id_product = any($1) group by p.id_product, p.quantity order by p.id_product`,
    [products],
  )
  return Object.fromEntries(rows.map((r) => [r.id_product, Number(r.total)]))
}

/** The `n` of a `select count(*) as n …`. */
export const countRows = async (db: Db, sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]!.n)

/** The checks both scripts make of the orders and the stock; each problem found, in words. */
export async function orderProblems(db: Db, approved: string[], products: number[], heldBefore: Record<number, number>): Promise<string[]> {
  const problems: string[] = []
  const unpaid = await countRows(
    db,
    `select count(*) as n from unnest($1::text[]) as r(reference) where not exists (
       select 1 from orders o join payments p on p.id_order = o.id_order where o.reference = r.reference and o.status = 'payment_accepted' and p.status = 'approved')`,
    [approved],
  )
  if (unpaid) problems.push(`${unpaid} orders answered "approved" are not paid in the database`)
  const doubled = await countRows(
    db,
    `select count(*) as n from (select id_cart from orders where status not in ('canceled', 'payment_error', 'refunded') group by id_cart having count(*) > 1) twice`,
  )
  if (doubled) problems.push(`${doubled} carts with more than one live order`)
  const heldAfter = await stockHeld(db, products)
  for (const product of products) {
    if (heldAfter[product] !== heldBefore[product]) problems.push(`product ${product}: stock + held went from ${heldBefore[product]} to ${heldAfter[product]}`)
  }
  return problems
}
