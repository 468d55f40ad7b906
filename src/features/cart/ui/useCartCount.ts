// The header's number on the bag icon. It reads the cached cart of this language when there is one (so adding
// shows at once), else the last count it saw (the cart's entry may have expired), else the bootstrap's count.
// The cart is read with the getCartItems endpoint's own selector, found on the shared API once the cart's code
// has injected it: importing cartApi here would bring the cart's code into every page's first download, and
// without that code loaded there is no cart in the cache to read anyway.
import { useState } from 'react'
import { baseApi } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAppSelector, type AppState } from '@/shared/store'
import type { cartApi } from '../api/cartApi'

type CartEndpoints = Partial<(typeof cartApi)['endpoints']>
type CartSelector = (state: AppState) => { data?: { count: number } }

// One selector per language, made once the endpoint exists (the header's selector runs on every store change).
const selectors = new Map<Locale, CartSelector>()

function cartSelector(lang: Locale): CartSelector | undefined {
  const endpoint = (baseApi.endpoints as CartEndpoints).getCartItems
  if (!endpoint) return undefined
  let select = selectors.get(lang)
  if (!select) selectors.set(lang, (select = endpoint.select(lang) as CartSelector))
  return select
}

export function useCartCount(fallback: number): number {
  const lang = useLocale()
  // Looked up on every store change, not once: the cart's code may inject the endpoint after the header rendered.
  const count = useAppSelector((state) => cartSelector(lang)?.(state).data?.count)
  const [last, setLast] = useState<number | null>(null)
  if (count !== undefined && count !== last) setLast(count)
  return count ?? last ?? fallback
}
