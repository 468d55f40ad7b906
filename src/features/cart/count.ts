// The header's slice of the cart: the number on the bag icon. It reads the cached cart of this language when there
// is one (so adding shows at once), else the last count it saw (the cart page's entry may have expired), else the
// bootstrap's count — without bringing the cart's code or texts into the first download.
import { useState } from 'react'
import { useSelector } from 'react-redux'
import type { Locale } from '@/shared/config'

interface ApiSlice {
  api?: { queries?: Record<string, { data?: unknown } | undefined> }
}

export function useCartCount(lang: Locale, fallback: number): number {
  const count = useSelector((state: ApiSlice) => (state.api?.queries?.[`getCartItems(${JSON.stringify(lang)})`]?.data as { count?: number } | undefined)?.count)
  const [last, setLast] = useState<number | null>(null)
  if (count !== undefined && count !== last) setLast(count)
  return count ?? last ?? fallback
}
