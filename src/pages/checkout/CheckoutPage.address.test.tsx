// The contact and address steps: a guest's e-mail and typed address, a customer's address book, billing.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { signedInFixture } from '@/features/account/mocks/fixtures'
import { bodiesOf, giulia, guest, home, newYork, office, openCheckout } from '@/test/checkoutPage'
import { API, server } from '@/test/server'

type User = ReturnType<typeof userEvent.setup>
/** Puts a whole value in a field at once (typing each key redraws the form each time: slow on a busy machine). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

const search = (router: { state: { location: { search: string } } }) => router.state.location.search

async function continueAsGuest(user: User, email = 'anna@example.com') {
  await fill(user, await screen.findByRole('textbox', { name: 'Email address' }), email)
  await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
  return screen.findByRole('form', { name: 'Shipping address' })
}

async function typeAddress(user: User, form: HTMLElement) {
  const f = within(form)
  await fill(user, f.getByRole('textbox', { name: 'First name' }), 'Anna')
  await fill(user, f.getByRole('textbox', { name: 'Last name' }), 'Bianchi')
  await fill(user, f.getByRole('textbox', { name: 'Street' }), 'Via Torino')
  await fill(user, f.getByRole('textbox', { name: 'House or apartment number (optional)' }), '5')
  await fill(user, f.getByRole('textbox', { name: 'Zip code' }), '20123')
  await fill(user, f.getByRole('textbox', { name: 'City' }), 'Milano')
  await user.selectOptions(f.getByRole('combobox', { name: 'State or province' }), 'MI')
}

describe('a guest’s contact and shipping address', () => {
  it('keeps the e-mail, and sends it with the first typed address', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout()
    const form = await continueAsGuest(user)
    const f = within(form)
    // Nothing to pick from: the guest types the address, the detected country (Italy) preselected.
    expect(f.queryByRole('radio')).not.toBeInTheDocument()
    expect(f.getByRole('combobox', { name: 'Country' })).toHaveValue('1')
    expect(f.getByRole('textbox', { name: 'First name' })).toHaveValue('')
    expect(f.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('autocomplete', 'shipping postal-code')
    await typeAddress(user, form)
    await user.click(f.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=billing'))
    const [body] = bodiesOf(checkout, 'updateCheckoutAddress') as Record<string, unknown>[]
    expect(body).toMatchObject({
      email: 'anna@example.com',
      delivery_address: {
        firstname: 'Anna',
        lastname: 'Bianchi',
        address1: 'Via Torino',
        house_number: '5',
        postcode: '20123',
        city: 'Milano',
        state: 'MI',
        id_country: 1,
      },
    })
    expect(checkout.requests.find((r) => r.call === 'updateCheckoutAddress')?.key).toBeTruthy()
    expect(await screen.findByTestId('summary-shipping')).toHaveTextContent('Anna Bianchi, Via Torino 5, 20123 Milano MI, Italy')
  })

  it('shows the API’s postcode refusal on the postcode field and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout()
    const form = await continueAsGuest(user)
    await typeAddress(user, form)
    // The back end words it its own way (in German): the shopper reads the shop's wording of the code.
    checkout.failNext('updateCheckoutAddress', 422, {
      fields: { 'delivery_address.postcode': ['address.postcode_invalid', { example: '00184' }] },
      say: { 'delivery_address.postcode': 'Die Postleitzahl passt nicht (z. B. 00184).' },
    })
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    const postcode = within(form).getByRole('textbox', { name: 'Zip code' })
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('Zip code must look like 00184.'))
    expect(postcode).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(postcode).toHaveFocus())
    expect(postcode).toHaveValue('20123')
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('Via Torino')
    expect(search(router)).toBe('?step=shipping')
    // The same values again are the same action: the retry carries the same Idempotency-Key.
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=billing'))
    const keys = checkout.requests.filter((r) => r.call === 'updateCheckoutAddress').map((r) => r.key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
  })

  it('saves a changed e-mail of a guest the API already knows', async () => {
    const user = userEvent.setup()
    const guest = { id_customer: 90, email: 'anna@example.com', firstname: 'Anna', lastname: 'Bianchi', is_guest: true }
    const { checkout } = await openCheckout('/en/checkout?step=contact', { checkout: { customer: guest, delivery: home } })
    const email = await screen.findByRole('textbox', { name: 'Email address' })
    expect(email).toHaveValue('anna@example.com')
    await user.clear(email)
    await fill(user, email, 'anna.b@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(bodiesOf(checkout, 'updateCheckoutAddress')).toEqual([{ email: 'anna.b@example.com' }]))
  })
})

describe('a signed-in customer’s addresses', () => {
  const customer = { customer: giulia, book: [home, office, newYork] }

  it('preselects the default address and sends the id of the one chosen', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout', { checkout: customer })
    const group = await screen.findByRole('radiogroup')
    await waitFor(() => expect(search(router)).toBe('?step=shipping'))
    expect(screen.getByTestId('summary-contact')).toHaveTextContent('Signed in as Giulia Romano (giulia@example.com)')
    expect(screen.queryByRole('link', { name: 'Edit Contact' })).not.toBeInTheDocument()
    expect(within(group).getByRole('radio', { name: /Via Roma 1/ })).toBeChecked()
    expect(within(group).getByRole('radio', { name: /Via Torino 5/ })).not.toBeChecked()
    await user.click(within(group).getByRole('radio', { name: /Via Torino 5/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(bodiesOf(checkout, 'updateCheckoutAddress')).toEqual([{ id_address_delivery: 12 }]))
    await waitFor(() => expect(search(router)).toBe('?step=billing'))
  })

  it('adds a new address from the book’s choice, starting from the customer’s name', async () => {
    const user = userEvent.setup()
    const { checkout } = await openCheckout('/en/checkout', { checkout: customer })
    await user.click(await screen.findByRole('radio', { name: 'Add a new address' }))
    const form = screen.getByRole('form', { name: 'Shipping address' })
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia')
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('Romano')
    await fill(user, within(form).getByRole('textbox', { name: 'Street' }), 'Corso Como')
    await fill(user, within(form).getByRole('textbox', { name: 'Zip code' }), '20154')
    await fill(user, within(form).getByRole('textbox', { name: 'City' }), 'Milano')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State or province' }), 'MI')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(bodiesOf(checkout, 'updateCheckoutAddress')).toHaveLength(1))
    const [body] = bodiesOf(checkout, 'updateCheckoutAddress') as Record<string, unknown>[]
    expect(body).not.toHaveProperty('email')
    expect(body).toMatchObject({ delivery_address: { firstname: 'Giulia', address1: 'Corso Como', postcode: '20154' } })
  })

  it('signs in from the contact step and goes on with the account’s addresses', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout()
    server.use(
      http.post(`${API}/login`, () => {
        checkout.signIn(giulia, [home, office])
        return HttpResponse.json({ success: true, code: 200, psdata: signedInFixture() })
      }),
    )
    const toggle = await screen.findByRole('button', { name: 'Have an account? Sign in' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const login = screen.getByRole('form', { name: 'Sign in' })
    await fill(user, within(login).getByLabelText('Email'), 'giulia@example.com')
    await fill(user, within(login).getByLabelText('Password'), 'secret-password')
    await user.click(within(login).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(search(router)).toBe('?step=shipping'))
    expect(await screen.findByRole('radio', { name: /Via Roma 1/ })).toBeChecked()
    expect(screen.getByTestId('summary-contact')).toHaveTextContent('Signed in as Giulia Romano')
  })
})

describe('the billing address', () => {
  it('is the shipping address unless the shopper says otherwise', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=billing', { checkout: { customer: giulia, book: [home], delivery: home } })
    const same = await screen.findByRole('checkbox', { name: 'Same as shipping address' })
    expect(same).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=delivery'))
    // Nothing changed: nothing to save.
    expect(bodiesOf(checkout, 'updateCheckoutAddress')).toEqual([])
    expect(await screen.findByTestId('summary-billing')).toHaveTextContent('Same as shipping address')
  })

  it('takes another address, with the e-invoice fields for an Italian business', async () => {
    const user = userEvent.setup()
    const guest = { id_customer: 90, email: 'anna@example.com', firstname: 'Anna', lastname: 'Bianchi', is_guest: true }
    const { checkout, router } = await openCheckout('/en/checkout?step=billing', { checkout: { customer: guest, delivery: home } })
    await user.click(await screen.findByRole('checkbox', { name: 'Same as shipping address' }))
    const form = screen.getByRole('form', { name: 'Billing address' })
    const f = within(form)
    expect(f.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('autocomplete', 'billing postal-code')
    await fill(user, f.getByRole('textbox', { name: 'Company (optional)' }), 'Bianchi Srl')
    await fill(user, f.getByRole('textbox', { name: 'First name' }), 'Anna')
    await fill(user, f.getByRole('textbox', { name: 'Last name' }), 'Bianchi')
    await fill(user, f.getByRole('textbox', { name: 'Street' }), 'Via Torino')
    await fill(user, f.getByRole('textbox', { name: 'Zip code' }), '20123')
    await fill(user, f.getByRole('textbox', { name: 'City' }), 'Milano')
    await user.selectOptions(f.getByRole('combobox', { name: 'State or province' }), 'MI')
    await user.click(f.getByRole('button', { name: 'Continue' }))
    expect(await f.findByText('An Italian invoice needs a VAT number.')).toBeInTheDocument()
    await fill(user, f.getByRole('textbox', { name: 'VAT number' }), 'IT00743110157')
    await fill(user, f.getByRole('textbox', { name: 'Tax code (codice fiscale)' }), 'RSSMRA85T10A562S')
    await fill(user, f.getByRole('textbox', { name: 'SDI code' }), 'M5UXCR1')
    await user.click(f.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=delivery'))
    const [body] = bodiesOf(checkout, 'updateCheckoutAddress') as Record<string, unknown>[]
    expect(body).toMatchObject({ invoice_address: { company: 'Bianchi Srl', vat_number: 'IT00743110157', sdi: 'M5UXCR1', address_type: 'billing' } })
    expect(await screen.findByTestId('summary-billing')).toHaveTextContent('Bianchi Srl')
  })

  it('words a refused VAT number in the page’s language, at the field, whatever the back end’s words', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/de/checkout?step=billing', { heading: 'Kasse', checkout: { customer: guest, delivery: home } })
    await user.click(await screen.findByRole('checkbox', { name: 'Wie Lieferadresse' }))
    const f = within(screen.getByRole('form', { name: 'Rechnungsadresse' }))
    await fill(user, f.getByRole('textbox', { name: 'Firma (optional)' }), 'Bianchi Srl')
    await fill(user, f.getByRole('textbox', { name: 'Vorname' }), 'Anna')
    await fill(user, f.getByRole('textbox', { name: 'Nachname' }), 'Bianchi')
    await fill(user, f.getByRole('textbox', { name: 'Straße' }), 'Via Torino')
    await fill(user, f.getByRole('textbox', { name: 'Postleitzahl' }), '20123')
    await fill(user, f.getByRole('textbox', { name: 'Ort' }), 'Milano')
    await user.selectOptions(f.getByRole('combobox', { name: 'Bundesland oder Provinz' }), 'MI')
    const vat = f.getByRole('textbox', { name: 'USt-IdNr.' })
    await fill(user, vat, 'IT00743110157')
    await fill(user, f.getByRole('textbox', { name: 'Steuernummer (Codice fiscale)' }), 'RSSMRA85T10A562S')
    await fill(user, f.getByRole('textbox', { name: 'SDI-Code' }), 'M5UXCR1')
    // A back end whose list of EU countries differs from the shop's refuses the number, in its own (English) words.
    checkout.failNext('updateCheckoutAddress', 422, { fields: { 'invoice_address.vat_number': 'vat.not_eu' } })
    await user.click(f.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(vat).toHaveAccessibleDescription('Eine USt-IdNr. kann nur für eine Adresse in der EU angegeben werden.'))
    expect(screen.queryByText('VAT numbers are only checked for EU countries.')).not.toBeInTheDocument()
    expect(vat).toHaveValue('IT00743110157')
    expect(search(router)).toBe('?step=billing')
  })
})
