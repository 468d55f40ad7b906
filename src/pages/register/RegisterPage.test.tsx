import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { fillIn } from '@/test/fillIn'

beforeEach(() => server.use(...accountHandlers, ...wishlistHandlers()))

async function fillInTheForm(user: ReturnType<typeof userEvent.setup>, options: { password?: string; repeat?: string } = {}) {
  const password = options.password ?? 'Secret-Pass1!'
  const repeat = options.repeat ?? password
  await fillIn(user, await screen.findByLabelText('First name'), 'Giulia')
  await fillIn(user, screen.getByLabelText('Last name'), 'Romano')
  await fillIn(user, screen.getByLabelText('Email'), 'giulia@example.com')
  await fillIn(user, screen.getByLabelText('Password'), password)
  await fillIn(user, screen.getByLabelText('Repeat password'), repeat)
}

describe('registration', () => {
  it('creates the account with the choices made, signs the customer in and opens the account', async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> = {}
    let key: string | null = null
    const session = sessionHandlers()
    server.use(...session.handlers)
    server.use(
      http.post(`${API}/register`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        key = request.headers.get('Idempotency-Key')
        session.state.signedIn = true
        return HttpResponse.json(
          {
            success: true,
            code: 201,
            psdata: {
              customer: {
                id_customer: 9,
                email: 'giulia@example.com',
                firstname: 'Giulia',
                lastname: 'Romano',
                gender: 'f',
                birthday: null,
                newsletter: true,
                newsletter_sections: ['home'],
                order_notifications: true,
                commercial_consent: true,
                lang: 'en',
                is_guest: false,
                date_add: '2026-01-01T00:00:00Z',
              },
              cart_count: 0,
            },
          },
          { status: 201 },
        )
      }),
    )
    const { router } = await renderApp('/en/register')
    await fillInTheForm(user)
    await user.selectOptions(screen.getByLabelText('Title (optional)'), 'f')
    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }))
    await user.click(screen.getByRole('checkbox', { name: 'Home goods' }))
    await user.click(screen.getByRole('checkbox', { name: /personalised offers/ }))
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-account'))
    expect(sent).toEqual({
      email: 'giulia@example.com',
      password: 'Secret-Pass1!',
      firstname: 'Giulia',
      lastname: 'Romano',
      gender: 'f',
      birthday: null,
      newsletter: true,
      newsletter_sections: ['home'],
      order_notifications: true,
      commercial_consent: true,
      terms_accepted: true,
    })
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await screen.findByText('Welcome! Your account has been created and you are signed in.')).toBeInTheDocument()
  })

  it('shows the strength and the requirements live, and insists on matching passwords', async () => {
    const user = userEvent.setup()
    await renderApp('/en/register')
    const password = await screen.findByLabelText('Password')
    expect(screen.getByText('Password strength: Very weak')).toBeInTheDocument()
    await user.type(password, 'abcdefgH')
    expect(screen.getByText('Password strength: Fair')).toBeInTheDocument()
    const requirements = screen.getByText('Your password needs:').nextElementSibling as HTMLElement
    expect(within(requirements).getByText(/a digit/)).toHaveTextContent('a digit (missing)')
    expect(within(requirements).getByText(/an uppercase letter/)).toHaveTextContent('an uppercase letter (done)')
    await user.type(password, '1!')
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Repeat password'), 'abcdefgH1?')
    await user.tab()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
  })

  it('refuses a weak password and unaccepted terms without asking the back end', async () => {
    const user = userEvent.setup()
    const register = jest.fn()
    server.use(http.post(`${API}/register`, () => (register(), HttpResponse.json({}))))
    await renderApp('/en/register')
    await fillInTheForm(user, { password: 'secret' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('Form incomplete.')).toBeInTheDocument()
    expect(
      screen.getByText('Password must meet the following requirements: at least 8 characters, an uppercase letter, a digit, and a special character'),
    ).toBeInTheDocument()
    expect(screen.getByText('Please accept the terms of service.')).toBeInTheDocument()
    expect(register).not.toHaveBeenCalled()
  })

  it('puts the back end’s field errors on their fields (e-mail already registered)', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/register`, () =>
        HttpResponse.json(fail(422, 'validation.failed', { email: 'email.taken' }, { email: 'Diese E-Mail-Adresse ist schon registriert.' }), {
          status: 422,
        }),
      ),
    )
    const { router } = await renderApp('/en/register')
    await fillInTheForm(user)
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('An account already exists with this email address.')
    expect(router.state.location.pathname).toBe('/en/register')
  })

  it('links to the terms of service page', async () => {
    await renderApp('/en/register')
    expect(await screen.findByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/en/terms')
  })

  it('links to the shop’s terms page in the page’s language, as the back end names it (no redirect on the way)', async () => {
    const agb = { id_cms: 2, title: 'AGB', link_rewrite: 'agb', url: '/de/agb', role: 'terms' as const }
    server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({}, { cms_pages: [agb] }))))
    await renderApp('/de/register', 'de')
    expect(await screen.findByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/de/agb')
  })
})
