// The header's slot for the bag: nothing until the bag first opens (an add), then the drawer's chunk loads and
// stays mounted (keeping the cart query alive for the header's count).
import { lazy, Suspense, useState } from 'react'
import type { Destination } from '../model/types'
import { useAppSelector } from '@/shared/store'
import { selectDrawerOpen } from '../model/cartSlice'

const CartDrawer = lazy(() => import(/* webpackChunkName: "cart-drawer" */ './CartDrawer'))

export function CartSlot({ destination }: { destination: Destination | null }) {
  const open = useAppSelector(selectDrawerOpen)
  const [requested, setRequested] = useState(open)
  if (open && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <CartDrawer destination={destination} />
    </Suspense>
  )
}
