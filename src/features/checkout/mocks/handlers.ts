// The checkout calls against an in-memory checkout that behaves like the reference API: a guest's first address
// creates the guest customer with the e-mail, typed addresses are checked against their country (postcode pattern,
// required fields) and join the address book, a carrier that does not serve a new address is dropped, pickup
// carriers need a collection point. `failNext` makes the next call of a name fail; `requests` records every write.
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
  failNext: (call: string, status: number, errors?: Record<string, string>, message?: string, times?: number) => void
  /** What login does to the session: the checkout now belongs to this customer. */
  signIn: (customer: NonNullable<CheckoutFixtureState['customer']>, book: PsAddress[]) => void
}

export interface CheckoutMockOptions extends Partial<CheckoutFixtureState> {
  /** The bag's lines, read on every call (pass the cart mock's lines so both stay in step). */
  lines?: () => PsCartLine[]
}

type Body = Record<string, unknown>
const ok = (psdata: unknown, code = 200) => HttpResponse.json({ success: true, code, psdata }, { status: code })
const fail = (code: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, code, psdata: null, message, ...(errors ? { errors } : {}) }, { status: code })
const invalid = (errors: Record<string, string>) => fail(422, 'Please fix the errors above before submitting', errors)

const REQUIRED = ['firstname', 'lastname', 'address1', 'city'] as const

function addressErrors(prefix: string, input: PsAddressInput): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of REQUIRED)
    if (!String(input[field] ?? '').trim()) errors[`${prefix}.${field}`] = `${field.charAt(0).toUpperCase()}${field.slice(1)} is required.`
  const country = countriesFixture.countries.find((c) => c.id_country === input.id_country)
  if (!country) return { ...errors, [`${prefix}.id_country`]: 'Please choose a country.' }
  if (country.zip_pattern && !new RegExp(country.zip_pattern).test(input.postcode ?? ''))
    errors[`${prefix}.postcode`] = input.postcode ? `Invalid postcode - should look like "${country.zip_example}"` : 'Postcode is required.'
  if (country.needs_state && !country.states.some((s) => s.iso_code === input.state)) errors[`${prefix}.state`] = 'Please choose a state or province.'
  return errors
}

export function checkoutHandlers({ lines, ...initial }: CheckoutMockOptions = {}) {
  const failures = new Map<string, { status: number; errors?: Record<string, string>; message?: string; times: number }>()
  let nextAddressId = 100
  const mock: CheckoutMock = {
    items: [cartLineFixture()],
    stockErrors: [],
    customer: null,
    book: [],
    delivery: null,
    invoice: null,
    carrierId: null,
    pudoId: null,
    message: null,
    ...initial,
    requests: [],
    failNext: (call, status, errors, message, times = 1) => failures.set(call, { status, errors, message, times }),
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
        return fail(failure.status, failure.message ?? 'Something went wrong', failure.errors)
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
      if (!email) return invalid({ email: 'Email is required.' })
      mock.customer = { id_customer: 90, email, firstname: delivery?.firstname ?? '', lastname: delivery?.lastname ?? '', is_guest: true }
    } else if (email && mock.customer.is_guest) mock.customer = { ...mock.customer, email }
    const owned = (id: unknown) => mock.book.find((a) => a.id_address === id)
    if (b.id_address_delivery !== undefined && !owned(b.id_address_delivery)) return fail(404, 'Address not found')
    if (b.id_address_invoice !== undefined && !owned(b.id_address_invoice)) return fail(404, 'Address not found')
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
    if (!mock.delivery) return invalid({ id_carrier: 'Please enter a delivery address first.' })
    const carrier = carriersFor(mock.delivery.country_iso, products()).find((c) => c.id_carrier === id)
    if (!carrier) return invalid({ id_carrier: 'This carrier does not deliver to this address.' })
    if (carrier.is_pickup && pudoId === undefined) return invalid({ id_pudo: 'Please choose a collection point.' })
    if (carrier.is_pickup && !PUDOS.some((p) => p.id_pudo === pudoId)) return invalid({ id_pudo: 'This collection point does not exist.' })
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
