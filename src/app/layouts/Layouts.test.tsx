import { screen, within } from '@testing-library/react'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import type { Locale } from '@/shared/config'
import { renderWithProviders } from '@/test/renderWithProviders'
import { server } from '@/test/server'
import type { LayoutName } from '../routing/handle'
import { LayoutFrame } from './Layouts'

jest.setTimeout(20_000)

// The default layout's footer asks for the shipping countries.
beforeEach(() => server.use(countriesHandler))

const LABELS: [Locale, string][] = [
  ['en', 'Withdraw from contract here'],
  ['de', 'Vertrag hier widerrufen'],
  ['it', 'Recedi dal contratto qui'],
  ['es', 'Desistir del contrato aquí'],
  ['fr', 'Se rétracter du contrat ici'],
]
const LAYOUTS: LayoutName[] = ['default', 'blank', 'auth', 'maintenance']

describe('the withdrawal function’s control (Art. 11a CRD) in the footer of every layout', () => {
  it.each(LAYOUTS)('%s: in its footer, with the legal label, leading to the withdrawal page', async (name) => {
    await renderWithProviders(
      <LayoutFrame name={name}>
        <p>The page</p>
      </LayoutFrame>,
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Withdraw from contract here' })).toHaveAttribute('href', '/en/withdrawal')
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Withdraw from contract here' })).not.toBeInTheDocument()
  })

  it.each(LABELS)('in %s it reads “%s”', async (lang, label) => {
    await renderWithProviders(
      <LayoutFrame name="blank">
        <p>The page</p>
      </LayoutFrame>,
      { route: `/${lang}/checkout` },
    )
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: label })).toHaveAttribute('href', `/${lang}/withdrawal`)
  })

  it('the default layout’s footer keeps it, and the focus on it, when the rest of the footer arrives', async () => {
    await renderWithProviders(
      <LayoutFrame name="default">
        <p>The page</p>
      </LayoutFrame>,
    )
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Withdraw from contract here' })
    link.focus()
    // The shop's footer (its help links) arrives below it; the control is the same element, still focused, once.
    await screen.findByRole('navigation', { name: 'Help' })
    expect(link).toHaveFocus()
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link', { name: 'Withdraw from contract here' })).toEqual([link])
  })
})
