// The lines a shopper picked from an order to send back — a return or a withdrawal — each checked against what it
// still allows: part of the order, listed once, at most what is left of it. One rule for both, so that a return and
// a withdrawal refuse the same mistakes with the same words and codes (`return.*`, `withdrawal.*`).
import { invalid, type FieldRefusals } from '../../lib/apiError'
import { refusal } from '../../lib/refusal'

interface Wanted {
  id_order_detail: number
  quantity: number
}

export function chosenLines<L extends { id_order_detail: number }, W extends Wanted>(
  kind: 'return' | 'withdrawal',
  lines: L[],
  wanted: W[],
  available: (line: L) => number,
): { line: L; wanted: W }[] {
  const errors: FieldRefusals = {}
  const seen = new Set<number>()
  const chosen: { line: L; wanted: W }[] = []
  wanted.forEach((w, i) => {
    const line = lines.find((l) => l.id_order_detail === w.id_order_detail)
    if (!line) errors[`lines.${i}.id_order_detail`] = `${kind}.unknown_line`
    else if (seen.has(w.id_order_detail)) errors[`lines.${i}.id_order_detail`] = `${kind}.duplicate_line`
    else if (w.quantity > available(line)) errors[`lines.${i}.quantity`] = refusal(`${kind}.quantity_too_high`, { max: available(line) })
    else chosen.push({ line, wanted: w })
    seen.add(w.id_order_detail)
  })
  if (Object.keys(errors).length) throw invalid(errors)
  return chosen
}
