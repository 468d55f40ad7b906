import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addressFixture, fail, ok } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

beforeEach(() => server.use(...sessionHandlers({ signedIn: true }).handlers, ...accountHandlers))

type User = ReturnType<typeof userEvent.setup>
/** Puts a whole value in a field at once (typing each key redraws the form each time: slow on a busy machine). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

async function openNewAddress(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add a new address' }))
  return screen.findByRole('form', { name: 'New address' })
}

async function fillItalianBusiness(user: User, form: HTMLElement) {
  const f = within(form)
  await fill(user, f.getByLabelText('Address name (e.g. Home, Office) (optional)'), 'Office')
  await fill(user, f.getByLabelText('Company (optional)'), 'Romano Srl')
  await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), '1')
  await fill(user, f.getByRole('textbox', { name: 'Street' }), 'Via Torino')
  await fill(user, f.getByLabelText('House or apartment number (optional)'), '5')
  await fill(user, f.getByRole('textbox', { name: 'Zip code' }), '20123')
  await fill(user, f.getByRole('textbox', { name: 'City' }), 'Milano')
  await user.selectOptions(f.getByRole('combobox', { name: 'State or province' }), 'MI')
  await user.selectOptions(f.getByLabelText('Use this address for'), 'billing')
}

describe('the address book', () => {
  it('lists the saved addresses with their type and default flag', async () => {
    await renderApp('/en/my-account/addresses')
    const list = await screen.findByRole('list', { name: 'Saved addresses' })
    const card = within(list).getByRole('listitem')
    expect(within(card).getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(within(card).getByText('Via Roma 1')).toBeInTheDocument()
    expect(within(card).getByText('Default')).toBeInTheDocument()
    expect(within(card).getByText('Shipping')).toBeInTheDocument()
  })

  it("adds an Italian business address with its e-invoice fields: 'Address saved'", async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> = {}
    let key: string | null = null
    server.use(
      http.post(`${API}/createAddress`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        key = request.headers.get('Idempotency-Key')
        return HttpResponse.json(ok(addressFixture({ id_address: 12, alias: 'Office' }), 'Address saved', 201), { status: 201 })
      }),
    )
    await renderApp('/en/my-account/addresses')
    const form = await openNewAddress(user)
    const f = within(form)
    // The customer's name is already there.
    expect(f.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia')
    await fillItalianBusiness(user, form)
    await user.click(f.getByRole('button', { name: 'Save address' }))
    // A business billing address in Italy needs the e-invoice fields.
    expect(f.getByText('An Italian invoice needs a VAT number.')).toBeInTheDocument()
    expect(f.getByText('An Italian invoice needs a tax code.')).toBeInTheDocument()
    expect(f.getByText('An Italian invoice needs a PEC address or an SDI code.')).toBeInTheDocument()
    await fill(user, f.getByRole('textbox', { name: 'VAT number' }), 'IT00743110158')
    await user.tab()
    expect(f.getByText('This VAT number does not exist. Please check it for typos.')).toBeInTheDocument()
    await user.clear(f.getByRole('textbox', { name: 'VAT number' }))
    await fill(user, f.getByRole('textbox', { name: 'VAT number' }), 'IT00743110157')
    await fill(user, f.getByRole('textbox', { name: 'Tax code (codice fiscale)' }), 'RSSMRA85T10A562S')
    await fill(user, f.getByRole('textbox', { name: 'SDI code' }), 'm5uxcr1')
    await user.click(f.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Address saved')).toBeInTheDocument()
    expect(sent).toEqual({
      alias: 'Office',
      company: 'Romano Srl',
      firstname: 'Giulia',
      lastname: 'Romano',
      address1: 'Via Torino',
      house_number: '5',
      address2: '',
      postcode: '20123',
      city: 'Milano',
      state: 'MI',
      id_country: 1,
      phone: '',
      vat_number: 'IT00743110157',
      tax_code: 'RSSMRA85T10A562S',
      pec: '',
      sdi: 'M5UXCR1',
      address_type: 'billing',
      is_default: false,
    })
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('applies the chosen country’s postcode and state rules', async () => {
    const user = userEvent.setup()
    await renderApp('/en/my-account/addresses')
    const form = await openNewAddress(user)
    const f = within(form)
    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), '3')
    expect(f.queryByRole('combobox', { name: 'State or province' })).not.toBeInTheDocument()
    expect(f.queryByRole('textbox', { name: /VAT number/ })).not.toBeInTheDocument()
    await fill(user, f.getByRole('textbox', { name: 'Zip code' }), '80011')
    await user.tab()
    expect(f.getByText('Zip code must look like 8001.')).toBeInTheDocument()
    await user.clear(f.getByRole('textbox', { name: 'Zip code' }))
    await fill(user, f.getByRole('textbox', { name: 'Zip code' }), '8001')
    expect(f.queryByText('Zip code must look like 8001.')).not.toBeInTheDocument()
    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), '4')
    expect(f.getByText('Zip code must look like 10001.')).toBeInTheDocument()
    await user.click(f.getByRole('button', { name: 'Save address' }))
    expect(f.getByText('Please choose a state or province.')).toBeInTheDocument()
  })

  it('puts the back end’s field errors on their fields, translated', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/createAddress`, () =>
        HttpResponse.json(
          fail(422, 'validation.failed', { postcode: ['address.postcode_invalid', { example: '00184' }] }, { postcode: 'Die PLZ sollte wie 00184 aussehen.' }),
          {
            status: 422,
          },
        ),
      ),
    )
    await renderApp('/en/my-account/addresses')
    const form = await openNewAddress(user)
    const f = within(form)
    await fillItalianBusiness(user, form)
    await user.selectOptions(f.getByLabelText('Use this address for'), 'shipping')
    await user.click(f.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(f.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription('Zip code must look like 00184.'))
  })

  it('is disabled while saving', async () => {
    const user = userEvent.setup()
    server.use(http.post(`${API}/createAddress`, () => new Promise<Response>(() => undefined)))
    await renderApp('/en/my-account/addresses')
    const form = await openNewAddress(user)
    await fillItalianBusiness(user, form)
    await user.selectOptions(within(form).getByLabelText('Use this address for'), 'shipping')
    await user.click(within(form).getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save address' })).toBeDisabled())
    expect(within(form).getByRole('textbox', { name: 'City' })).toBeDisabled()
  })

  it("edits an address: 'Address changed'", async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> = {}
    server.use(
      http.post(
        `${API}/updateAddress`,
        async ({ request }) => ((sent = (await request.json()) as Record<string, unknown>), HttpResponse.json(ok(addressFixture({ city: 'Roma' })))),
      ),
    )
    await renderApp('/en/my-account/addresses')
    await user.click(await screen.findByRole('button', { name: 'Edit address “Home”' }))
    const form = await screen.findByRole('form', { name: 'Edit address' })
    const city = within(form).getByRole('textbox', { name: 'City' })
    expect(city).toHaveValue('Milano')
    await user.clear(city)
    await fill(user, city, 'Roma')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State or province' }), 'RM')
    await user.click(within(form).getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Address changed')).toBeInTheDocument()
    expect(sent).toMatchObject({ id_address: 11, city: 'Roma', state: 'RM', id_country: 1 })
  })

  it("makes an address the default from the list: 'Success update customer address'", async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> = {}
    server.use(
      http.post(`${API}/getAddresses`, () => HttpResponse.json(ok([addressFixture(), addressFixture({ id_address: 12, alias: 'Office', is_default: false })]))),
    )
    server.use(
      http.post(
        `${API}/updateAddress`,
        async ({ request }) => ((sent = (await request.json()) as Record<string, unknown>), HttpResponse.json(ok(addressFixture()))),
      ),
    )
    await renderApp('/en/my-account/addresses')
    await user.click(await screen.findByRole('button', { name: 'Make “Office” my default shipping address' }))
    expect(await screen.findByText('Success update customer address')).toBeInTheDocument()
    expect(sent).toMatchObject({ id_address: 12, is_default: true, alias: 'Office' })
  })

  it("deletes an address after confirmation: 'Address deleted'", async () => {
    const user = userEvent.setup()
    let removed: unknown
    server.use(
      http.post(`${API}/removeAddress`, async ({ request }) => ((removed = await request.json()), HttpResponse.json(ok({ id_address: 11, deleted: true })))),
    )
    await renderApp('/en/my-account/addresses')
    await user.click(await screen.findByRole('button', { name: 'Delete address “Home”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(removed).toBeUndefined()
    await user.click(await screen.findByRole('button', { name: 'Delete address “Home”' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete address' }))
    expect(await screen.findByText('Address deleted')).toBeInTheDocument()
    expect(removed).toEqual({ id_address: 11 })
  })

  it("says 'Something went wrong' when the deletion fails (removeAddress answers null)", async () => {
    const user = userEvent.setup()
    server.use(http.post(`${API}/removeAddress`, () => HttpResponse.json(fail(404, 'address.not_found'), { status: 404 })))
    await renderApp('/en/my-account/addresses')
    await user.click(await screen.findByRole('button', { name: 'Delete address “Home”' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete address' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
  })

  it("asks a visitor whose session ended to sign in: 'Sign in to see your addresses'", async () => {
    server.use(http.post(`${API}/getAddresses`, () => HttpResponse.json(fail(401, 'auth.required'), { status: 401 })))
    await renderApp('/en/my-account/addresses')
    expect(await screen.findByText('Sign in to see your addresses')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fmy-account%2Faddresses')
  })
})

describe('a guest on the address book', () => {
  it("is sent to login, which says 'Sign in to see your addresses'", async () => {
    server.use(...sessionHandlers({ signedIn: false }).handlers)
    const { router } = await renderApp('/en/my-account/addresses')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(await screen.findByText('Sign in to see your addresses')).toBeInTheDocument()
  })
})
