// The shipping country picker with the shop's countries and the shopper's current destination (footer, mobile menu).
import { CountryPicker, useShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'

export function ShippingCountryPicker() {
  const { countries, home } = useShopData((shop) => ({ countries: shop?.countries, home: shop?.settings.freeShipping.country }))
  const destination = useShippingDestination(countries, home)
  return <CountryPicker current={destination} />
}
