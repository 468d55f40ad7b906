// psdata → domain for the withdrawal calls, and the shopper's answers → their payloads.
import { assetUrl } from '@/shared/config'
import type { CustomerOrderChoices, OrderIdentification, Withdrawal, WithdrawalOrder, WithdrawalRequest } from '../model/types'
import type { PsOrderRows, PsWithdrawal, PsWithdrawalIdentification, PsWithdrawalInput, PsWithdrawalOrder } from './dto'

export const mapWithdrawal = (w: PsWithdrawal): Withdrawal => ({
  id: w.id_withdrawal,
  kind: w.kind,
  reference: w.reference,
  receivedAt: w.received_at,
  name: w.name,
  emailMasked: w.email_masked,
  lines: w.lines.map((l) => ({ orderLineId: l.id_order_detail, name: l.product_name, quantity: l.quantity })),
  reason: w.reason,
  returnAddress: w.return_address ?? [],
})

export const mapWithdrawalOrder = (o: PsWithdrawalOrder): WithdrawalOrder => ({
  id: o.id_order,
  reference: o.reference,
  placedAt: o.date_add,
  status: o.status,
  statusLabel: o.status_label,
  deliveredAt: o.delivered_at,
  mode: o.withdrawal.mode,
  deadline: o.withdrawal.deadline,
  closedReason: o.withdrawal.closed_reason,
  lines: o.products.map((p) => ({
    id: p.id_order_detail,
    name: p.name,
    attributes: p.attributes,
    quantity: p.quantity,
    withdrawableQuantity: p.withdrawable_quantity,
    image: p.default_image ? { url: assetUrl(p.default_image.url), width: p.default_image.width, height: p.default_image.height } : null,
  })),
  withdrawals: o.withdrawals.map(mapWithdrawal),
})

/** References are nine capital letters: what the shopper typed, trimmed and in capitals; the e-mail trimmed. */
export const identificationBody = (order: OrderIdentification): PsWithdrawalIdentification =>
  order.kind === 'customer' ? { id_order: order.orderId } : { reference: order.reference.trim().toUpperCase(), email: order.email.trim() }

/** Without lines the whole order is withdrawn; an empty reason is not sent (it is never required). */
export function withdrawalBody(request: WithdrawalRequest): PsWithdrawalInput {
  const reason = request.reason.trim()
  return {
    ...identificationBody(request.order),
    name: request.name.trim(),
    ...(request.lines ? { lines: request.lines.filter((l) => l.quantity > 0).map((l) => ({ id_order_detail: l.orderLineId, quantity: l.quantity })) } : {}),
    ...(reason ? { reason } : {}),
  }
}

export const mapOrderChoices = (p: PsOrderRows): CustomerOrderChoices => ({
  orders: p.orders.map((o) => ({ id: o.id_order, reference: o.reference, placedAt: o.date_add, statusLabel: o.status_label, mode: o.withdrawal.mode })),
  page: p.pagination.page,
  pages: p.pagination.pages_count,
})
