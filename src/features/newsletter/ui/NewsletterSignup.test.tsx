import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import type { Locale } from '@/shared/config'
import { newsletterHandlers } from '../mocks/handlers'
import { NewsletterSignup } from './NewsletterSignup'
import { fillIn } from '@/test/fillIn'

async function open(options: Parameters<typeof newsletterHandlers>[0] = {}, locale: Locale = 'en') {
  const mock = newsletterHandlers(options)
  server.use(...mock.handlers)
  await renderWithProviders(<NewsletterSignup />, { route: `/${locale}` })
  return mock
}

const form = () => screen.getByRole('form', { name: 'Subscribe to the newsletter' })

describe('newsletter sign-up', () => {
  it('subscribes an address in the page language and says where the welcome e-mail went', async () => {
    const user = userEvent.setup()
    const mock = await open()
    await fillIn(user, within(form()).getByLabelText('E-mail address'), '  new@example.com ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We sent a welcome e-mail to new@example.com.')
    expect(mock.requests).toEqual([{ call: 'subscribeNewsletter', lang: 'en', body: { email: 'new@example.com' } }])
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('says an address is already subscribed (no second welcome e-mail)', async () => {
    const user = userEvent.setup()
    await open({ known: ['fan@example.com'] })
    await fillIn(user, within(form()).getByLabelText('E-mail address'), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent('fan@example.com is already subscribed.')
  })

  it('refuses an empty or malformed address without asking the API', async () => {
    const user = userEvent.setup()
    const mock = await open()
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Form incomplete.', { exact: false })).toBeInTheDocument()
    const field = within(form()).getByLabelText('E-mail address')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await fillIn(user, field, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(mock.requests).toEqual([])
  })

  it('says why when the API refuses, keeping what was typed', async () => {
    const user = userEvent.setup()
    await open({ throttled: true })
    const field = within(form()).getByLabelText('E-mail address')
    await fillIn(user, field, 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Too many sign-ups from your connection. Please try again later.')).toBeInTheDocument()
    expect(field).toHaveValue('new@example.com')
  })

  it('speaks German on a German page', async () => {
    const user = userEvent.setup()
    const mock = await open({}, 'de')
    await fillIn(user, screen.getByLabelText('E-Mail-Adresse'), 'neu@example.com')
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Danke! Wir haben eine Willkommens-E-Mail an neu@example.com geschickt.')
    expect(mock.requests[0]?.lang).toBe('de')
  })
})
