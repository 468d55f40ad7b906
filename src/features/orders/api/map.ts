// psdata → domain for orders and returns, and a return request → createReturn's payload.
import { asProductId } from '@/shared/ids'
import { addressLines } from '@/shared/address'
import { assetUrl } from '@/shared/config'
import type { Order, OrderPage, OrderReturn, OrderSummary, ReturnRequest } from '../model/types'
import type { PsCancelOrderInput, PsOrder, PsOrders, PsOrderSummary, PsReturn, PsReturnInput, PsReturns } from './dto'

export function mapOrderSummary(o: PsOrderSummary): OrderSummary {
  return {
    id: o.id_order,
    reference: o.reference,
    placedAt: o.date_add,
    status: o.status,
    statusLabel: o.status_label,
    total: o.total_paid,
    tax: o.total_tax,
    productsCount: o.products_count,
  }
}

export function mapOrderPage(p: PsOrders): OrderPage {
  return { orders: p.orders.map(mapOrderSummary), page: p.pagination.page, pages: p.pagination.pages_count, total: p.pagination.total_items }
}

export function mapReturn(r: PsReturn): OrderReturn {
  return {
    id: r.id_order_return,
    orderId: r.id_order,
    reference: r.reference,
    status: r.status,
    statusLabel: r.status_label,
    requestedAt: r.date_add,
    lines: r.lines.map((l) => ({ orderLineId: l.id_order_detail, name: l.product_name, quantity: l.quantity, reason: l.reason })),
  }
}

export const mapReturns = (psdata: PsReturns): OrderReturn[] => psdata.returns.map(mapReturn)

export const returnRequestBody = (r: ReturnRequest): PsReturnInput => ({
  id_order: r.orderId,
  lines: r.lines.map((l) => ({ id_order_detail: l.orderLineId, quantity: l.quantity, reason: l.reason })),
})

export const cancelOrderBody = (orderId: number): PsCancelOrderInput => ({ id_order: orderId, action: 'cancel' })

const card = (p: PsOrder['payment']) => (p?.card_last4 ? `${(p.card_brand ?? '').toUpperCase()} •••• ${p.card_last4}`.trim() : null)

export function mapOrder(o: PsOrder): Order {
  return {
    ...mapOrderSummary(o),
    history: o.history.map((h) => ({ status: h.status, label: h.label, at: h.date_add })),
    lines: o.products.map((p) => ({
      id: p.id_order_detail,
      productId: asProductId(p.id_product),
      name: p.name,
      reference: p.reference,
      attributes: p.attributes,
      quantity: p.quantity,
      unitPrice: p.unit_price,
      regularUnitPrice: p.regular_unit_price,
      total: p.total,
      image: p.default_image ? { url: assetUrl(p.default_image.url), width: p.default_image.width, height: p.default_image.height } : null,
      url: p.url,
      returnedQuantity: p.returned_quantity,
      returnableQuantity: p.returnable_quantity,
      withdrawnQuantity: p.withdrawn_quantity ?? 0,
    })),
    totals: {
      products: o.totals.products,
      discounts: o.totals.discounts,
      shipping: o.totals.shipping,
      points: o.totals.points,
      tax: o.totals.tax,
      total: o.totals.total,
      dutiesExcluded: o.totals.duties_excluded,
    },
    vouchers: o.vouchers,
    carrier: o.carrier.name,
    pickupPoint: o.pudo ? [o.pudo.name, o.pudo.address, [o.pudo.postcode, o.pudo.city].filter(Boolean).join(' ')].filter((l): l is string => Boolean(l)) : null,
    deliveryNote: o.delivery_message,
    deliveryAddress: addressLines(o.addresses.delivery),
    invoiceAddress: addressLines(o.addresses.invoice),
    payment: { method: o.gateway_name, status: o.payment?.status ?? null, card: card(o.payment), instalments: o.payment?.instalments ?? 1 },
    email: o.email,
    returns: o.returns.map(mapReturn),
    returnDeadline: o.return_deadline,
    returnable: o.is_returnable,
    downloads: o.downloads.map((d) => ({ name: d.name, url: assetUrl(d.url) })),
    withdrawalMode: o.withdrawal.mode,
    withdrawalDeadline: o.withdrawal.deadline,
    withdrawals: o.withdrawals.map((w) => ({
      id: w.id_withdrawal,
      kind: w.kind,
      receivedAt: w.received_at,
      lines: w.lines.map((l) => ({ orderLineId: l.id_order_detail, name: l.product_name, quantity: l.quantity })),
    })),
  }
}
