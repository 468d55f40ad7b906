// Orders as psdata: the list row of the order history and the full order (lines, totals, history, payment,
// addresses, returns and what can still be returned, withdrawals and what the withdrawal function offers,
// downloadable manuals).
import type { Queryable } from '../../db/client'
import { imageShape } from '../../lib/images'
import type { Lang } from '../../lib/lang'
import { t, type MessageKey } from '../../lib/messages'
import { productUrl } from '@contract/pageUrls'
import { manualUrl } from '../catalog/urls'
import { RETURN_DAYS } from '@contract/shopRules'
import { orderWithdrawals, remainingOf, RETURNED_SQL, withdrawableOf, WITHDRAWN_SQL } from '../withdrawals/records'
import { presentState, withdrawalState } from '../withdrawals/state'

export interface OrderRow {
  id_order: number
  reference: string
  id_customer: number
  id_cart: number
  lang: Lang
  status: string
  gateway: string
  total_products: number
  total_discounts: number
  total_shipping: number
  total_points: number
  total_tax: number
  total_vat_exempt: number
  total_paid: number
  duties_excluded: boolean
  id_carrier: number | null
  carrier_name: string
  pudo: Record<string, unknown> | null
  delivery_message: string | null
  address_delivery: Record<string, unknown>
  address_invoice: Record<string, unknown>
  email: string
  points_used: number
  points_earned: number
  instalments: number
  /** When the order was delivered (the withdrawal period starts); null before. */
  delivered_at: Date | null
  date_add: Date
}

export const statusLabel = (lang: Lang, status: string) => t(lang, `status.${status}` as MessageKey)

export function presentOrderSummary(o: OrderRow & { products_count?: number }, lang: Lang) {
  return {
    id_order: o.id_order,
    reference: o.reference,
    date_add: new Date(o.date_add).toISOString(),
    status: o.status,
    status_label: statusLabel(lang, o.status),
    total_paid: Number(o.total_paid),
    total_tax: Number(o.total_tax),
    products_count: o.products_count ?? 0,
    carrier_name: o.carrier_name,
    gateway: o.gateway,
  }
}

/** When the return window closes: RETURN_DAYS after delivery (or shipping); null before either. */
async function returnDeadline(db: Queryable, idOrder: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `select max(date_add) as at from order_history where id_order = $1 and status in ('shipped', 'delivered')`,
    [idOrder],
  )
  return row?.at ? new Date(new Date(row.at).getTime() + RETURN_DAYS * 86_400_000) : null
}

