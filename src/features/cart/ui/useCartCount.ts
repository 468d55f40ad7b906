// The header's number on the bag icon. It reads the cached cart of this language when there is one (so adding
// shows at once), else the last count it saw (the cart's entry may have expired), else the bootstrap's count.
import { useMemo, useState } from 'react'
import type { Locale } from '@/shared/config'
import { useAppSelector } from '@/shared/store'
import { cartApi } from '../api/cartApi'

export function useCartCount(lang: Locale, fallback: number): number {
  const selectCart = useMemo(() => cartApi.endpoints.getCartItems.select(lang), [lang])
  const count = useAppSelector((state) => selectCart(state).data?.count)
  const [last, setLast] = useState<number | null>(null)
  if (count !== undefined && count !== last) setLast(count)
  return count ?? last ?? fallback
}
