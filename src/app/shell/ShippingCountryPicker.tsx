// The shipping country picker with the shop's countries and the shopper's current destination (footer, mobile menu).
import { CountryPicker, useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'
import { useLocale } from '@/shared/i18n/useLocale'

export function ShippingCountryPicker() {
  const destination = useShippingDestination(useShopData(useLocale()).data)
  return <CountryPicker current={destination} />
}
