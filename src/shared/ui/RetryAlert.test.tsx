import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/renderWithProviders'
import { RetryAlert } from './RetryAlert'

describe('RetryAlert', () => {
  it('says what could not be loaded and loads it again on Try again', async () => {
    const user = userEvent.setup()
    const onRetry = jest.fn()
    await renderWithProviders(<RetryAlert message="Your bag could not be loaded." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Your bag could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('cannot be pressed again while the new attempt runs', async () => {
    await renderWithProviders(<RetryAlert message="Your bag could not be loaded." onRetry={jest.fn()} disabled />)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled()
  })

  it('speaks the shop’s language', async () => {
    await renderWithProviders(<RetryAlert message="Der Warenkorb konnte nicht geladen werden." onRetry={jest.fn()} />, { route: '/de' })
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled()
  })
})
