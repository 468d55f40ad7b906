// The shopper's shipping destination as the shop's header, footer, notices and bag show it: features/country's rule
// applied to the two parts of the bootstrap it reads (a component using it redraws only when they, or the shopper's
// choice, change).
import { useShippingDestination, type ShippingDestination } from '@/features/country'
import { useShopData } from '@/features/shop'

export function useShopDestination(): ShippingDestination | null {
  const { countries, home } = useShopData((shop) => ({ countries: shop?.countries, home: shop?.settings.freeShipping.country }))
  return useShippingDestination(countries, home)
}
