// The shipping destination this shopper sees prices and notes for before the checkout: the chosen country, else
// the shop's home market. Callers hand in the shop's bootstrap (its countries and home market).
import { useAppSelector } from '@/shared/store'
import type { CountrySummary } from '@/shared/address'
import { selectChosenCountry } from './countrySlice'

export type ShippingDestination = CountrySummary

export interface ShopCountries {
  countries: ShippingDestination[]
  settings: { freeShipping: { country: string } }
}

export function useShippingDestination(shop: ShopCountries | undefined): ShippingDestination | null {
  const chosen = useAppSelector(selectChosenCountry)
  if (!shop?.countries.length) return null
  const home = shop.settings.freeShipping.country
  const iso = chosen ?? home
  return shop.countries.find((c) => c.iso === iso) ?? shop.countries.find((c) => c.iso === home) ?? null
}
