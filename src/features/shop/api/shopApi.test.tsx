import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { bootstrapFixture } from '../mocks/fixtures'
import { shopApi, useShopData } from './shopApi'

// The bootstrap is asked for again once a server-rendered page is live; behind a CDN its answer differs from the
// server's only in the visitor's country. What a component did not pick must not redraw it (on a phone, the whole
// page redrawn was a 230–470 ms task).
let settingsDraws = 0
function ReturnsNote() {
  const { settings } = useShopData((shop) => ({ settings: shop?.settings }))
  settingsDraws++
  return <p>{settings ? `Returns within ${settings.returnDays} days` : 'No settings'}</p>
}
function DetectedCountry() {
  const { detected } = useShopData((shop) => ({ detected: shop?.detectedCountry }))
  return <p>Detected: {detected ?? 'none'}</p>
}
const answerWithCountry = (country: string | null) =>
  server.use(http.post(`${API}/bootstrap`, () => HttpResponse.json(bootstrapFixture({}, { detected_country: country }))))

describe('useShopData', () => {
  it('redraws a component when a part it picked changes, not when another part does', async () => {
    answerWithCountry(null)
    const { store } = await renderWithProviders(
      <>
        <ReturnsNote />
        <DetectedCountry />
      </>,
    )
    expect(await screen.findByText(/^Returns within \d+ days$/)).toBeInTheDocument()
    expect(screen.getByText('Detected: none')).toBeInTheDocument()
    const draws = settingsDraws

    answerWithCountry('IT')
    await act(() => store.dispatch(shopApi.endpoints.bootstrap.initiate('en', { forceRefetch: true })))
    expect(await screen.findByText('Detected: IT')).toBeInTheDocument()
    expect(settingsDraws).toBe(draws)
  })
})
