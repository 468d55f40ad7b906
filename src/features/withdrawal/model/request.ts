// What the shopper filled in on the withdrawal's first step, and the request it makes: the whole order (every item
// that can still be withdrawn) unless they chose items; an unshipped order is always cancelled as a whole.
import type { OrderIdentification, WithdrawalOrder, WithdrawalOrderLine, WithdrawalRequest } from './types'

export interface WithdrawalDraft {
  scope: 'all' | 'some'
  /** Order line id → quantity chosen (scope 'some'). */
  quantities: Record<number, number>
  name: string
  reason: string
}

/** The lines that can still be withdrawn from. */
export const withdrawableLines = (order: WithdrawalOrder): WithdrawalOrderLine[] => order.lines.filter((l) => l.withdrawableQuantity > 0)

/** Only the quantities above zero, in the order's order (a refusal's `lines.N` counts these). */
export function requestOf(order: WithdrawalOrder, identification: OrderIdentification, draft: WithdrawalDraft): WithdrawalRequest {
  const some = order.mode === 'withdraw' && draft.scope === 'some'
  return {
    order: identification,
    name: draft.name.trim(),
    lines: some
      ? withdrawableLines(order)
          .map((l) => ({ orderLineId: l.id, quantity: Math.min(draft.quantities[l.id] ?? 0, l.withdrawableQuantity) }))
          .filter((l) => l.quantity > 0)
      : null,
    reason: draft.reason.trim(),
  }
}

/** What the request withdraws from, by line: for the summary. */
export function itemsOf(order: WithdrawalOrder, request: WithdrawalRequest): { line: WithdrawalOrderLine; quantity: number }[] {
  const lines = order.mode === 'cancel' ? order.lines : withdrawableLines(order)
  if (!request.lines) return lines.map((line) => ({ line, quantity: order.mode === 'cancel' ? line.quantity : line.withdrawableQuantity }))
  return request.lines.flatMap(({ orderLineId, quantity }) => {
    const line = order.lines.find((l) => l.id === orderLineId)
    return line ? [{ line, quantity }] : []
  })
}
