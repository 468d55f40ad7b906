import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { newsletterHandlers } from '@/features/newsletter/mocks/handlers'
import { renderApp } from '@/test/renderApp'
import { server } from '@/test/server'

async function open(path: string) {
  const mock = newsletterHandlers()
  server.use(...mock.handlers)
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })
  return { ...app, ...mock }
}

describe('the unsubscribe page', () => {
  it('unsubscribes only on a click (mail scanners follow links), then confirms', async () => {
    const user = userEvent.setup()
    const { requests } = await open('/en/newsletter/unsubscribe?token=tok-1')
    expect(requests).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('status')).toHaveTextContent('fan@example.com is unsubscribed. You will not receive our newsletter any more.')
    expect(requests).toEqual([{ call: 'unsubscribeNewsletter', lang: 'en', body: { token: 'tok-1' } }])
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
    expect(document.title).toMatch(/^Unsubscribe from the newsletter/)
  })

  it('says a used or unknown link is no longer valid and how to opt out instead', async () => {
    const user = userEvent.setup()
    await open('/en/newsletter/unsubscribe?token=used-token')
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText(/This unsubscribe link is not valid any more/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
  })

  it('offers nothing to click for a missing or malformed token', async () => {
    const { requests } = await open('/en/newsletter/unsubscribe?token=%3Cscript%3E')
    expect(screen.getByText(/This unsubscribe link is not valid any more/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en')
    expect(requests).toEqual([])
  })
})
