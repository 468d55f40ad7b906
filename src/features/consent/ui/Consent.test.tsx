import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { REHYDRATE } from 'redux-persist/lib/constants'
import { setConfig, type ConsentTag } from '@/shared/config'
import { currentPage } from '@/shared/lib/currentPage'
import { renderWithProviders } from '@/test/renderWithProviders'
import { ACCEPT_ALL, decideConsent } from '../model/choices'
import { Consent } from './Consent'
import { ConsentSettingsLink } from './ConsentSettingsLink'

let reload: jest.SpiedFunction<typeof currentPage.reload>
beforeEach(() => {
  reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => undefined)
})

const STATISTICS: ConsentTag = { type: 'script', src: 'https://stats.example.com/tag.js', category: 'statistics', cookies: ['_stats*'] }
const MARKETING: ConsentTag = { type: 'gtag', id: 'AW-123', category: 'marketing' }

async function openShop(options: { decided?: boolean } = {}) {
  setConfig({ consent: { policyVersion: 1, privacyPage: 'privacy', tags: [STATISTICS, MARKETING] } })
  const view = await renderWithProviders(
    <>
      <Consent />
      <main id="main" tabIndex={-1}>
        <ConsentSettingsLink />
      </main>
    </>,
  )
  if (options.decided) act(() => void view.store.dispatch(decideConsent({ preferences: false, statistics: true, marketing: false })))
  // redux-persist has read what was stored (nothing, on a first visit).
  act(() => void view.store.dispatch({ type: REHYDRATE, key: 'storefront', payload: options.decided ? { consent: view.store.getState().consent } : undefined }))
  return view
}

const loadedTags = () => [...document.head.querySelectorAll('script[data-consent-tag]')].map((s) => s.getAttribute('src'))
/** The gtag commands of one kind pushed so far, e.g. ['consent', 'update', signals] or ['event', name, params]. */
const tagCommands = (kind: string) => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter(([command]) => command === kind)
const consentCommands = () => tagCommands('consent')

afterEach(() => {
  setConfig(undefined)
  document.head.querySelectorAll('script[data-consent-tag]').forEach((script) => script.remove())
  delete window.dataLayer
  reload.mockRestore()
})

describe('cookie consent', () => {
  it('asks on a first visit with "Accept all" and "Reject all" equally prominent, and links the privacy policy', async () => {
    await openShop()
    const banner = await screen.findByRole('region', { name: 'Your privacy' })
    const accept = within(banner).getByRole('button', { name: 'Accept all' })
    const reject = within(banner).getByRole('button', { name: 'Reject all' })
    // Equally prominent: both filled alike, unlike "Customise".
    const customise = within(banner).getByRole('button', { name: 'Customise' })
    const fill = (button: HTMLElement) => getComputedStyle(button).backgroundColor
    expect(reject.className).toBe(accept.className)
    expect(fill(accept)).toBe(fill(reject))
    expect(fill(accept)).not.toBe(fill(customise))
    expect(within(banner).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy')
    // Nothing runs and everything optional is denied before the shopper answers.
    // (The signal is the consent layer's effect: it follows the banner's first paint, as in the browser.)
    await waitFor(() =>
      expect(consentCommands()).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]]),
    )
    expect(loadedTags()).toEqual([])
  })

  it('"Reject all" grants nothing, loads no tag, and hands the focus to the page', async () => {
    const user = userEvent.setup()
    const { store } = await openShop()
    await user.click(await screen.findByRole('button', { name: 'Reject all' }))
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    expect(store.getState().consent.record?.choice).toEqual({ preferences: false, statistics: false, marketing: false })
    expect(loadedTags()).toEqual([])
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it('"Accept all" loads every configured tag and grants every signal', async () => {
    const user = userEvent.setup()
    await openShop()
    await user.click(await screen.findByRole('button', { name: 'Accept all' }))
    expect(loadedTags()).toEqual([STATISTICS.src, 'https://www.googletagmanager.com/gtag/js?id=AW-123'])
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' }),
    ])
    // Consent given on this page: the page is the first one counted (and no delivery is still under way when the
    // test ends, to land in the next one's page).
    await waitFor(() => expect(tagCommands('event').map(([, name]) => name)).toEqual(['page_view']))
  })

  it('"Customise" chooses category by category: necessary is always on, only the statistics tag loads', async () => {
    const user = userEvent.setup()
    const { store } = await openShop()
    await user.click(await screen.findByRole('button', { name: 'Customise' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary (Always on)' })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    expect(within(dialog).getByRole('switch', { name: 'Statistics' })).toHaveAccessibleDescription(
      'Count visits and see how the shop is used, so that we can improve it.',
    )
    for (const name of ['Preferences', 'Statistics', 'Marketing']) expect(within(dialog).getByRole('switch', { name })).not.toBeChecked()
    await user.click(within(dialog).getByRole('switch', { name: 'Statistics' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    expect(store.getState().consent.record?.choice).toEqual({ preferences: false, statistics: true, marketing: false })
    expect(loadedTags()).toEqual([STATISTICS.src])
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })])
  })

  it('withdrawing from "Cookie settings" deletes the tag’s cookies and reloads the page its script runs in', async () => {
    const user = userEvent.setup()
    const { store } = await openShop({ decided: true })
    await waitFor(() => expect(loadedTags()).toEqual([STATISTICS.src]))
    document.cookie = '_stats_id=42'
    document.cookie = 'keep=1'
    expect(screen.queryByRole('region', { name: 'Your privacy' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' })
    const statistics = within(dialog).getByRole('switch', { name: 'Statistics' })
    expect(statistics).toBeChecked()
    await user.click(statistics)
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }))
    expect(store.getState().consent.record?.choice.statistics).toBe(false)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(document.cookie).toBe('keep=1')
    document.cookie = 'keep=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('closing the settings (also with Escape) changes nothing and keeps asking', async () => {
    const user = userEvent.setup()
    const { store } = await openShop()
    await user.click(await screen.findByRole('button', { name: 'Customise' }))
    await screen.findByRole('dialog', { name: 'Cookie settings' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(store.getState().consent.record).toBeNull()
    expect(await screen.findByRole('region', { name: 'Your privacy' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Customise' }))
    await screen.findByRole('dialog', { name: 'Cookie settings' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(store.getState().consent.record).toBeNull()
  })

  it('speaks the shopper’s language', async () => {
    setConfig({ consent: { policyVersion: 1, privacyPage: 'privacy', tags: [] } })
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<Consent />, { route: '/de' })
    act(() => void store.dispatch({ type: REHYDRATE, key: 'storefront', payload: undefined }))
    const banner = await screen.findByRole('region', { name: 'Ihre Privatsphäre' })
    expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy')
    await user.click(within(banner).getByRole('button', { name: 'Anpassen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })
    expect(within(dialog).getByRole('switch', { name: 'Notwendig (Immer aktiv)' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }))
    expect(store.getState().consent.record?.choice).toEqual(ACCEPT_ALL)
  })
})
