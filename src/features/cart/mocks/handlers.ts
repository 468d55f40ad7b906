// The cart calls over an in-memory bag: adding adds to a line, updating sets a line's quantity, removing drops it,
// and the vouchers a test names are applied. The mock knows no shop rules — no stock, no voucher validity: a test
// about a refusal makes the next call answer what the reference API answered (`answerNext` with a recorded answer of
// src/test/contract/recorded/), so the page is tested on the API's real envelope and words.
import { http, HttpResponse } from 'msw'
import type { PsCartLine } from '@/shared/cart'
import { cartFixture, cartLineFixture, type FixtureVoucher } from '@/shared/cart/mocks/fixtures'
import { replay } from '@/test/contract/recorded'

const API = 'http://localhost/api'

export interface CartMock {
  lines: PsCartLine[]
  vouchers: FixtureVoucher[]
  requests: { call: string; body: Record<string, unknown>; key: string | null }[]
  /** Products the API knows, by id (added lines are built from them). */
  catalogue: Map<number, Partial<PsCartLine>>
  /** The next call of `call` gets the reference API's recorded answer `recording` (e.g. 'createCartItem.outOfStock'). */
  answerNext: (call: string, recording: string, reworded?: Record<string, string>) => void
}

export interface CartMockOptions {
  /** Products the API knows, by id: what an added line shows (name, price, picture). */
  catalogue?: Record<number, Partial<PsCartLine>>
  /** The vouchers the API accepts in this test, by code, and what each takes off. */
  vouchers?: Record<string, FixtureVoucher>
}

/** A voucher of `amount` EUR off, as the API lists it in the cart. */
export const voucherFixture = (code: string, amount: number, name = `${amount} € off`): FixtureVoucher => ({
  id_cart_rule: 1,
  code,
  name,
  voucher_type: 'amount',
  value: amount,
  amount,
})

export function cartHandlers(initial: PsCartLine[] = [], { catalogue = {}, vouchers = {} }: CartMockOptions = {}) {
  const scripted = new Map<string, [string, Record<string, string> | undefined][]>()
  const mock: CartMock = {
    lines: [...initial],
    vouchers: [],
    requests: [],
    catalogue: new Map(Object.entries(catalogue).map(([k, v]) => [Number(k), v])),
    answerNext: (call, recording, reworded) => scripted.set(call, [...(scripted.get(call) ?? []), [recording, reworded]]),
  }
  const answer = (code = 200) => HttpResponse.json({ success: true, code, psdata: cartFixture(mock.lines, mock.vouchers) }, { status: code })
  const same = (l: PsCartLine, b: { id_product: number; id_product_attribute?: number }) =>
    l.id_product === b.id_product && l.id_product_attribute === (b.id_product_attribute ?? 0)

  const handle = (call: string, run: (body: Record<string, unknown>) => Response) =>
    http.post(`${API}/${call}`, async ({ request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
      mock.requests.push({ call, body, key: request.headers.get('Idempotency-Key') })
      const next = scripted.get(call)?.shift()
      return next ? replay(...next) : run(body)
    })

  const handlers = [
    handle('getCartItems', () => answer()),
    handle('createCartItem', (body) => {
      const b = body as { id_product: number; id_product_attribute?: number; quantity?: number }
      const known = mock.catalogue.get(b.id_product) ?? { id_product: b.id_product, name: `Product ${b.id_product}` }
      const existing = mock.lines.find((l) => same(l, b))
      const quantity = (existing?.quantity ?? 0) + (b.quantity ?? 1)
      if (existing) existing.quantity = quantity
      else mock.lines.push(cartLineFixture({ ...known, id_product: b.id_product, id_product_attribute: b.id_product_attribute ?? 0, quantity }))
      return answer(201)
    }),
    handle('updateCartItem', (body) => {
      const b = body as { id_product: number; id_product_attribute?: number; quantity: number }
      const line = mock.lines.find((l) => same(l, b))
      if (!line) throw new Error(`updateCartItem of a product the test's bag does not hold: ${JSON.stringify(b)}`)
      line.quantity = b.quantity
      return answer()
    }),
    handle('removeCartItem', (body) => {
      const b = body as { id_product: number; id_product_attribute?: number }
      mock.lines = mock.lines.filter((l) => !same(l, b))
      return answer()
    }),
    handle('addOrRemoveCoupon', (body) => {
      const b = body as { code: string; action?: 'add' | 'remove' }
      const code = b.code.trim().toUpperCase()
      if (b.action === 'remove') mock.vouchers = mock.vouchers.filter((v) => v.code !== code)
      else {
        // Whether a code is valid is the API's rule: a refusal is a recorded answer the test asks for.
        const voucher = vouchers[code]
        if (!voucher) throw new Error(`The test did not say how the API answers voucher ${code}: name it in cartHandlers' vouchers or use answerNext`)
        mock.vouchers = [...mock.vouchers.filter((v) => v.code !== code), voucher]
      }
      return answer()
    }),
  ]
  return { handlers, mock }
}
