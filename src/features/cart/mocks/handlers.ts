// The cart calls against an in-memory cart that behaves like the reference API: adding adds to a line, stock and
// vouchers are checked, and `failNext` makes the next call of a name fail with a status.
import { http, HttpResponse } from 'msw'
import type { PsCartLine } from '@/shared/cart'
import { cartFixture, cartLineFixture, type FixtureVoucher } from '@/shared/cart/mocks/fixtures'

const API = 'http://localhost/api'

export interface CartMock {
  lines: PsCartLine[]
  vouchers: FixtureVoucher[]
  requests: { call: string; body: Record<string, unknown>; key: string | null }[]
  /** Products the API knows, by id (added lines are built from them). */
  catalogue: Map<number, Partial<PsCartLine>>
  failNext: (call: string, status: number, errors?: Record<string, string>, message?: string) => void
}

const VOUCHERS: Record<string, { voucher?: FixtureVoucher; error?: string }> = {
  WELCOME10: { voucher: { id_cart_rule: 1, code: 'WELCOME10', name: 'Welcome 10 €', voucher_type: 'amount', value: 10, amount: 10 } },
  OLD2020: { error: 'This voucher has expired.' },
  BIG50: { error: 'The minimum amount to benefit from this voucher is €200.00.' },
}

export function cartHandlers(initial: PsCartLine[] = [], catalogue: Record<number, Partial<PsCartLine>> = {}) {
  const mock: CartMock = {
    lines: [...initial],
    vouchers: [],
    requests: [],
    catalogue: new Map(Object.entries(catalogue).map(([k, v]) => [Number(k), v])),
    failNext: (call, status, errors, message) => failures.set(call, { status, errors, message }),
  }
  const failures = new Map<string, { status: number; errors?: Record<string, string>; message?: string }>()
  const answer = (code = 200) => HttpResponse.json({ success: true, code, psdata: cartFixture(mock.lines, mock.vouchers) }, { status: code })
  const invalid = (errors: Record<string, string>, message = 'Invalid data') =>
    HttpResponse.json({ success: false, code: 422, psdata: null, message, errors }, { status: 422 })
  const same = (l: PsCartLine, b: { id_product: number; id_product_attribute?: number }) => l.id_product === b.id_product && l.id_product_attribute === (b.id_product_attribute ?? 0)

  const handle = (call: string, run: (body: Record<string, unknown>) => Response) =>
    http.post(`${API}/${call}`, async ({ request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>
      mock.requests.push({ call, body, key: request.headers.get('Idempotency-Key') })
      const failure = failures.get(call)
      if (failure) {
        failures.delete(call)
        return HttpResponse.json(
          { success: false, code: failure.status, psdata: null, message: failure.message ?? 'Something went wrong', errors: failure.errors },
          { status: failure.status },
        )
      }
      return run(body)
    })

  const handlers = [
    handle('getCartItems', () => answer()),
    handle('createCartItem', (body) => {
      const b = body as { id_product: number; id_product_attribute?: number; quantity?: number }
      const known = mock.catalogue.get(b.id_product) ?? { id_product: b.id_product, name: `Product ${b.id_product}` }
      const stock = known.quantity_available ?? 10
      const existing = mock.lines.find((l) => same(l, b))
      const wanted = (existing?.quantity ?? 0) + (b.quantity ?? 1)
      if (stock <= 0) return invalid({ quantity: 'This product is out of stock.' }, 'Product not added to cart')
      if (wanted > stock) return invalid({ quantity: `Only ${stock} left in stock.` }, 'Product not added to cart')
      if (existing) existing.quantity = wanted
      else mock.lines.push(cartLineFixture({ ...known, id_product: b.id_product, id_product_attribute: b.id_product_attribute ?? 0, quantity: wanted }))
      return answer(201)
    }),
    handle('updateCartItem', (body) => {
      const b = body as { id_product: number; id_product_attribute?: number; quantity: number }
      const line = mock.lines.find((l) => same(l, b))
      if (!line) return HttpResponse.json({ success: false, code: 404, psdata: null, message: 'Not found' }, { status: 404 })
      if (b.quantity > line.quantity_available) return invalid({ quantity: `Only ${line.quantity_available} left in stock.` }, 'Product not added to cart')
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
      if (b.action === 'remove') {
        mock.vouchers = mock.vouchers.filter((v) => v.code !== code)
        return answer()
      }
      const known = VOUCHERS[code]
      if (!known) return invalid({ code: 'This voucher does not exist.' })
      if (known.error) return invalid({ code: known.error })
      if (mock.vouchers.some((v) => v.code === code)) return invalid({ code: 'This voucher is already in your cart.' })
      mock.vouchers.push(known.voucher!)
      return answer()
    }),
  ]
  return { handlers, mock }
}
