import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { fillIn } from '@/test/fillIn'

// The session's handlers come first: msw answers with the first matching handler.
beforeEach(() => server.use(...sessionHandlers({ signedIn: true }).handlers, ...accountHandlers, ...wishlistHandlers()))

// The first visit of a file also loads the page's lazy chunk.
const section = async (name: string) => screen.findByRole('region', { name })

describe('the account page: personal data', () => {
  it("saves the changes and says 'The user account data was successfully updated!'", async () => {
    const user = userEvent.setup()
    let sent: unknown
    server.use(
      http.post(
        `${API}/updateCustomer`,
        async ({ request }) => (
          (sent = await request.json()),
          HttpResponse.json({
            success: true,
            code: 200,
            psdata: {
              id_customer: 7,
              email: 'giulia@example.com',
              firstname: 'Giulia Maria',
              lastname: 'Romano',
              gender: 'f',
              birthday: '1990-05-01',
              newsletter: false,
              newsletter_sections: [],
              order_notifications: true,
              commercial_consent: false,
              lang: 'en',
              is_guest: false,
              date_add: '2026-01-01T00:00:00Z',
            },
          })
        ),
      ),
    )
    await renderApp('/en/my-account')
    const personal = await section('Personal data')
    const first = await within(personal).findByLabelText('First name')
    expect(first).toHaveValue('Giulia')
    await user.clear(first)
    await fillIn(user, first, 'Giulia Maria')
    await user.type(within(personal).getByLabelText('Date of birth (optional)'), '1990-05-01')
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }))
    expect(await within(personal).findByRole('status')).toHaveTextContent('The user account data was successfully updated!')
    expect(sent).toEqual({ firstname: 'Giulia Maria', lastname: 'Romano', email: 'giulia@example.com', gender: 'f', birthday: '1990-05-01' })
  })

  it("says 'Could not update user! …' and marks the field when the back end refuses a name", async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/updateCustomer`, () =>
        HttpResponse.json(fail(422, 'profile.invalid', { lastname: 'name.invalid' }), {
          status: 422,
        }),
      ),
    )
    await renderApp('/en/my-account')
    const personal = await section('Personal data')
    await user.click(await within(personal).findByRole('button', { name: 'Save changes' }))
    expect(await within(personal).findByRole('alert')).toHaveTextContent('Could not update user! check password or lastname, firstname format.')
    // The field says why in the shop's words, not the back end's ("Lastname is not valid.").
    expect(within(personal).getByLabelText('Last name')).toHaveAccessibleDescription('A name cannot contain digits or symbols such as @, #, $ or %.')
  })

  it('asks for the current password before changing the e-mail address', async () => {
    const user = userEvent.setup()
    let sent: Record<string, unknown> = {}
    server.use(
      http.post(
        `${API}/updateCustomer`,
        async ({ request }) => (
          (sent = (await request.json()) as Record<string, unknown>),
          HttpResponse.json(fail(422, 'password.wrong', { password: 'password.wrong' }, { _: 'Falsches Passwort', password: 'Falsches Passwort' }), {
            status: 422,
          })
        ),
      ),
    )
    await renderApp('/en/my-account')
    const personal = await section('Personal data')
    expect(within(personal).queryByLabelText('Current password')).not.toBeInTheDocument()
    const email = await within(personal).findByLabelText('Email')
    await user.clear(email)
    await fillIn(user, email, 'giulia.romano@example.com')
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }))
    expect(within(personal).getByText('Current password is required.')).toBeInTheDocument()
    await fillIn(user, within(personal).getByLabelText('Current password'), 'wrong')
    await user.click(within(personal).getByRole('button', { name: 'Save changes' }))
    expect(await within(personal).findByRole('alert')).toHaveTextContent('Invalid Password')
    expect(sent).toMatchObject({ email: 'giulia.romano@example.com', password: 'wrong' })
  })
})

describe('the account page: password change', () => {
  it("says 'Invalid Password' on the current password field when it is wrong", async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/updateCustomer`, () =>
        HttpResponse.json(fail(422, 'password.wrong', { password: 'password.wrong' }, { _: 'Falsches Passwort', password: 'Falsches Passwort' }), {
          status: 422,
        }),
      ),
    )
    await renderApp('/en/my-account')
    const form = await section('Change password')
    await fillIn(user, within(form).getByLabelText('Current password'), 'Wrong-Pass1!')
    await fillIn(user, within(form).getByLabelText('New password'), 'Newer-Pass2!')
    await fillIn(user, within(form).getByLabelText('Repeat new password'), 'Newer-Pass2!')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid Password')
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('Invalid Password')
  })

  it('changes the password and empties the fields', async () => {
    const user = userEvent.setup()
    let sent: unknown
    server.use(
      http.post(
        `${API}/updateCustomer`,
        async ({ request }) => (
          (sent = await request.json()),
          HttpResponse.json({
            success: true,
            code: 200,
            psdata: {
              id_customer: 7,
              email: 'giulia@example.com',
              firstname: 'Giulia',
              lastname: 'Romano',
              gender: null,
              birthday: null,
              newsletter: false,
              newsletter_sections: [],
              order_notifications: true,
              commercial_consent: false,
              lang: 'en',
              is_guest: false,
              date_add: '2026-01-01T00:00:00Z',
            },
          })
        ),
      ),
    )
    await renderApp('/en/my-account')
    const form = await section('Change password')
    await fillIn(user, within(form).getByLabelText('Current password'), 'Secret-Pass1!')
    await fillIn(user, within(form).getByLabelText('New password'), 'Newer-Pass2!')
    await fillIn(user, within(form).getByLabelText('Repeat new password'), 'Newer-Pass2!')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.')
    expect(sent).toEqual({ password: 'Secret-Pass1!', new_password: 'Newer-Pass2!' })
    await waitFor(() => expect(within(form).getByLabelText('New password')).toHaveValue(''))
  })
})

