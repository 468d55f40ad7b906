// The shipping country picker with the shop's countries and the shopper's current destination (footer, mobile menu).
import { CountryPicker } from '@/features/country'
import { useShopDestination } from '@/pages/shopDestination'

export function ShippingCountryPicker() {
  return <CountryPicker current={useShopDestination()} />
}
