import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '@/test/renderApp'

describe('the menu on small screens', () => {
  it('opens from the menu button (its code loaded on the first press), leads to a category, and opens again', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/en/cart')
    const button = await screen.findByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    const close = await screen.findByRole('button', { name: 'Close menu' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const drawer = close.closest('.MuiDrawer-paper') as HTMLElement
    await user.click(within(drawer).getByRole('link', { name: 'Clothing' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/10-clothing'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument())
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeInTheDocument()
  })
})
