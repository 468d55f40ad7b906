import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useShopData } from '@/features/shop'
import { bootstrapFixture } from '@/features/shop/mocks/fixtures'
import type { Locale } from '@/shared/config'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { http, HttpResponse } from 'msw'
import { useShippingDestination } from '../model/useShippingDestination'
import { GeoNotice } from './GeoNotice'

function Notice({ onSwitchLanguage }: { onSwitchLanguage: (lang: Locale) => void }) {
  const { data } = useShopData((shop) => ({ data: shop }))
  const current = useShippingDestination(data?.countries, data?.settings.freeShipping.country)
  if (!data) return null
  return (
    <>
      <p>Shipping to {current?.name}</p>
      <GeoNotice current={current} detected={data.detectedCountry} countries={data.countries} onSwitchLanguage={onSwitchLanguage} />
      <main id="main" tabIndex={-1} />
    </>
  )
}

const detectedIn = (country: string) => server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({}, { detected_country: country }))))

describe('the geo notice', () => {
  it('offers a visitor from Germany to ship there and read the shop in German; "switch" does both, once', async () => {
    detectedIn('DE')
    const user = userEvent.setup()
    const switchLanguage = jest.fn()
    const { store } = await renderWithProviders(<Notice onSwitchLanguage={switchLanguage} />)
    const notice = await screen.findByRole('region', { name: 'Your location: Germany' })
    expect(notice).toHaveTextContent('Your shipping country is Italy. Switch to Germany to see prices and delivery there, and the shop in Deutsch.')
    await user.click(screen.getByRole('button', { name: 'Switch to Germany' }))
    expect(store.getState().country).toEqual({ chosen: 'DE', noticeAnsweredFor: 'DE' })
    expect(switchLanguage).toHaveBeenCalledWith('de')
    expect(await screen.findByText('Shipping to Germany')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Your location/ })).not.toBeInTheDocument()
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it('"stay" keeps the shipping country and does not ask again for that country', async () => {
    detectedIn('CH')
    const user = userEvent.setup()
    const { store } = await renderWithProviders(<Notice onSwitchLanguage={jest.fn()} />)
    await screen.findByRole('region', { name: 'Your location: Switzerland' })
    expect(screen.getByRole('region', { name: 'Your location: Switzerland' })).toHaveTextContent(
      'Your shipping country is Italy. Switch to Switzerland to see prices and delivery there.',
    )
    await user.click(screen.getByRole('button', { name: 'Stay with Italy' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /Your location/ })).not.toBeInTheDocument())
    expect(store.getState().country).toEqual({ chosen: null, noticeAnsweredFor: 'CH' })
    expect(screen.getByText('Shipping to Italy')).toBeInTheDocument()
  })

  it('says nothing to a visitor in the shipping country', async () => {
    detectedIn('IT')
    await renderWithProviders(<Notice onSwitchLanguage={jest.fn()} />)
    await screen.findByText('Shipping to Italy')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})
