// The shipping country picker with the shop's countries and the shopper's current destination (footer, mobile menu).
import { CountryPicker, useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'

export function ShippingCountryPicker() {
  const destination = useShippingDestination(useShopData().data)
  return <CountryPicker current={destination} />
}
