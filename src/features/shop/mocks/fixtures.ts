// psdata of the shop-wide calls as the reference API sends them.
import type { PsEnvelope } from '@/shared/api'
import type { PsBootstrap } from '../api/dto'

export function bootstrapFixture(overrides: Partial<PsBootstrap['settings']> = {}, extra: Partial<PsBootstrap> = {}): PsEnvelope<PsBootstrap> {
  return {
    success: true,
    code: 200,
    psdata: {
      settings: { maintenance_mode: false, theme: 'blue', free_shipping: { country: 'IT', from: 150 }, instalments: { min: 30, max: 2000 }, return_days: 14, ...overrides },
      menuItems: [
        { id: 2, slug: 'apparel', type: 'category', label: 'Apparel', url: '/en/2-apparel', depth: 1, children: [
          { id: 10, slug: 'clothing', type: 'category', label: 'Clothing', url: '/en/10-clothing', depth: 2, children: [] },
        ] },
        { id: 3, slug: 'motorcycle-accessories', type: 'category', label: 'Motorcycle accessories', url: '/en/3-motorcycle-accessories', depth: 1, children: [] },
      ],
      customer: null,
      cart_count: 0,
      detected_country: 'IT',
      countries: [
        { iso_code: 'IT', name: 'Italy', is_eu: true },
        { iso_code: 'DE', name: 'Germany', is_eu: true },
        { iso_code: 'CH', name: 'Switzerland', is_eu: false },
        { iso_code: 'US', name: 'United States', is_eu: false },
      ],
      ...extra,
    },
  }
}
