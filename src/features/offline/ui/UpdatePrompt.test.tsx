import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/renderWithProviders'
import { updateAvailable } from '../model/updateSlice'
import { UpdatePrompt } from './UpdatePrompt'

describe('the new-version notice', () => {
  it('appears when a new version waits, and reloads only once the shopper accepts', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<UpdatePrompt />)
    expect(screen.queryByText('A new version of the shop is available.')).not.toBeInTheDocument()
    act(() => void store.dispatch(updateAvailable()))
    expect(await screen.findByText('A new version of the shop is available.')).toBeInTheDocument()
    expect(store.getState().update.accepted).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(store.getState().update.accepted).toBe(true)
  })

  it('"Later" keeps the current version', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<UpdatePrompt />)
    act(() => void store.dispatch(updateAvailable()))
    await user.click(await screen.findByRole('button', { name: 'Later' }))
    expect(store.getState().update).toEqual({ available: false, accepted: false })
    expect(screen.queryByText('A new version of the shop is available.')).not.toBeInTheDocument()
  })
})
