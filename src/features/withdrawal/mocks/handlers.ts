// Handlers of the withdrawal calls for tests, with the API's rules as far as the tests need them: the order
// XKBKNABJK is found by its reference (any case) with giulia@example.com (any case, trimmed) or, signed in, by id 31;
// anything else is the contract's one 404 answer. createWithdrawal records what was sent and answers the recorded
// withdrawal. Tests override single calls with server.use(...).
import { http, HttpResponse } from 'msw'
import { ok } from '@/features/account/mocks/fixtures'
import { psPagination } from '@/shared/api/mocks/fixtures'
import type { PsWithdrawalInput, PsWithdrawalOrder } from '../api/dto'
import { orderRowFixture, withdrawalFixture, withdrawalOrderFixture } from './fixtures'

const API = 'http://localhost/api'

/** An answer of the contract's refusals: the English message, the field it is about and its stable code. */
export function refusal(status: number, field: string, code: string, message: string) {
  return HttpResponse.json({ success: false, code: status, psdata: null, message, errors: { [field]: message }, codes: { [field]: code } }, { status })
}

export const notFound = () => refusal(404, 'order', 'withdrawal.order_not_found', 'We could not find an order with this reference and e-mail address.')

export function withdrawalHandlers(order: () => PsWithdrawalOrder = () => withdrawalOrderFixture()) {
  const sent: { lookUps: unknown[]; withdrawals: PsWithdrawalInput[]; keys: (string | null)[] } = { lookUps: [], withdrawals: [], keys: [] }
  const matches = (body: Record<string, unknown>) =>
    body.id_order === order().id_order ||
    (String(body.reference ?? '').toUpperCase() === order().reference &&
      String(body.email ?? '')
        .trim()
        .toLowerCase() === 'giulia@example.com')
  const handlers = [
    http.post(`${API}/getOrders`, () =>
      HttpResponse.json(
        ok({
          orders: [
            orderRowFixture(),
            orderRowFixture({ id_order: 12, reference: 'OLDORDERX', date_add: '2026-01-10T09:00:00.000Z', withdrawal: { mode: 'closed' } }),
          ],
          pagination: psPagination(2),
        }),
      ),
    ),
    http.post(`${API}/getWithdrawalOrder`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.lookUps.push(body)
      return matches(body) ? HttpResponse.json(ok(order())) : notFound()
    }),
    http.post(`${API}/createWithdrawal`, async ({ request }) => {
      const body = (await request.json()) as PsWithdrawalInput & Record<string, unknown>
      sent.withdrawals.push(body)
      sent.keys.push(request.headers.get('Idempotency-Key'))
      if (!matches(body)) return notFound()
      const current = order()
      const cancel = current.withdrawal.mode === 'cancel'
      const lines = body.lines ?? current.products.map((p) => ({ id_order_detail: p.id_order_detail, quantity: cancel ? p.quantity : p.withdrawable_quantity }))
      const withdrawal = withdrawalFixture({
        kind: cancel ? 'cancellation' : 'withdrawal',
        name: body.name,
        reason: body.reason ?? null,
        lines: lines
          .filter((l) => l.quantity > 0)
          .map((l) => ({
            id_order_detail: l.id_order_detail,
            product_name: current.products.find((p) => p.id_order_detail === l.id_order_detail)?.name ?? '',
            quantity: l.quantity,
          })),
      })
      // The order as the API answers it afterwards: what is left to withdraw, closed once nothing is (or cancelled).
      const products = current.products.map((p) => {
        const taken = withdrawal.lines.find((l) => l.id_order_detail === p.id_order_detail)?.quantity ?? 0
        return { ...p, withdrawable_quantity: cancel ? 0 : p.withdrawable_quantity - taken }
      })
      const left = products.some((p) => p.withdrawable_quantity > 0)
      const after: PsWithdrawalOrder = {
        ...current,
        ...(cancel ? { status: 'canceled', status_label: 'Cancelled' } : {}),
        products,
        withdrawal: cancel
          ? { mode: 'closed', deadline: null, closed_reason: 'cancelled' }
          : left
            ? current.withdrawal
            : { ...current.withdrawal, mode: 'closed', closed_reason: 'already_withdrawn' },
        withdrawals: [...current.withdrawals, withdrawal],
      }
      return HttpResponse.json(ok({ withdrawal, order: after }, cancel ? 'Order cancelled' : 'Withdrawal received', 201), { status: 201 })
    }),
  ]
  return { sent, handlers }
}
