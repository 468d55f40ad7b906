// getCarriers as the reference API answers it: the carriers to a country with their prices for the cart (a
// carrier that delivers free of charge is marked so). Tests set the carriers per country.
import { http, HttpResponse } from 'msw'
import type { PsCarrierChoices } from '../api/dto'

/** A carrier as the API sends it: its own words for the delay and the days in transit, which the bag does not show. */
type Carrier = PsCarrierChoices['carriers'][number] & { delay: string; delivery_days: { min: number; max: number } | null }

export const carrierFixture = (id: number, price: number, overrides: Partial<Carrier> = {}): Carrier => ({
  id_carrier: id,
  name: `Carrier ${id}`,
  delay: '2–3 working days',
  delivery_days: { min: 2, max: 3 },
  price,
  is_free: false,
  is_pickup: false,
  ...overrides,
})

/** Italy and Germany priced, Switzerland dearer, nowhere else (the shop's demo destinations in tests). */
export const DEFAULT_CARRIERS: Record<string, Carrier[]> = {
  IT: [carrierFixture(1, 6.9), carrierFixture(2, 4.9, { is_pickup: true })],
  DE: [carrierFixture(1, 12.9)],
  CH: [carrierFixture(1, 24.5)],
}

export function carriersHandler(byCountry: Record<string, Carrier[]> = DEFAULT_CARRIERS, log: string[] = []) {
  return http.post('http://localhost/api/getCarriers', async ({ request }) => {
    const { country_iso: country = 'IT' } = (await request.json()) as { country_iso?: string }
    log.push(country)
    const psdata: PsCarrierChoices = { country_iso: country, carriers: byCountry[country] ?? [] }
    return HttpResponse.json({ success: true, code: 200, psdata })
  })
}
