import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { renderWithProviders } from '@/test/renderWithProviders'
import { useLocale } from './useLocale'

const drawn = jest.fn()

function Part() {
  const lang = useLocale()
  drawn(lang)
  return <p>{`Page in ${lang}`}</p>
}

beforeEach(() => drawn.mockClear())

describe('useLocale', () => {
  it('is the language of the URL; a change of the URL that keeps the language does not draw its readers again', async () => {
    const { router } = await renderWithProviders(<Part />, { route: '/de/10-kleidung' })
    expect(screen.getByText('Page in de')).toBeInTheDocument()
    await act(() => router.navigate('/de/10-kleidung?page=2'))
    await act(() => router.navigate('/de/cart#summary'))
    expect(drawn.mock.calls).toEqual([['de']])
    await act(() => router.navigate('/fr/cart'))
    expect(screen.getByText('Page in fr')).toBeInTheDocument()
    expect(drawn.mock.calls).toEqual([['de'], ['fr']])
  })

  it('is the default language on a path without one', async () => {
    await renderWithProviders(<Part />, { route: '/' })
    expect(screen.getByText('Page in en')).toBeInTheDocument()
  })

  it('is not there for a component drawn outside the language of a URL', () => {
    // React reports the error the router catches.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = createMemoryRouter([{ path: '*', element: <Part /> }], { initialEntries: ['/de'] })
    render(<RouterProvider router={router} />)
    // The router's own error page, as for useLocation outside a router.
    expect(screen.getByRole('heading', { name: /useLocale\(\) may be used only inside LocaleOfUrl/ })).toBeInTheDocument()
    expect(screen.queryByText(/Page in/)).not.toBeInTheDocument()
    errors.mockRestore()
  })
})
