import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API, server } from '@/test/server'
import { renderApp } from '@/test/renderApp'

describe('the mega menu', () => {
  it('opens a top category’s panel from its toggle, by keyboard, and closes with Escape back on the toggle', async () => {
    const user = userEvent.setup()
    server.use(http.post(`${API}/getProducts`, () => HttpResponse.json({ success: false, code: 404, psdata: null }, { status: 404 })))
    const { router } = await renderApp('/en/cart')
    const nav = await screen.findByRole('navigation', { name: 'Main menu' })
    const toggle = await within(nav).findByRole('button', { name: 'Show Apparel categories' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const clothing = await within(nav).findByRole('link', { name: 'Clothing' })
    await user.tab()
    expect(clothing).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Clothing' })).not.toBeInTheDocument())
    expect(toggle).toHaveFocus()
    // Escape on the toggle itself closes the panel as well.
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await user.click(await within(nav).findByRole('link', { name: 'Clothing' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/10-clothing'))
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Clothing' })).not.toBeInTheDocument())
  })
})
