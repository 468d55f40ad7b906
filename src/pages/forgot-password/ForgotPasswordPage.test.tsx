import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { fail, ok } from '@/features/account/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'
import { fillIn } from '@/test/fillIn'

const CONFIRMATION = 'If an account exists for {email}, we have sent it a link to choose a new password. The link works once and expires in one hour.'

describe('asking for a password reset', () => {
  it.each(['giulia@example.com', 'nobody@example.com'])('confirms the same way whether or not %s has an account', async (email) => {
    const user = userEvent.setup()
    let sent: unknown
    server.use(
      http.post(`${API}/resetPasswordEmail`, async ({ request }) => ((sent = await request.json()), HttpResponse.json(ok(null, 'If an account exists…')))),
    )
    await renderApp('/en/forgot-password')
    await fillIn(user, await screen.findByLabelText('Email'), email)
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION.replace('{email}', email))
    expect(sent).toEqual({ email })
  })

  it('says when too many links were asked for', async () => {
    const user = userEvent.setup()
    server.use(http.post(`${API}/resetPasswordEmail`, () => HttpResponse.json(fail(429, 'throttled'), { status: 429 })))
    await renderApp('/en/forgot-password')
    await fillIn(user, await screen.findByLabelText('Email'), 'giulia@example.com')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.')
  })

  it('checks the address first', async () => {
    const user = userEvent.setup()
    await renderApp('/en/forgot-password')
    await fillIn(user, await screen.findByLabelText('Email'), 'giulia@')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
  })
})
