// The header's slot for the bag: nothing until the bag first opens (an add), then the drawer's chunk loads and
// stays mounted (keeping the cart query alive for the header's count).
import { lazy, Suspense } from 'react'
import type { Destination } from '../model/types'
import { useEverTrue } from '@/shared/lib/useEverTrue'
import { useAppSelector } from '@/shared/store'
import { selectDrawerOpen } from '../model/cartSlice'

const CartDrawer = lazy(() => import(/* webpackChunkName: "cart-drawer" */ './CartDrawer'))

export function CartSlot({ destination }: { destination: Destination | null }) {
  const open = useAppSelector(selectDrawerOpen)
  const requested = useEverTrue(open)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <CartDrawer destination={destination} />
    </Suspense>
  )
}
