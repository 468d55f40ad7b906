// psdata of getCountries for tests: Italy (states, VAT, e-invoice), Germany (VAT), Switzerland (outside the EU)
// and the United States (states), each in its shipping zone.
import type { PsCountries, PsCountry } from '../dto'

const country = (c: Partial<PsCountry> & Pick<PsCountry, 'id_country' | 'iso_code' | 'name'>): PsCountry => ({
  is_eu: true,
  zone: 'EU',
  needs_zip: true,
  zip_pattern: null,
  zip_example: null,
  needs_state: false,
  states: [],
  call_prefix: '',
  vat_prefix: null,
  ...c,
})

export const countriesFixture: PsCountries = {
  countries: [
    country({
      id_country: 1,
      iso_code: 'IT',
      name: 'Italy',
      zone: 'IT',
      zip_pattern: '^\\d{5}$',
      zip_example: '00184',
      needs_state: true,
      vat_prefix: 'IT',
      states: [
        { iso_code: 'MI', name: 'Milano' },
        { iso_code: 'RM', name: 'Roma' },
      ],
      call_prefix: '+39',
    }),
    country({ id_country: 2, iso_code: 'DE', name: 'Germany', zip_pattern: '^\\d{5}$', zip_example: '10115', vat_prefix: 'DE', call_prefix: '+49' }),
    country({
      id_country: 3,
      iso_code: 'CH',
      name: 'Switzerland',
      is_eu: false,
      zone: 'EUROPE_NON_EU',
      zip_pattern: '^\\d{4}$',
      zip_example: '8001',
      call_prefix: '+41',
    }),
    country({
      id_country: 4,
      iso_code: 'US',
      name: 'United States',
      is_eu: false,
      zone: 'WORLD',
      zip_pattern: '^\\d{5}(-\\d{4})?$',
      zip_example: '10001',
      needs_state: true,
      states: [
        { iso_code: 'CA', name: 'California' },
        { iso_code: 'NY', name: 'New York' },
      ],
      call_prefix: '+1',
    }),
  ],
  groups: [
    { id: 'IT', name: 'Italy', countries: ['IT'] },
    { id: 'EU', name: 'European Union', countries: ['DE'] },
    { id: 'EUROPE_NON_EU', name: 'Europe (outside the EU)', countries: ['CH'] },
    { id: 'WORLD', name: 'Rest of the world', countries: ['US'] },
  ],
}