export async function presentOrder(db: Queryable, o: OrderRow, lang: Lang) {
  const details = await db.query<{
    id_order_detail: number
    id_product: number
    id_product_attribute: number
    product_name: string
    product_reference: string
    attributes: string
    quantity: number
    unit_price: number
    regular_unit_price: number
    total: number
    image_key: string | null
    returned: number
    withdrawn: number
    link_rewrite: string | null
    manual: boolean | null
    family_reference: string | null
  }>(
    `select d.*, ${RETURNED_SQL} as returned, ${WITHDRAWN_SQL} as withdrawn,
            pl.link_rewrite, p.manual, f.reference as family_reference
       from order_details d
       left join products p on p.id_product = d.id_product
       left join products f on f.id_product = p.id_family
       left join product_lang pl on pl.id_product = d.id_product and pl.lang = $2
      where d.id_order = $1 order by d.id_order_detail`,
    [o.id_order, lang],
  )
  const history = await db.query<{ status: string; date_add: Date }>(
    'select status, date_add from order_history where id_order = $1 order by date_add, id_order_history',
    [o.id_order],
  )
  const [payment] = await db.query<{ status: string; card_brand: string | null; card_last4: string | null }>(
    'select status, card_brand, card_last4 from payments where id_order = $1 order by id_payment desc limit 1',
    [o.id_order],
  )
  const vouchers = await db.query<{ code: string; name: string; amount: number }>('select code, name, amount from order_vouchers where id_order = $1', [
    o.id_order,
  ])
  const returns = await orderReturns(db, lang, { idOrder: o.id_order })
  const deadline = await returnDeadline(db, o.id_order)
  const returnable = deadline !== null && deadline > new Date() && ['shipped', 'delivered'].includes(o.status)
  const withdrawal = withdrawalState(o, remainingOf(details), new Date())
  return {
    ...presentOrderSummary({ ...o, products_count: details.reduce((s, d) => s + d.quantity, 0) }, lang),
    history: history.map((h) => ({ status: h.status, label: statusLabel(lang, h.status), date_add: new Date(h.date_add).toISOString() })),
    products: details.map((d) => ({
      id_order_detail: d.id_order_detail,
      id_product: d.id_product,
      id_product_attribute: d.id_product_attribute,
      name: d.product_name,
      reference: d.product_reference,
      attributes: d.attributes,
      quantity: d.quantity,
      unit_price: Number(d.unit_price),
      regular_unit_price: Number(d.regular_unit_price),
      total: Number(d.total),
      default_image: imageShape('p', d.image_key, d.product_name),
      url: d.link_rewrite ? productUrl(lang, d.id_product, d.link_rewrite) : null,
      returned_quantity: d.returned,
      withdrawn_quantity: d.withdrawn,
      // Returned or withdrawn, an item goes back once.
      returnable_quantity: returnable ? withdrawableOf(d) : 0,
    })),
    totals: {
      products: Number(o.total_products),
      discounts: Number(o.total_discounts),
      shipping: Number(o.total_shipping),
      points: Number(o.total_points),
      vat_exempt: Number(o.total_vat_exempt),
      tax: Number(o.total_tax),
      total: Number(o.total_paid),
      duties_excluded: o.duties_excluded,
    },
    vouchers: vouchers.map((v) => ({ ...v, amount: Number(v.amount) })),
    carrier: { id_carrier: o.id_carrier, name: o.carrier_name },
    pudo: o.pudo,
    delivery_message: o.delivery_message,
    addresses: { delivery: o.address_delivery, invoice: o.address_invoice },
    email: o.email,
    gateway_name: t(lang, `gateway.${o.gateway}` as MessageKey),
    payment: payment ? { status: payment.status, card_brand: payment.card_brand, card_last4: payment.card_last4, instalments: o.instalments } : null,
    points_used: o.points_used,
    points_earned: o.points_earned,
    returns,
    return_deadline: deadline?.toISOString() ?? null,
    is_returnable: returnable,
    withdrawal: presentState(withdrawal),
    withdrawals: await orderWithdrawals(db, o),
    downloads: details
      .filter((d) => d.manual && d.family_reference)
      .map((d) => ({ name: d.product_name, url: manualUrl(d.family_reference!, lang), mime: 'application/pdf' })),
  }
}

export async function orderReturns(db: Queryable, lang: Lang, scope: { idOrder?: number; idCustomer?: number }) {
  const returns = await db.query<{ id_order_return: number; id_order: number; reference: string; status: string; date_add: Date }>(
    `select r.id_order_return, r.id_order, o.reference, r.status, r.date_add from order_returns r join orders o on o.id_order = r.id_order
      where ($1::int is null or r.id_order = $1) and ($2::int is null or r.id_customer = $2)
      order by r.date_add desc, r.id_order_return desc`,
    [scope.idOrder ?? null, scope.idCustomer ?? null],
  )
  if (!returns.length) return []
  const lines = await db.query<{ id_order_return: number; id_order_detail: number; product_name: string; quantity: number; reason: string }>(
    `select rl.id_order_return, rl.id_order_detail, d.product_name, rl.quantity, rl.reason from order_return_lines rl
       join order_details d on d.id_order_detail = rl.id_order_detail where rl.id_order_return = any($1) order by rl.id_order_detail`,
    [returns.map((r) => r.id_order_return)],
  )
  return returns.map((r) => ({
    id_order_return: r.id_order_return,
    id_order: r.id_order,
    reference: r.reference,
    status: r.status,
    status_label: t(lang, `return.${r.status}` as MessageKey),
    date_add: new Date(r.date_add).toISOString(),
    lines: lines.filter((l) => l.id_order_return === r.id_order_return).map(({ id_order_return: _, ...l }) => l),
  }))
}
