// The shipping country picker with the shop's countries and the shopper's current destination (footer, mobile menu).
import { CountryPicker, useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'
import type { Locale } from '@/shared/config'

export function ShippingCountryPicker({ lang }: { lang: Locale }) {
  const destination = useShippingDestination(useShopData(lang).data)
  return <CountryPicker current={destination} />
}