describe('the account page: newsletter and consents', () => {
  it("saves the topics and consents and says 'Contact Details Updated'", async () => {
    const user = userEvent.setup()
    let sent: unknown
    server.use(
      http.post(
        `${API}/updateCustomer`,
        async ({ request }) => (
          (sent = await request.json()),
          HttpResponse.json({
            success: true,
            code: 200,
            psdata: {
              id_customer: 7,
              email: 'giulia@example.com',
              firstname: 'Giulia',
              lastname: 'Romano',
              gender: null,
              birthday: null,
              newsletter: true,
              newsletter_sections: ['motorcycle'],
              order_notifications: false,
              commercial_consent: false,
              lang: 'en',
              is_guest: false,
              date_add: '2026-01-01T00:00:00Z',
            },
          })
        ),
      ),
    )
    await renderApp('/en/my-account')
    const form = await section('Newsletter and consents')
    await user.click(within(form).getByRole('checkbox', { name: 'Send me the newsletter' }))
    await user.click(within(form).getByRole('checkbox', { name: 'Motorcycle accessories' }))
    await user.click(within(form).getByRole('checkbox', { name: /informed about my orders/ }))
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }))
    expect(await within(form).findByRole('status')).toHaveTextContent('Contact Details Updated')
    expect(sent).toEqual({ newsletter: true, newsletter_sections: ['motorcycle'], order_notifications: false, commercial_consent: false })
  })
})

describe('signing out', () => {
  it("says 'You have been logged out' on the home page; the account is then out of reach", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/en/my-account')
    const nav = await screen.findByRole('navigation', { name: 'My account' })
    await user.click(within(nav).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument()
    await act(() => router.navigate('/en/my-account'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
  })

  it('signs out from the header’s account menu, which names the customer', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/en/my-account')
    const header = await screen.findByRole('banner')
    await user.click(within(header).getByRole('button', { name: 'My account' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Signed in as Giulia Romano')).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/en/my-account/orders')
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
    expect(await screen.findByText('You have been logged out')).toBeInTheDocument()
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login?redirect=%2Fen')
  })
})
