// The shipping destination this shopper sees prices and notes for before the checkout: the chosen country, else
// the shop's home market. Callers hand in the shop's countries and home market (from its bootstrap).
import { useAppSelector } from '@/shared/store'
import type { CountrySummary } from '@/shared/address'
import { selectChosenCountry } from './countrySlice'

export type ShippingDestination = CountrySummary

export function useShippingDestination(countries: readonly ShippingDestination[] | undefined, home: string | undefined): ShippingDestination | null {
  const chosen = useAppSelector(selectChosenCountry)
  if (!countries?.length) return null
  const iso = chosen ?? home
  return countries.find((c) => c.iso === iso) ?? countries.find((c) => c.iso === home) ?? null
}
