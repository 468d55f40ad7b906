// The checkout calls against an in-memory checkout that behaves like the reference API: a guest's first address
// creates the guest customer with the e-mail, typed addresses are checked against their country (postcode pattern,
// required fields) and join the address book, a carrier that does not serve a new address is dropped, pickup
// carriers need a collection point. `failNext` makes the next call of a name fail; `requests` records every write.
import type { ErrorCode } from '@contract/errorCodes'
import { refusalBody, type Refused } from '@/test/refusals'
import { http, HttpResponse } from 'msw'
import type { PsAddress, PsAddressInput } from '@/shared/address'
import type { PsCartLine } from '@/shared/cart'
import { cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import { countriesFixture } from '@/shared/address/mocks/fixtures'
import { carriersFor, checkoutFixture, findPudos, GATEWAYS, PUDOS, storedAddress, type CheckoutFixtureState } from './fixtures'

const API = 'http://localhost/api'

export interface CheckoutMock extends CheckoutFixtureState {
  requests: { call: string; body: Record<string, unknown>; key: string | null }[]
  /** The next `times` calls of a name fail (a POST read is retried once on 5xx: fail it twice to see the failure). */
  /**
   * The next `times` (1) calls of `call` are refused: `whole` for the answer, `fields` for field errors, `say` in
   * other words than the reference API's (see refusalBody).
   */
  failNext: (
    call: string,
    status: number,
    refusal?: { fields?: Record<string, Refused>; whole?: ErrorCode; say?: Record<string, string>; times?: number },
  ) => void
  /** What login does to the session: the checkout now belongs to this customer. */
  signIn: (customer: NonNullable<CheckoutFixtureState['customer']>, book: PsAddress[]) => void
}

export interface CheckoutMockOptions extends Partial<CheckoutFixtureState> {
  /** The bag's lines, read on every call (pass the cart mock's lines so both stay in step). */
  lines?: () => PsCartLine[]
}

type Body = Record<string, unknown>
const ok = (psdata: unknown, code = 200) => HttpResponse.json({ success: true, code, psdata }, { status: code })
const fail = (status: number, whole: ErrorCode, fields?: Record<string, Refused>) => HttpResponse.json(refusalBody(status, whole, fields), { status })
const invalid = (fields: Record<string, Refused>) => fail(422, 'validation.failed', fields)

const REQUIRED = ['firstname', 'lastname', 'address1', 'city'] as const

function addressErrors(prefix: string, input: PsAddressInput): Record<string, Refused> {
  const errors: Record<string, Refused> = {}
  for (const field of REQUIRED) if (!String(input[field] ?? '').trim()) errors[`${prefix}.${field}`] = 'field.required'
  const country = countriesFixture.countries.find((c) => c.id_country === input.id_country)
  if (!country) return { ...errors, [`${prefix}.id_country`]: 'address.country_required' }
  if (country.zip_pattern && !new RegExp(country.zip_pattern).test(input.postcode ?? ''))
    errors[`${prefix}.postcode`] = input.postcode ? ['address.postcode_invalid', { example: country.zip_example ?? '' }] : 'field.required'
  if (country.needs_state && !country.states.some((s) => s.iso_code === input.state)) errors[`${prefix}.state`] = 'address.state_required'
  return errors
}

export function checkoutHandlers({ lines, ...initial }: CheckoutMockOptions = {}) {
  const failures = new Map<string, { status: number; fields?: Record<string, Refused>; whole?: ErrorCode; say?: Record<string, string>; times: number }>()
  let nextAddressId = 100
  const mock: CheckoutMock = {
    items: [cartLineFixture()],
    stockProblems: [],
    customer: null,
    book: [],
    delivery: null,
    invoice: null,
    carrierId: null,
    pudoId: null,
    message: null,
    ...initial,
    requests: [],
    failNext: (call, status, { fields, whole, say, times = 1 } = {}) => failures.set(call, { status, fields, whole, say, times }),
    signIn: (customer, book) => {
      mock.customer = customer
      mock.book = book
    },
  }
  const state = () => (lines ? { ...mock, items: lines() } : mock)
  const products = () => state().items.reduce((sum, i) => sum + i.price * i.quantity, 0)
  const answer = () => ok(checkoutFixture(state()))

  const handle = (method: 'get' | 'post', call: string, run: (body: Body) => Response) =>
    http[method](`${API}/${call}`, async ({ request }) => {
      const body = method === 'post' ? (((await request.json().catch(() => ({}))) ?? {}) as Body) : {}
      mock.requests.push({ call, body, key: request.headers.get('Idempotency-Key') })
      const failure = failures.get(call)
      if (failure) {
        if (--failure.times <= 0) failures.delete(call)
        const whole = failure.whole ?? (failure.status === 422 ? 'validation.failed' : 'server.error')
        return HttpResponse.json(refusalBody(failure.status, whole, failure.fields, failure.say), { status: failure.status })
      }
      return run(body)
    })

  const saved = (input: PsAddressInput, type: 'shipping' | 'billing') => {
    const address = storedAddress(nextAddressId++, { ...input, address_type: type })
    mock.book = [...mock.book, address]
    return address
  }

  const updateAddress = (b: Body) => {
    const delivery = b.delivery_address as PsAddressInput | undefined
    const invoice = b.invoice_address as PsAddressInput | undefined
    const errors = { ...(delivery ? addressErrors('delivery_address', delivery) : {}), ...(invoice ? addressErrors('invoice_address', invoice) : {}) }
    if (Object.keys(errors).length) return invalid(errors)
    const email = b.email as string | undefined
    if (!mock.customer) {
      if (!email) return invalid({ email: 'checkout.email_required' })
      mock.customer = { id_customer: 90, email, firstname: delivery?.firstname ?? '', lastname: delivery?.lastname ?? '', is_guest: true }
    } else if (email && mock.customer.is_guest) mock.customer = { ...mock.customer, email }
    const owned = (id: unknown) => mock.book.find((a) => a.id_address === id)
    if (b.id_address_delivery !== undefined && !owned(b.id_address_delivery)) return fail(404, 'address.not_found')
    if (b.id_address_invoice !== undefined && !owned(b.id_address_invoice)) return fail(404, 'address.not_found')
    if (b.id_address_delivery !== undefined) mock.delivery = owned(b.id_address_delivery)!
    if (delivery) mock.delivery = saved(delivery, 'shipping')
    if (b.id_address_invoice !== undefined) mock.invoice = owned(b.id_address_invoice)!
    if (invoice) mock.invoice = saved(invoice, 'billing')
    if (b.invoice_same_as_delivery) mock.invoice = null
    // A carrier that does not serve the new destination is dropped, as the API does.
    const served = mock.delivery ? carriersFor(mock.delivery.country_iso, products()) : []
    if (mock.carrierId !== null && !served.some((c) => c.id_carrier === mock.carrierId)) {
      mock.carrierId = null
      mock.pudoId = null
    }
    return answer()
  }

  const updateCarrier = (b: Body) => {
    const id = b.id_carrier as number
    const pudoId = b.id_pudo as number | undefined
    if (!mock.delivery) return invalid({ id_carrier: 'checkout.address_first' })
    const carrier = carriersFor(mock.delivery.country_iso, products()).find((c) => c.id_carrier === id)
    if (!carrier) return invalid({ id_carrier: 'carrier.not_serving' })
    if (carrier.is_pickup && pudoId === undefined) return invalid({ id_pudo: 'pudo.required' })
    if (carrier.is_pickup && !PUDOS.some((p) => p.id_pudo === pudoId)) return invalid({ id_pudo: 'pudo.unknown' })
    mock.carrierId = id
    mock.pudoId = carrier.is_pickup ? pudoId! : null
    return answer()
  }

  const handlers = [
    countriesHandler,
    handle('post', 'getCheckout', () => answer()),
    handle('post', 'updateCheckoutAddress', updateAddress),
    handle('post', 'updateCheckoutCarrier', updateCarrier),
    handle('post', 'getPudos', (b) => ok(findPudos((b.country_iso as string) ?? 'IT', b.postcode as string | undefined, b.city as string | undefined))),
    handle('get', 'getDeliveryMessage', () => ok({ message: mock.message })),
    handle('post', 'addOrEditDeliveryMessage', (b) => {
      mock.message = String(b.message ?? '').trim() || null
      return ok({ message: mock.message })
    }),
    handle('post', 'getGateways', () => ok(GATEWAYS)),
  ]
  return { handlers, mock }
}
