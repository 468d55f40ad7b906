// The lines a shopper picked from an order to send back — a return or a withdrawal — each checked against what it
// still allows: part of the order, listed once, at most what is left of it. One rule for both, so that a return and
// a withdrawal refuse the same mistakes with the same words and codes (`return.*`, `withdrawal.*`).
import { invalid } from '../../lib/apiError'

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
  const errors: Record<string, string> = {}
  const codes: Record<string, string> = {}
  const refuse = (field: string, message: string, code: string) => {
    errors[field] = message
    codes[field] = `${kind}.${code}`
  }
  const verb = kind === 'return' ? 'returned' : 'withdrawn'
  const seen = new Set<number>()
  const chosen: { line: L; wanted: W }[] = []
  wanted.forEach((w, i) => {
    const line = lines.find((l) => l.id_order_detail === w.id_order_detail)
    if (!line) refuse(`lines.${i}.id_order_detail`, 'This product is not part of the order.', 'unknown_line')
    else if (seen.has(w.id_order_detail)) refuse(`lines.${i}.id_order_detail`, 'This product is listed twice.', 'duplicate_line')
    else if (w.quantity > available(line)) refuse(`lines.${i}.quantity`, `At most ${available(line)} can be ${verb}.`, 'quantity_too_high')
    else chosen.push({ line, wanted: w })
    seen.add(w.id_order_detail)
  })
  if (Object.keys(errors).length) throw invalid(errors, undefined, codes)
  return chosen
}
