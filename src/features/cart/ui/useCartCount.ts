// The header's number on the bag icon. It reads the cached cart of this language when there is one (so adding
// shows at once), else the last count it saw (the cart's entry may have expired), else the bootstrap's count.
// The cart is read with the getCartItems endpoint's own selector, found on the shared API once the cart's code
// has injected it: importing cartApi here would bring the cart's code into every page's first download, and
// without that code loaded there is no cart in the cache to read anyway.
import { useState } from 'react'
import { baseApi } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { useAppSelector } from '@/shared/store'
import type { cartApi } from '../api/cartApi'

type CartEndpoints = Partial<(typeof cartApi)['endpoints']>

export function useCartCount(lang: Locale, fallback: number): number {
  // Looked up on every store change, not once: the cart's code may inject the endpoint after the header rendered.
  const count = useAppSelector((state) => (baseApi.endpoints as CartEndpoints).getCartItems?.select(lang)(state).data?.count)
  const [last, setLast] = useState<number | null>(null)
  if (count !== undefined && count !== last) setLast(count)
  return count ?? last ?? fallback
}
