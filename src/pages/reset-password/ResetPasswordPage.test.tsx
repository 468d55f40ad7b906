import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail } from '@/features/account/mocks/fixtures'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { wishlistHandlers } from '@/features/wishlist/mocks/handlers'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { fillIn } from '@/test/fillIn'

beforeEach(() => server.use(...accountHandlers, ...wishlistHandlers()))

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await fillIn(user, await screen.findByLabelText('New password'), password)
  await fillIn(user, screen.getByLabelText('Repeat new password'), repeat)
  await user.click(screen.getByRole('button', { name: 'Save new password' }))
}

describe('choosing a new password from the e-mail link', () => {
  it('sends the token with the new password; the customer is then signed in and in their account', async () => {
    const user = userEvent.setup()
    let sent: unknown
    const session = sessionHandlers()
    server.use(...session.handlers)
    server.use(
      http.post(`${API}/resetPasswordEnter`, async ({ request }) => {
        sent = await request.json()
        session.state.signedIn = true
        return HttpResponse.json({
          success: true,
          code: 200,
          psdata: {
            customer: {
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
            cart_count: 0,
          },
        })
      }),
    )
    const { router } = await renderApp('/en/reset-password?token=tok-123')
    await choose(user, 'New-Secret9!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-account'))
    expect(sent).toEqual({ token: 'tok-123', password: 'New-Secret9!', confirmation: 'New-Secret9!' })
    expect(await screen.findByText('Your password has been reset and you are signed in.')).toBeInTheDocument()
  })

  it('explains an expired or used link in the page’s language, whatever the back end’s words, and offers a new one', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(`${API}/resetPasswordEnter`, () => HttpResponse.json(fail(422, 'validation.failed', { token: 'reset.link_invalid' }), { status: 422 })),
    )
    await renderApp('/de/reset-password?token=used', 'de')
    await fillIn(user, await screen.findByLabelText('Neues Passwort'), 'New-Secret9!')
    await fillIn(user, screen.getByLabelText('Neues Passwort wiederholen'), 'New-Secret9!')
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen. Links funktionieren einmal und eine Stunde lang.')
    expect(screen.queryByText(/This link is invalid or has expired/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/de/forgot-password')
  })

  it('says the same without a token', async () => {
    await renderApp('/en/reset-password')
    expect(await screen.findByRole('link', { name: 'Send me a new link' })).toBeInTheDocument()
  })

  it('keeps the password rules and the repetition', async () => {
    const user = userEvent.setup()
    await renderApp('/en/reset-password?token=t')
    await choose(user, 'New-Secret9!', 'New-Secret9?')
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
  })
})
